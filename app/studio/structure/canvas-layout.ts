import { catalogueSchema, type Catalogue } from '../../../schemas/catalogue';
import { cardSchema, type Card } from '../../../schemas/cards';
import { layoutPageSchema, layoutSchema, layoutSectionSchema, type Layout } from '../../../schemas/layout';
import type { LayoutMessage } from '~/studio/editor/canvas-channel';
import { nodePath, nodePathOf } from './layout-paths';

/**
 * What the canvas should draw while the form holds a layout that may be half-edited (docs/decisions/039): every card
 * that passes its schema as typed, every one that does not as it last was valid (or left out), and the paths of
 * those nodes so the canvas outlines them. Cards are checked one by one and remembered by their JSON, so a keystroke
 * re-checks only the card it changed. Null until there is something valid to draw.
 */
export interface CanvasLayoutMemory {
  cards: Map<string, Card | null>;
  lastValidCard: Map<string, Card>;
  catalogues: Map<string, Catalogue | null>;
  lastLayout: Layout | null;
  lastCatalogue: Catalogue | null;
}

export function createCanvasLayoutMemory(): CanvasLayoutMemory {
  return { cards: new Map(), lastValidCard: new Map(), catalogues: new Map(), lastLayout: null, lastCatalogue: null };
}

type Drawn = Pick<LayoutMessage, 'layout' | 'catalogue' | 'invalidPaths'>;

const { title: sectionTitle, id: sectionId } = layoutSectionSchema.shape;
const { title: pageTitle } = layoutPageSchema.shape;

function validCard(candidate: unknown, memory: CanvasLayoutMemory): Card | null {
  const json = JSON.stringify(candidate);
  let valid = memory.cards.get(json);
  if (valid === undefined) {
    const parsed = cardSchema.safeParse(candidate);
    valid = parsed.success ? parsed.data : null;
    // Bounded: a long editing session must not keep every keystroke's card.
    if (memory.cards.size > 2_000) memory.cards.clear();
    memory.cards.set(json, valid);
  }
  return valid;
}

function validCatalogue(candidate: unknown, memory: CanvasLayoutMemory): Catalogue | null {
  const json = JSON.stringify(candidate);
  let valid = memory.catalogues.get(json);
  if (valid === undefined) {
    const parsed = catalogueSchema.safeParse(candidate);
    valid = parsed.success ? parsed.data : null;
    if (memory.catalogues.size > 50) memory.catalogues.clear();
    memory.catalogues.set(json, valid);
  }
  if (valid) memory.lastCatalogue = valid;
  return valid ?? memory.lastCatalogue;
}

export function canvasLayoutOf(layout: Layout, catalogue: unknown, memory: CanvasLayoutMemory): Drawn | null {
  const invalidPaths: string[] = [];
  const drawn: Layout = {
    pages: (layout?.pages ?? []).map((page, p) => {
      const title = pageTitle.safeParse(page.title);
      if (!title.success) invalidPaths.push(nodePath({ page: p }));
      return {
        target: page.target,
        title: title.success ? title.data : page.target,
        sections: (page.sections ?? []).map((section, s) => {
          const id = sectionId.safeParse(section.id);
          const heading = sectionTitle.safeParse(section.title);
          if (!id.success || !heading.success) invalidPaths.push(nodePath({ page: p, section: s }));
          const cards: Card[] = [];
          (section.cards ?? []).forEach((card, c) => {
            const valid = validCard(card, memory);
            if (valid) {
              memory.lastValidCard.set(valid.id, valid);
              cards.push(valid);
              return;
            }
            invalidPaths.push(nodePath({ page: p, section: s, card: c }));
            const last = typeof card?.id === 'string' ? memory.lastValidCard.get(card.id) : undefined;
            if (last) cards.push(last);
          });
          return {
            id: id.success ? id.data : `section-${s + 1}`,
            ...(heading.success && heading.data !== undefined ? { title: heading.data } : {}),
            cards,
          };
        }),
      };
    }),
  };
  const validCatalogueNow = validCatalogue(catalogue, memory);
  if (!validCatalogueNow) return null;
  // The layout's cross-checks (a HOME page, unique ids): a layout failing them is drawn as it last passed.
  const checked = layoutSchema.safeParse(drawn);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = nodePathOf(issue.path);
      if (path && !invalidPaths.includes(path)) invalidPaths.push(path);
    }
    if (!memory.lastLayout) return null;
    return { layout: memory.lastLayout, catalogue: validCatalogueNow, invalidPaths };
  }
  memory.lastLayout = checked.data;
  return { layout: checked.data, catalogue: validCatalogueNow, invalidPaths };
}
