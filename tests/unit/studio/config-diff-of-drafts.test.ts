import { describe, expect, it } from 'vitest';
import { changedCardCount, changedFields, summarizeChange } from '../../../app/server/studio/config-diff.server';

// Drafts may fail the schema (decision 036: work in progress is saved), and the history and 409 details still have
// to say what changed. These configs are shaped the way a half-edited or imported draft can be.

describe('what changed in drafts that fail the schema', () => {
  it('counts cards without an id by their position, and cards under a page or section that is not a list', () => {
    const before = { layout: { pages: [{ sections: [{ cards: [{ type: 'text', title: 'A' }] }] }] } };
    const after = { layout: { pages: [{ sections: [{ cards: [{ type: 'text', title: 'B' }] }] }] } };
    expect(changedCardCount(before, after)).toBe(1);
    // A page whose sections, or a section whose cards, are not a list holds no cards.
    expect(changedCardCount(before, { layout: { pages: [{ sections: 'oops' }] } })).toBe(1);
    expect(changedCardCount(before, { layout: { pages: [{ sections: [{ cards: null }] }, 'page'] } })).toBe(1);
    expect(changedCardCount('not a config', { layout: 'nothing' })).toBe(0);
  });

  it('names a theme replaced by something that is not an object, and a part added from nothing', () => {
    expect(summarizeChange({ theme: { primaryColor: '#111111' } }, { theme: null, name: 'Shop' })).toBe('name');
    expect(changedFields({ theme: { primaryColor: '#111111' } }, { theme: null })).toEqual(['theme']);
    expect(changedFields(null, { name: 'Shop' })).toEqual(['(everything)']);
    expect(summarizeChange('draft', { name: 'Shop' })).toBe('(everything)');
  });

  it('names the layout among the other parts only when no card changed', () => {
    const pages = [{ id: 'home', sections: [] }];
    expect(
      summarizeChange({ layout: { pages } }, { layout: { pages: [...pages, { id: 'store', sections: [] }] } }),
    ).toBe('layout');
    expect(
      summarizeChange(
        { layout: { pages: [{ sections: [{ cards: [{ id: 'c1', title: 'A' }, { id: 'c2' }] }] }] } },
        { layout: { pages: [{ sections: [{ cards: [{ id: 'c1', title: 'B' }] }] }] } },
      ),
    ).toBe('2 cards');
  });

  it('stops at the limit it is given', () => {
    const before = { a: 1, b: 1, c: 1 };
    expect(changedFields(before, { a: 2, b: 2, c: 2 }, 2)).toEqual(['a', 'b']);
  });
});
