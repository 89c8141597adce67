import { describe, it, expect } from 'vitest';
import { expectItemAt, expectNonEmpty } from '~/lib/missing';

describe('expectNonEmpty', () => {
  it('returns the items of a non-empty array', () => {
    const [first, ...rest] = expectNonEmpty(['a', 'b']);
    expect(first).toBe('a');
    expect(rest).toEqual(['b']);
  });

  it('throws "Expected non-empty array" for an empty array', () => {
    expect(() => expectNonEmpty([])).toThrow(new Error('Expected non-empty array'));
  });
});

describe('expectItemAt', () => {
  it('returns the item at the index, falsy items included', () => {
    expect(expectItemAt(['a', 'b'], 1)).toBe('b');
    expect(expectItemAt([0, 1], 0)).toBe(0);
  });

  it('throws "Expected array to have item at index {n}" when there is none', () => {
    expect(() => expectItemAt(['a'], 1)).toThrow(new Error('Expected array to have item at index 1'));
    expect(() => expectItemAt(['a'], -1)).toThrow(new Error('Expected array to have item at index -1'));
    expect(() => expectItemAt([], 0)).toThrow(new Error('Expected array to have item at index 0'));
  });
});
