export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Up to this many pages, every page number shows. */
export const MAX_PAGES_WITHOUT_ELLIPSIS = 5;

/**
 * The page numbers and ellipses a pagination bar shows (spec section 4).
 *
 * - pageCount <= 5: every page, `1 ... pageCount`.
 * - Near the start, current in 1..3: `1 2 3 … last`.
 * - Near the end, current in last-2..last: `1 … last-2 last-1 last`.
 * - Otherwise (4..last-3), the middle: `1 … current … last`.
 *
 * "Near" ends at the third page from either edge, so the current page is always visible and every
 * ellipsis stands for at least two hidden pages (never a lone "…" hiding a single number).
 *
 * Invalid input is handled, not thrown: a pageCount below 1 (or not finite) gives `[]`; a fractional
 * pageCount is floored; the current page is floored and clamped into 1..pageCount (0 -> 1, 99 -> last,
 * NaN -> 1).
 */
export function paginationItems(currentPage: number, pageCount: number): PaginationItem[] {
  const last = Number.isFinite(pageCount) ? Math.floor(pageCount) : 0;
  if (last < 1) return [];
  const current = Number.isFinite(currentPage) ? Math.min(Math.max(Math.floor(currentPage), 1), last) : 1;

  if (last <= MAX_PAGES_WITHOUT_ELLIPSIS) return Array.from({ length: last }, (_, i) => i + 1);
  if (current <= 3) return [1, 2, 3, 'ellipsis-end', last];
  if (current >= last - 2) return [1, 'ellipsis-start', last - 2, last - 1, last];
  return [1, 'ellipsis-start', current, 'ellipsis-end', last];
}
