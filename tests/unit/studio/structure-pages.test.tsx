// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import type { Layout } from '../../../schemas/layout';
import { layoutSchema } from '../../../schemas/layout';
import { menuSchema } from '../../../schemas/menu';
import { canvasLayoutOf, createCanvasLayoutMemory } from '~/studio/structure/canvas-layout';
import { applyLayout } from '~/studio/structure/canvas-structure';
import { canvasPreviewSrc } from '~/studio/structure/structure-canvas';
import * as edits from '~/studio/structure/layout-edits';
import { menuLinksTo, withMenuLink } from '~/studio/structure/page-menu-links';
import { useLiveLayoutPage } from '~/shop/studio-live-layout';

const frostmark = demoShops.find((shop) => shop.handle === 'frostmark')!.config;
const layout = frostmark.layout as Layout;
const cardIds = (next: Layout) => next.pages.flatMap((page) => page.sections.flatMap((s) => s.cards.map((c) => c.id)));

describe('pages', () => {
  it('offers only the pages the shop has not got, and adds one empty page that passes the layout schema', () => {
    expect(layout.pages.map((page) => page.target)).toEqual(['HOME', 'HUB']);
    expect(edits.unusedPageTargets(layout)).toEqual(['SHOP', 'LOYALTY', 'DOWNLOAD', 'MISSIONS']);
    const { layout: next, index } = edits.addPage(layout, 'SHOP', 'Armoury');
    expect(index).toBe(2);
    expect(next.pages[2]).toEqual({ target: 'SHOP', title: 'Armoury', sections: [] });
    expect(layoutSchema.safeParse(next).success).toBe(true);
    expect(edits.unusedPageTargets(next)).not.toContain('SHOP');
    // A second page for the same target would break the layout: the layout is returned as it was.
    expect(edits.addPage(next, 'SHOP', 'Again')).toEqual({ layout: next, index: 2 });
  });

  it('removes any page but the home page, and the toast puts it back where it was', () => {
    expect(edits.canRemovePage(layout, 0)).toBe(false);
    expect(edits.removePage(layout, 0)).toBe(layout);
    expect(edits.canRemovePage(layout, 1)).toBe(true);
    const removed = edits.removePage(layout, 1);
    expect(removed.pages.map((page) => page.target)).toEqual(['HOME']);
    expect(edits.restorePage(removed, 1, layout.pages[1]!)).toEqual(layout);
    // Restoring a target that has a page again would duplicate it: nothing changes.
    const readded = edits.addPage(removed, 'HUB', 'New hub').layout;
    expect(edits.restorePage(readded, 1, layout.pages[1]!)).toBe(readded);
  });
});

describe('moving a card to another section', () => {
  it('takes the card out of its section and puts it at the end of the other, keeping every id unique', () => {
    const card = layout.pages[0]!.sections[1]!.cards[0]!;
    const { layout: next, index } = edits.moveCardToSection(layout, 0, { section: 1, card: 0 }, 2);
    const target = next.pages[0]!.sections[2]!;
    expect(index).toBe(target.cards.length - 1);
    expect(target.cards[index]).toEqual(card);
    expect(next.pages[0]!.sections[1]!.cards.map((c) => c.id)).not.toContain(card.id);
    expect(cardIds(next).sort()).toEqual(cardIds(layout).sort());
    expect(layoutSchema.safeParse(next).success).toBe(true);
  });

  it('inserts at a chosen position (a drop on a card), and moves within a section as a reorder', () => {
    const card = layout.pages[0]!.sections[1]!.cards[2]!;
    const { layout: next, index } = edits.moveCardToSection(layout, 0, { section: 1, card: 2 }, 0, 0);
    expect(index).toBe(0);
    expect(next.pages[0]!.sections[0]!.cards[0]).toEqual(card);
    const same = edits.moveCardToSection(layout, 0, { section: 1, card: 0 }, 1, 2);
    expect(same.layout).toEqual(edits.moveCard(layout, 0, 1, 0, 2));
  });
});

describe('menu links to a page', () => {
  it('finds a link at the top level or in a group, and adds one with a fresh id while the menu has room', () => {
    const menu = [
      { id: 'home', label: 'Home', target: 'HOME', badge: 'NONE' },
      {
        id: 'more',
        label: 'More',
        target: 'NESTED',
        badge: 'NONE',
        children: [{ id: 'hub', label: 'Hub', target: 'HUB', badge: 'NONE' }],
      },
    ];
    expect(menuLinksTo(menu, 'HOME')).toBe(true);
    expect(menuLinksTo(menu, 'HUB')).toBe(true);
    expect(menuLinksTo(menu, 'DOWNLOAD')).toBe(false);
    const next = withMenuLink(menu, 'DOWNLOAD', 'Get the game')!;
    expect(next.at(-1)).toMatchObject({ label: 'Get the game', target: 'DOWNLOAD', badge: 'NONE' });
    expect(menuSchema.safeParse(next).success).toBe(true);
    expect(menuLinksTo(next, 'DOWNLOAD')).toBe(true);
    const full = Array.from({ length: 12 }, (_, i) => ({ id: `l${i}`, label: `L${i}`, target: 'HOME', badge: 'NONE' }));
    expect(withMenuLink(full, 'DOWNLOAD', 'Get the game')).toBeNull();
  });
});

describe('the canvas follows the page', () => {
  it('opens a page at its storefront segment with the "Preview as" query', () => {
    expect(canvasPreviewSrc('frost mark', 'HOME', '')).toBe('/studio/frost%20mark/preview');
    expect(canvasPreviewSrc('frostmark', 'SHOP', '?as=player&balance=0')).toBe(
      '/studio/frostmark/preview/shop?as=player&balance=0',
    );
  });
});

function CacheLimit() {
  const live = useLiveLayoutPage('HOME');
  const card = live?.page.sections[1]?.cards[1];
  if (!card || !('limit' in card) || !card.limit) return <p>No limit</p>;
  return <p>{`${card.limit.remaining} of ${card.limit.limit} left`}</p>;
}

describe('re-rendered cards follow "Preview as"', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function drawOnCanvas(search: string) {
    window.history.replaceState(null, '', `/studio/frostmark/preview${search}`);
    const drawn = canvasLayoutOf(layout, frostmark.catalogue, createCanvasLayoutMemory())!;
    await act(async () => {
      applyLayout(window, { channel: 'gamefront-studio', type: 'layout', seq: 1, ...drawn }, () => undefined);
    });
  }

  it('shows a per-player limit used up by the previewed purchases, as the preview loader does', async () => {
    render(<CacheLimit />);
    // crystal-cache: 3 per player; the previewed player bought all 3.
    await drawOnCanvas('?as=player&balance=10&bought=crystal-cache:3');
    expect(screen.getByText('0 of 3 left')).toBeInTheDocument();
    await drawOnCanvas('?as=player&bought=crystal-cache:1');
    expect(screen.getByText('2 of 3 left')).toBeInTheDocument();
    // A visitor has bought nothing: the whole limit.
    await drawOnCanvas('?bought=crystal-cache:3');
    expect(screen.getByText('3 of 3 left')).toBeInTheDocument();
  });
});
