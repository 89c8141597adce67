// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import type { Layout } from '../../../schemas/layout';
import { editorMessageSchema } from '~/studio/editor/canvas-channel';
import { canvasLayoutOf, createCanvasLayoutMemory } from '~/studio/structure/canvas-layout';
import { applyLayout, highlightNode, startCanvasSelection } from '~/studio/structure/canvas-structure';
import * as edits from '~/studio/structure/layout-edits';
import { nodePathOf, parseNodePath } from '~/studio/structure/layout-paths';
import { useLiveLayoutPage } from '~/shop/studio-live-layout';

const frostmark = demoShops.find((shop) => shop.handle === 'frostmark')!.config;
const layout = frostmark.layout as Layout;

describe('layout edits', () => {
  it('gives a duplicated section and its cards ids no other node has', () => {
    const next = edits.duplicateSection(layout, 0, 1);
    const sections = next.pages[0]!.sections;
    expect(sections.map((section) => section.id)).toEqual(['briefing', 'crystals', 'crystals-2', 'ops']);
    expect(sections[2]!.cards.map((card) => card.id)).toEqual(['crystal-shard-2', 'crystal-cache-2', 'steel-crate-2']);
    // The original is untouched.
    expect(layout.pages[0]!.sections).toHaveLength(3);
  });

  it('moves, removes and restores cards where they were', () => {
    const moved = edits.moveCard(layout, 0, 1, 0, 2);
    expect(moved.pages[0]!.sections[1]!.cards.map((card) => card.id)).toEqual([
      'crystal-cache',
      'steel-crate',
      'crystal-shard',
    ]);
    const removed = edits.removeCard(layout, 0, 1, 1);
    const card = layout.pages[0]!.sections[1]!.cards[1]!;
    const restored = edits.restoreCard(removed, 0, 1, 1, card);
    expect(restored).toEqual(layout);
    expect(edits.restoreSection(edits.removeSection(layout, 0, 0), 0, 0, layout.pages[0]!.sections[0]!)).toEqual(
      layout,
    );
  });

  it('adds a picked sample with a fresh id, and numbers new sections', () => {
    const sample = layout.pages[0]!.sections[1]!.cards[0]!;
    const { layout: next, index } = edits.addCard(layout, 0, 0, sample);
    expect(index).toBe(2);
    expect(next.pages[0]!.sections[0]!.cards[2]!.id).toBe('crystal-shard-2');
    const once = edits.addSection(layout, 1);
    const twice = edits.addSection(once.layout, 1);
    expect(twice.layout.pages[1]!.sections.map((section) => section.id)).toEqual([
      'calendar',
      'new-section',
      'new-section-2',
    ]);
  });
});

describe('config paths', () => {
  it('reads only whole nodes, and maps an issue to the node it lies in', () => {
    expect(parseNodePath('layout.pages.0.sections.2.cards.1')).toEqual({ page: 0, section: 2, card: 1 });
    expect(parseNodePath('layout.pages.0.sections.2.cards.1.name')).toBeNull();
    expect(parseNodePath('"]<img src=x>')).toBeNull();
    expect(nodePathOf(['pages', 0, 'sections', 1, 'cards', 2, 'price', 'amount'])).toBe(
      'layout.pages.0.sections.1.cards.2',
    );
    expect(nodePathOf(['pages', 1, 'target'])).toBe('layout.pages.1');
    expect(nodePathOf(['pages'])).toBeNull();
  });
});

describe('what the canvas is sent', () => {
  it('draws a card that fails its schema as it last was valid, and names it', () => {
    const memory = createCanvasLayoutMemory();
    expect(canvasLayoutOf(layout, frostmark.catalogue, memory)?.invalidPaths).toEqual([]);
    const broken = structuredClone(layout);
    (broken.pages[0]!.sections[1]!.cards[1] as { name: string }).name = '';
    const drawn = canvasLayoutOf(broken, frostmark.catalogue, memory)!;
    expect(drawn.invalidPaths).toEqual(['layout.pages.0.sections.1.cards.1']);
    expect(drawn.layout.pages[0]!.sections[1]!.cards[1]).toMatchObject({ name: 'Crystal cache' });
    // The message passes the canvas's own check.
    expect(
      editorMessageSchema.safeParse({ channel: 'gamefront-studio', type: 'layout', seq: 1, ...drawn }).success,
    ).toBe(true);
  });

  it('keeps the last valid layout when two cards share an id, outlining the duplicate', () => {
    const memory = createCanvasLayoutMemory();
    canvasLayoutOf(layout, frostmark.catalogue, memory);
    const clash = structuredClone(layout);
    clash.pages[0]!.sections[0]!.cards[0]!.id = 'supply-drop';
    const drawn = canvasLayoutOf(clash, frostmark.catalogue, memory)!;
    expect(drawn.layout).toEqual(layout);
    expect(drawn.invalidPaths).toContain('layout.pages.0.sections.0.cards.1');
  });

  it('sends nothing until something valid exists', () => {
    expect(canvasLayoutOf({ pages: [] }, frostmark.catalogue, createCanvasLayoutMemory())).toBeNull();
  });
});

function LivePage() {
  const live = useLiveLayoutPage('HOME');
  if (!live) return <p>Loader page</p>;
  return (
    <ul>
      {live.page.sections.flatMap((section, s) =>
        section.cards.map((card, c) => (
          <li key={card.id} data-studio-path={`layout.pages.${live.pageIndex}.sections.${s}.cards.${c}`}>
            {'name' in card ? card.name : card.id}{' '}
            {'price' in card && card.price.kind === 'real' ? card.price.amount : ''}
          </li>
        )),
      )}
    </ul>
  );
}

describe('the canvas side', () => {
  it('shows the layout it is sent, priced from the catalogue, reusing unchanged cards, and answers', async () => {
    render(<LivePage />);
    expect(screen.getByText('Loader page')).toBeInTheDocument();
    const answers: unknown[] = [];
    const drawn = canvasLayoutOf(layout, frostmark.catalogue, createCanvasLayoutMemory())!;
    // A card preview price that the catalogue overrides: the canvas shows the catalogue's.
    const stale = structuredClone(drawn);
    const cache = stale.layout.pages[0]!.sections[1]!.cards[1] as { price: { kind: string; amount: number } };
    cache.price = { ...cache.price, amount: 1 };
    await act(async () => {
      applyLayout(window, { channel: 'gamefront-studio', type: 'layout', seq: 7, ...stale }, (answer) =>
        answers.push(answer),
      );
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    });
    const item = frostmark.catalogue.items.find((candidate) => candidate.id === 'crystal-cache')!;
    const catalogueAmount = item.prices?.[frostmark.catalogue.defaultCurrency];
    expect(screen.getByText(`Crystal cache ${catalogueAmount}`)).toBeInTheDocument();
    expect(answers).toEqual([{ channel: 'gamefront-studio', type: 'layout-applied', seq: 7 }]);
  });

  it('reports a click on a node as its path, and outlines the node the editor selected', async () => {
    const posted: unknown[] = [];
    startCanvasSelection(window, (message) => posted.push(message));
    render(<LivePage />);
    const drawn = canvasLayoutOf(layout, frostmark.catalogue, createCanvasLayoutMemory())!;
    await act(async () => {
      applyLayout(window, { channel: 'gamefront-studio', type: 'layout', seq: 8, ...drawn }, () => undefined);
    });
    const card = document.querySelector('[data-studio-path="layout.pages.0.sections.2.cards.1"]')!;
    (card as HTMLElement).click();
    expect(posted).toContainEqual({
      channel: 'gamefront-studio',
      type: 'select',
      path: 'layout.pages.0.sections.2.cards.1',
    });
    expect(card.hasAttribute('data-studio-selected')).toBe(true);
    highlightNode(document, 'layout.pages.0.sections.1.cards.0', false);
    expect(card.hasAttribute('data-studio-selected')).toBe(false);
    expect(document.querySelector('[data-studio-selected]')?.getAttribute('data-studio-path')).toBe(
      'layout.pages.0.sections.1.cards.0',
    );
  });
});
