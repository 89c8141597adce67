import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import { parseStoredShopConfig } from '../../../schemas/stored-shop-config';

// A stored config is read strictly, except that one card failing its own schema is left out and reported, so one bad
// card never takes a shop's page down (docs/decisions/011); anything else wrong still fails the read.

const demo = demoShops[0]!.config as unknown as {
  theme: Record<string, unknown>;
  layout: { pages: Array<{ sections: Array<{ cards: unknown[] }> }> };
};

/** The demo config with the first section's cards replaced. */
function withFirstCards(cards: unknown[], extra: Record<string, unknown> = {}) {
  const [page, ...pages] = demo.layout.pages;
  const [section, ...sections] = page!.sections;
  return {
    ...demo,
    ...extra,
    layout: { ...demo.layout, pages: [{ ...page, sections: [{ ...section, cards }, ...sections] }, ...pages] },
  };
}

describe('reading a stored config', () => {
  it('answers a valid one whole, with no card problems', () => {
    const result = parseStoredShopConfig(demo);
    expect(result.ok && result.cardProblems).toEqual([]);
  });

  it('leaves out a card that fails its schema and names it, its id and each error at its full path', () => {
    const good = demo.layout.pages[0]!.sections[0]!.cards[0];
    const result = parseStoredShopConfig(
      withFirstCards([good, { ...(good as object), id: 'broken', type: 'no_such_card' }, 'not a card']),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.layout.pages[0]!.sections[0]!.cards).toHaveLength(1);
    expect(result.cardProblems).toEqual([
      {
        path: 'layout.pages[0].sections[0].cards[1]',
        cardId: 'broken',
        errors: [
          expect.objectContaining({ path: expect.stringMatching(/^layout\.pages\[0\]\.sections\[0\]\.cards\[1\]/) }),
        ],
      },
      {
        path: 'layout.pages[0].sections[0].cards[2]',
        cardId: null,
        errors: [expect.objectContaining({ path: 'layout.pages[0].sections[0].cards[2]' })],
      },
    ]);
  });

  it('still fails when something beside the cards is wrong, with the strict errors', () => {
    const result = parseStoredShopConfig(
      withFirstCards(['not a card'], { theme: { ...demo.theme, primaryColor: 'red;}' } }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path)).toContain('theme.primaryColor');
  });

  it('fails as the strict read does when there is no layout to clean', () => {
    for (const input of [null, 'config', { ...demo, layout: 'pages' }, { ...demo, layout: { pages: 'home' } }]) {
      const result = parseStoredShopConfig(input);
      expect(result.ok).toBe(false);
    }
    // Pages or sections that are not objects with lists are kept as they are, and fail.
    const odd = { ...demo, layout: { ...demo.layout, pages: ['home', { sections: 'none' }, { sections: [7] }] } };
    expect(parseStoredShopConfig(odd).ok).toBe(false);
  });
});
