import type { Card } from '../../../schemas/cards';
import type { Layout, LayoutPage, LayoutSection } from '../../../schemas/layout';
import { pageTargets, type PageTarget } from '../../../schemas/menu';

// The outline's edits as pure functions of the layout: each returns a new layout (the editor records it as one undo
// step) and never reuses an id, because the cart and analytics address cards by id across the whole layout.

type Sections = LayoutSection[];

/** `base`, or `base-2`, `base-3`... : the first that `taken` lacks (ids are slugs of at most 64 characters). */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  const stem = base.replace(/-\d+$/, '').slice(0, 56) || 'item';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${stem}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function cardIdsOf(layout: Layout): Set<string> {
  return new Set(
    layout.pages.flatMap((page) => page.sections.flatMap((section) => section.cards.map((card) => card.id))),
  );
}

function withPage(layout: Layout, pageIndex: number, edit: (page: LayoutPage) => LayoutPage): Layout {
  return { ...layout, pages: layout.pages.map((page, index) => (index === pageIndex ? edit(page) : page)) };
}

function withSections(layout: Layout, pageIndex: number, edit: (sections: Sections) => Sections): Layout {
  return withPage(layout, pageIndex, (page) => ({ ...page, sections: edit(page.sections) }));
}

function withCards(layout: Layout, pageIndex: number, sectionIndex: number, edit: (cards: Card[]) => Card[]): Layout {
  return withSections(layout, pageIndex, (sections) =>
    sections.map((section, index) => (index === sectionIndex ? { ...section, cards: edit(section.cards) } : section)),
  );
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

function inserted<T>(items: readonly T[], index: number, item: T): T[] {
  const next = [...items];
  next.splice(Math.max(0, Math.min(index, next.length)), 0, item);
  return next;
}

/** A new empty section at the end of the page, with an id no section of the page has. */
export function addSection(layout: Layout, pageIndex: number): { layout: Layout; index: number } {
  const sections = layout.pages[pageIndex]?.sections ?? [];
  const id = uniqueId('new-section', new Set(sections.map((section) => section.id)));
  return {
    layout: withSections(layout, pageIndex, (current) => [...current, { id, title: 'New section', cards: [] }]),
    index: sections.length,
  };
}

/** A copy of a card (its id made unique across the layout) appended to a section. */
export function addCard(layout: Layout, pageIndex: number, sectionIndex: number, card: Card) {
  const copy = { ...structuredClone(card), id: uniqueId(card.id, cardIdsOf(layout)) } as Card;
  const count = layout.pages[pageIndex]?.sections[sectionIndex]?.cards.length ?? 0;
  return { layout: withCards(layout, pageIndex, sectionIndex, (cards) => [...cards, copy]), index: count };
}

export function duplicateSection(layout: Layout, pageIndex: number, sectionIndex: number): Layout {
  const page = layout.pages[pageIndex];
  const section = page?.sections[sectionIndex];
  if (!page || !section) return layout;
  const cardIds = cardIdsOf(layout);
  const cards = section.cards.map((card) => {
    const id = uniqueId(card.id, cardIds);
    cardIds.add(id);
    return { ...structuredClone(card), id } as Card;
  });
  const id = uniqueId(section.id, new Set(page.sections.map((candidate) => candidate.id)));
  return withSections(layout, pageIndex, (sections) => inserted(sections, sectionIndex + 1, { ...section, id, cards }));
}

export function duplicateCard(layout: Layout, pageIndex: number, sectionIndex: number, cardIndex: number): Layout {
  const card = layout.pages[pageIndex]?.sections[sectionIndex]?.cards[cardIndex];
  if (!card) return layout;
  const copy = { ...structuredClone(card), id: uniqueId(card.id, cardIdsOf(layout)) } as Card;
  return withCards(layout, pageIndex, sectionIndex, (cards) => inserted(cards, cardIndex + 1, copy));
}

export function removeSection(layout: Layout, pageIndex: number, sectionIndex: number): Layout {
  return withSections(layout, pageIndex, (sections) => sections.filter((_, index) => index !== sectionIndex));
}

export function removeCard(layout: Layout, pageIndex: number, sectionIndex: number, cardIndex: number): Layout {
  return withCards(layout, pageIndex, sectionIndex, (cards) => cards.filter((_, index) => index !== cardIndex));
}

/** Puts a removed section back where it was (the toast's Undo), keeping edits made since. */
export function restoreSection(
  layout: Layout,
  pageIndex: number,
  sectionIndex: number,
  section: LayoutSection,
): Layout {
  return withSections(layout, pageIndex, (sections) => inserted(sections, sectionIndex, section));
}

export function restoreCard(layout: Layout, pageIndex: number, sectionIndex: number, cardIndex: number, card: Card) {
  return withCards(layout, pageIndex, sectionIndex, (cards) => inserted(cards, cardIndex, card));
}

export function moveSection(layout: Layout, pageIndex: number, from: number, to: number): Layout {
  return withSections(layout, pageIndex, (sections) => moved(sections, from, to));
}

export function moveCard(layout: Layout, pageIndex: number, sectionIndex: number, from: number, to: number): Layout {
  return withCards(layout, pageIndex, sectionIndex, (cards) => moved(cards, from, to));
}

/**
 * A card moved to another section of the same page (the keyboard's "Move to section…" and a drag across sections),
 * inserted at `toIndex` there (at the end when omitted). Its id is unchanged: it stays unique across the layout.
 */
export function moveCardToSection(
  layout: Layout,
  pageIndex: number,
  from: { section: number; card: number },
  toSection: number,
  toIndex?: number,
): { layout: Layout; index: number } {
  const card = layout.pages[pageIndex]?.sections[from.section]?.cards[from.card];
  const target = layout.pages[pageIndex]?.sections[toSection];
  if (!card || !target) return { layout, index: from.card };
  if (toSection === from.section) {
    const to = toIndex ?? target.cards.length - 1;
    return { layout: moveCard(layout, pageIndex, from.section, from.card, to), index: to };
  }
  const index = Math.max(0, Math.min(toIndex ?? target.cards.length, target.cards.length));
  const without = removeCard(layout, pageIndex, from.section, from.card);
  return { layout: withCards(without, pageIndex, toSection, (cards) => inserted(cards, index, card)), index };
}

/** The page targets the layout has no page for yet, in the order the menu schema lists them. */
export function unusedPageTargets(layout: Layout): PageTarget[] {
  const used = new Set(layout.pages.map((page) => page.target));
  return pageTargets.filter((target) => !used.has(target));
}

/** A new empty page at the end of the layout; the same layout when the target already has a page. */
export function addPage(layout: Layout, target: PageTarget, title: string): { layout: Layout; index: number } {
  const existing = layout.pages.findIndex((page) => page.target === target);
  if (existing !== -1) return { layout, index: existing };
  return {
    layout: { ...layout, pages: [...layout.pages, { target, title, sections: [] }] },
    index: layout.pages.length,
  };
}

/** Whether the page may go: every page but HOME (the layout needs one, and targets are unique, so it is the last). */
export function canRemovePage(layout: Layout, pageIndex: number): boolean {
  const page = layout.pages[pageIndex];
  return page !== undefined && page.target !== 'HOME' && layout.pages.length > 1;
}

export function removePage(layout: Layout, pageIndex: number): Layout {
  if (!canRemovePage(layout, pageIndex)) return layout;
  return { ...layout, pages: layout.pages.filter((_, index) => index !== pageIndex) };
}

/** Puts a removed page back where it was (the toast's Undo); nothing when its target has a page again since. */
export function restorePage(layout: Layout, pageIndex: number, page: LayoutPage): Layout {
  if (layout.pages.some((candidate) => candidate.target === page.target)) return layout;
  return { ...layout, pages: inserted(layout.pages, pageIndex, page) };
}
