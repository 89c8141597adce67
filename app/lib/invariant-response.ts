/**
 * A guard for loaders and actions: when `condition` is falsy, answers with a Response (404, 403, ...) instead of
 * going on. Remix hands a thrown Response to the nearest error boundary (Epic Stack's helper of the same name).
 */
export function invariantResponse(
  condition: unknown,
  message: string | (() => string),
  init: ResponseInit = { status: 400 },
): asserts condition {
  if (condition) return;
  throw new Response(typeof message === 'function' ? message() : message, {
    ...init,
    status: init.status ?? 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...Object.fromEntries(new Headers(init.headers)) },
  });
}
