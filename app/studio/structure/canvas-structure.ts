import type { Card } from '../../../schemas/cards';
import type { Layout, LayoutPage } from '../../../schemas/layout';
import type { CanvasMessage, LayoutMessage } from '~/studio/editor/canvas-channel';
import { parsePreviewContext } from '../../../schemas/studio-preview-context';
import { overlayPage } from '~/lib/card-prices';
import { showLiveLayout, type LiveLayoutPage } from '~/shop/studio-live-layout';
import './canvas-marks.css';

/**
 * The canvas side of the page structure (docs/decisions/039), loaded with the canvas receiver on preview documents
 * only: it hands each validated layout to the storefront (priced as the loader prices it, unchanged cards kept as the
 * same objects so only changed cards re-render), outlines what the publisher hovers or selected, and reports clicks
 * on sections and cards as their config paths.
 */

type Post = (message: CanvasMessage) => void;

/** Cards by id as last drawn, with their JSON: a card equal to its last version keeps its object. */
const drawnCards = new Map<string, { json: string; card: Card }>();
let selectedPath: string | null = null;

function sharedCard(card: Card): Card {
  const json = JSON.stringify(card);
  const drawn = drawnCards.get(card.id);
  if (drawn && drawn.json === json) return drawn.card;
  drawnCards.set(card.id, { json, card });
  return card;
}

/**
 * What the previewed player bought (decision 042), read from the canvas's own query as the preview's loader reads it:
 * null for a visitor (every limit whole). A query the loader would have refused cannot be on a drawn page.
 */
export function previewPurchasesOf(search: string): ReadonlyMap<string, number> | null {
  const preview = parsePreviewContext(new URLSearchParams(search));
  if (!preview.success || preview.data.as !== 'player') return null;
  return new Map(preview.data.bought);
}

function livePage(
  page: LayoutPage,
  pageIndex: number,
  message: LayoutMessage,
  purchased: ReadonlyMap<string, number> | null,
): LiveLayoutPage {
  // Limits as the "Preview as" player has them, the same numbers the preview's loader put on the page it drew.
  const priced = overlayPage(page, message.catalogue, message.catalogue.defaultCurrency, purchased);
  return {
    page: {
      ...priced,
      sections: priced.sections.map((section) => ({ ...section, cards: section.cards.map(sharedCard) })),
    },
    pageIndex,
    invalidPaths: new Set(message.invalidPaths),
  };
}

/** Draws a layout the receiver has already parsed with the shared schema; answers once the canvas shows it. */
export function applyLayout(win: Window, message: LayoutMessage, post: Post): void {
  const layout: Layout = message.layout;
  const purchased = previewPurchasesOf(win.location.search);
  const pages = new Map<string, LiveLayoutPage | null>();
  showLiveLayout((target) => {
    if (!pages.has(target)) {
      const index = layout.pages.findIndex((page) => page.target === target);
      pages.set(target, index === -1 ? null : livePage(layout.pages[index]!, index, message, purchased));
    }
    return pages.get(target) ?? null;
  });
  // React renders the store's update before the next frame; the selection mark goes on the new elements then.
  win.requestAnimationFrame(() => {
    markSelected(win.document, selectedPath, false);
    post({ channel: message.channel, type: 'layout-applied', seq: message.seq });
  });
}

function nodeAt(doc: Document, path: string | null): HTMLElement | null {
  if (!path) return null;
  return doc.querySelector<HTMLElement>(`[data-studio-path="${CSS.escape(path)}"]`);
}

function markSelected(doc: Document, path: string | null, scroll: boolean) {
  for (const element of doc.querySelectorAll('[data-studio-selected]')) element.removeAttribute('data-studio-selected');
  const node = nodeAt(doc, path);
  if (!node) return;
  node.setAttribute('data-studio-selected', '');
  // A card's wrapper has no box of its own (display: contents): scroll to the card itself.
  const box = node.style.display === 'contents' ? (node.firstElementChild as HTMLElement | null) : node;
  if (scroll) box?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/** The node the editor's outline selected: outlined, and scrolled to when the publisher picked it there. */
export function highlightNode(doc: Document, path: string | null, scroll: boolean): void {
  selectedPath = path;
  markSelected(doc, path, scroll);
}

/** Hover outlines and click-to-select on every node carrying a config path. */
export function startCanvasSelection(win: Window, post: Post): void {
  const doc = win.document;
  let hovered: Element | null = null;
  doc.addEventListener('pointerover', (event) => {
    const node = (event.target as Element | null)?.closest?.('[data-studio-path]') ?? null;
    if (node === hovered) return;
    hovered?.removeAttribute('data-studio-hover');
    hovered = node;
    node?.setAttribute('data-studio-hover', '');
  });
  doc.addEventListener('pointerleave', () => {
    hovered?.removeAttribute('data-studio-hover');
    hovered = null;
  });
  // Capture phase: a click on a card's button selects the card instead of buying in the publisher's preview.
  doc.addEventListener(
    'click',
    (event) => {
      const node = (event.target as Element | null)?.closest?.('[data-studio-path]');
      const path = node?.getAttribute('data-studio-path');
      if (!path) return;
      event.preventDefault();
      event.stopPropagation();
      highlightNode(doc, path, false);
      post({ channel: 'gamefront-studio', type: 'select', path });
    },
    true,
  );
}
