/** An id like `base` that none of `taken` has: `base`, `base-2`, `base-3`… (ids are slugs of at most 64). */
export function freeId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const stem =
    base
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 58) || 'item';
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** A coupon code like `base` that none of `taken` has (codes are upper-case, 3-32 characters). */
export function freeCode(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const stem =
    base
      .toUpperCase()
      .replace(/[^A-Z0-9_-]+/g, '')
      .slice(0, 28) || 'CODE';
  if (!used.has(stem) && stem.length >= 3) return stem;
  for (let n = 2; ; n += 1) if (!used.has(`${stem}${n}`)) return `${stem}${n}`;
}
