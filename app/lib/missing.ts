/** Narrowing helpers for values the code knows are present; a wrong guess fails loudly (spec section 8). */

/** The array, typed as having a first item; throws "Expected non-empty array" when it is empty. */
export function expectNonEmpty<T>(arr: readonly T[]): [T, ...T[]] {
  if (arr.length === 0) throw new Error('Expected non-empty array');
  return [...arr] as [T, ...T[]];
}

/** The item at index `n`; throws "Expected array to have item at index {n}" when there is none. */
export function expectItemAt<T>(arr: readonly T[], n: number): T {
  if (!Number.isInteger(n) || n < 0 || n >= arr.length) throw new Error(`Expected array to have item at index ${n}`);
  return arr[n] as T;
}
