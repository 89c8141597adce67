// The one check that a state-changing request comes from our own pages (docs/decisions/006, 017). Browsers say where
// a request came from (Sec-Fetch-Site, Origin); a request from another site, or with an opaque `Origin: null`, is
// refused. Remix aborts such a page action too (as a 500), so pages and the API share this rule.

export interface RequestHeaders {
  get(name: string): string | null;
}

function hostOf(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/** True when the request says it came from another site than one of `ownHosts`. A request without Origin passes. */
export function isCrossSite(headers: RequestHeaders, ownHosts: Array<string | null | undefined>): boolean {
  if (headers.get('Sec-Fetch-Site') === 'cross-site') return true;
  const origin = headers.get('Origin');
  if (origin === null) return false;
  const originHost = hostOf(origin); // "null" (sandboxed frames, privacy redirects) is never ours
  if (originHost === null) return true;
  return !ownHosts.some((host) => host?.toLowerCase() === originHost);
}

/** For a Fetch API request: its own URL's host and its Host header are ours. */
export function isCrossSiteRequest(request: Request): boolean {
  return isCrossSite(request.headers, [request.headers.get('Host'), hostOf(request.url)]);
}
