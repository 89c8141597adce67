/**
 * Dispatch of /api, /server-api and /webhooks calls from one splat route per prefix
 * (docs/decisions/034-api-dispatch-outside-route-table.md). Remix ranks its whole route table on every request, so
 * each API route there cost every page view; here a call's path (`/api/shop/{shop}/ga_id`, from its contract) is
 * matched only for requests under its prefix, with Remix's own rules: segments compared without regard to case,
 * each segment %-decoded (an encoded `/` stays inside its parameter), trailing slashes ignored, and the most
 * specific path first.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import type { ApiCall, ApiRouteFunction } from '~/server/request-route.server';

type Segment = { literal: string } | { param: string };

/** The calls on one path, in table order (several when they differ by method). */
type PathCalls = ApiCall[];

export interface PathMatch<T> {
  value: T;
  params: Record<string, string>;
}

const PLACEHOLDER = /^\{(.+)\}$/;

function segmentsOf(path: string): Segment[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => {
      const placeholder = PLACEHOLDER.exec(part);
      return placeholder ? { param: placeholder[1]! } : { literal: part.toLowerCase() };
    });
}

/** Remix's ranking (its computeScore, for paths without splats): more segments, and literal ones over parameters. */
function scoreOf(segments: Segment[]): number {
  return segments.reduce((score, segment) => score + ('literal' in segment ? 10 : 3), segments.length);
}

/** A pathname's segments as Remix matches them: each %-decoded (the raw text when it is not valid UTF-8). */
function decodedSegments(pathname: string): string[] | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  // An empty segment in the middle (`/api//cart`) matches no path, as in Remix.
  if (parts.some((part) => part === '')) return null;
  return parts.map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index]!;
    if ('literal' in segment) {
      if (part.toLowerCase() !== segment.literal) return null;
    } else params[segment.param] = part;
  }
  return params;
}

/**
 * Paths with `{placeholder}` segments, matched against a request's pathname: the most specific one that matches
 * (ties: the first listed), or null.
 */
export function pathMatcher<T>(entries: ReadonlyArray<{ path: string; value: T }>) {
  const compiled = entries
    .map(({ path, value }, order) => {
      const segments = segmentsOf(path);
      return { segments, score: scoreOf(segments), value, order };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return (pathname: string): PathMatch<T> | null => {
    const parts = decodedSegments(pathname);
    if (!parts) return null;
    for (const entry of compiled) {
      const params = matchSegments(entry.segments, parts);
      if (params) return { value: entry.value, params };
    }
    return null;
  };
}

/**
 * The call that answers `method` among the calls of one path. The one that accepts it; otherwise the call Remix
 * would have run as the path's loader (GET, HEAD) or action (any other method), which answers its own 405.
 */
function callFor(calls: ApiCall[], method: string): ApiCall {
  const accepting = calls.find((call) => call.methods.includes(method));
  if (accepting) return accepting;
  const readsOnly = (call: ApiCall) => call.methods.includes('GET');
  const asRemixWould =
    method === 'GET' || method === 'HEAD' ? calls.find(readsOnly) : calls.find((call) => !readsOnly(call));
  return asRemixWould ?? calls[0]!;
}

/**
 * The loader and action of a splat route: the call whose path and method match the request runs with the path's
 * parameters; a request no call's path matches goes to `unknown` (a 404, or a 501 for a call not built yet).
 */
export function dispatchCalls(calls: readonly ApiCall[], unknown: ApiRouteFunction): ApiRouteFunction {
  const byPath = new Map<string, PathCalls>();
  for (const call of calls) {
    const key = segmentsOf(call.path)
      .map((segment) => ('literal' in segment ? segment.literal : '{}'))
      .join('/');
    const same = byPath.get(key);
    if (!same) byPath.set(key, [call]);
    else if (same.some((other) => other.methods.some((method) => call.methods.includes(method))))
      throw new Error(`Two calls answer the same method at ${call.path}`);
    else same.push(call);
  }
  const match = pathMatcher([...byPath.values()].map((same) => ({ path: same[0]!.path, value: same })));

  return function dispatch(args: LoaderFunctionArgs | ActionFunctionArgs) {
    const found = match(new URL(args.request.url).pathname);
    if (!found) return unknown(args);
    return callFor(found.value, args.request.method)({ ...args, params: found.params });
  };
}
