import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems } from '~/ui/pagination-pages';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The written rule, spelt out independently of the implementation. */
function expected(current: number, count: number): PaginationItem[] {
  if (count <= 5) return range(1, count);
  if (current <= 3) return [1, 2, 3, 'ellipsis-end', count];
  if (current >= count - 2) return [1, 'ellipsis-start', count - 2, count - 1, count];
  return [1, 'ellipsis-start', current, 'ellipsis-end', count];
}

describe('paginationItems', () => {
  describe.each(range(1, 12))('with %i pages', (count) => {
    it.each(range(1, count))('at page %i shows the rule’s list, with the current page visible', (current) => {
      const items = paginationItems(current, count);
      expect(items).toEqual(expected(current, count));
      expect(items).toContain(current);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(count);
      // Every ellipsis hides at least two pages.
      items.forEach((item, i) => {
        if (typeof item === 'number') return;
        const before = items[i - 1];
        const after = items[i + 1];
        if (typeof before !== 'number' || typeof after !== 'number')
          throw new Error('ellipsis must sit between numbers');
        expect(after - before).toBeGreaterThanOrEqual(3);
      });
    });
  });

  it('shows every page with 5 pages or fewer', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('near the start: pages 1 to 3, an ellipsis and the last page', () => {
    expect(paginationItems(1, 12)).toEqual([1, 2, 3, 'ellipsis-end', 12]);
    expect(paginationItems(3, 12)).toEqual([1, 2, 3, 'ellipsis-end', 12]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 'ellipsis-end', 6]);
  });

  it('near the end: the first page, an ellipsis and the last 3 pages', () => {
    expect(paginationItems(12, 12)).toEqual([1, 'ellipsis-start', 10, 11, 12]);
    expect(paginationItems(10, 12)).toEqual([1, 'ellipsis-start', 10, 11, 12]);
    expect(paginationItems(4, 6)).toEqual([1, 'ellipsis-start', 4, 5, 6]);
  });

  it('in the middle: first, ellipsis, current, ellipsis, last', () => {
    expect(paginationItems(6, 12)).toEqual([1, 'ellipsis-start', 6, 'ellipsis-end', 12]);
    expect(paginationItems(4, 12)).toEqual([1, 'ellipsis-start', 4, 'ellipsis-end', 12]);
    expect(paginationItems(9, 12)).toEqual([1, 'ellipsis-start', 9, 'ellipsis-end', 12]);
    expect(paginationItems(4, 7)).toEqual([1, 'ellipsis-start', 4, 'ellipsis-end', 7]);
  });

  it('handles invalid input without throwing', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, -3)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
    expect(paginationItems(0, 12)).toEqual(paginationItems(1, 12));
    expect(paginationItems(-5, 12)).toEqual(paginationItems(1, 12));
    expect(paginationItems(99, 12)).toEqual(paginationItems(12, 12));
    expect(paginationItems(Number.NaN, 12)).toEqual(paginationItems(1, 12));
    expect(paginationItems(6.7, 12)).toEqual(paginationItems(6, 12));
    expect(paginationItems(2, 7.9)).toEqual(paginationItems(2, 7));
  });
});
