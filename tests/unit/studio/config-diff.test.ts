import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import { changedCardCount, changedFields, summarizeChange } from '../../../app/server/studio/config-diff.server';

const base = demoShops[0]!.config;

describe('what changed between two configs', () => {
  it('names theme fields by their dotted path, fonts included', () => {
    const after = {
      ...base,
      theme: { ...base.theme, primaryColor: '#000000', fonts: { ...base.theme.fonts, displayFontFamily: 'ROBOTO' } },
    };
    expect(changedFields(base, after)).toEqual(['theme.fonts.displayFontFamily', 'theme.primaryColor']);
  });

  it('ignores key order (jsonb does not keep it) and finds nothing in an equal copy', () => {
    const reordered = Object.fromEntries(Object.entries(base).reverse());
    expect(changedFields(base, reordered)).toEqual([]);
    expect(summarizeChange(base, reordered)).toBe('No changes');
  });

  it('counts added, removed and changed cards, and names the other parts', () => {
    const page = base.layout.pages[0]!;
    const [first, ...rest] = page.sections[0]!.cards;
    const cards = [{ ...first!, id: 'brand-new-card' }, ...rest.slice(1)];
    const after = {
      ...base,
      name: 'Renamed',
      theme: { ...base.theme, buttonType: 'fateless' as const },
      layout: {
        ...base.layout,
        pages: [
          { ...page, sections: [{ ...page.sections[0]!, cards }, ...page.sections.slice(1)] },
          ...base.layout.pages.slice(1),
        ],
      },
    };
    // One card added, the first one (renamed) and the second removed.
    expect(changedCardCount(base, after)).toBe(3);
    expect(summarizeChange(base, after)).toBe('Theme: buttonType · 3 cards · name');
  });

  it('calls a version without a predecessor the first one', () => {
    expect(summarizeChange(undefined, base)).toBe('First version');
  });
});
