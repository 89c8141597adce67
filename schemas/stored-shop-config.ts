import { cardSchema } from './cards';
import { type FieldError, formatPath, toFieldErrors } from './field-errors';
import { parseShopConfig, type ParseShopConfigResult, type ShopConfig } from './shop-config';

/** A card of a stored config that fails its schema: left out of the page and reported, never fatal. */
export interface CardProblem {
  path: string;
  cardId: string | null;
  errors: FieldError[];
}

export type StoredShopConfigResult =
  { ok: true; config: ShopConfig; cardProblems: CardProblem[] } | Extract<ParseShopConfigResult, { ok: false }>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: unknown): unknown[] | null {
  return Array.isArray(value) ? value : null;
}

/**
 * Reads a config as stored: strictly, except that a card failing its own schema is dropped and reported, so one bad
 * card never takes the page down. Anything else that is wrong (theme, menu, page structure) still fails the read.
 */
export function parseStoredShopConfig(input: unknown): StoredShopConfigResult {
  const strict = parseShopConfig(input);
  if (strict.ok) return { ...strict, cardProblems: [] };
  if (!isRecord(input) || !isRecord(input.layout)) return strict;
  const pages = listOf(input.layout.pages);
  if (!pages) return strict;

  const cardProblems: CardProblem[] = [];
  const cleanedPages = pages.map((page, p) => {
    const sections = isRecord(page) ? listOf(page.sections) : null;
    if (!isRecord(page) || !sections) return page;
    return {
      ...page,
      sections: sections.map((section, s) => {
        const cards = isRecord(section) ? listOf(section.cards) : null;
        if (!isRecord(section) || !cards) return section;
        return {
          ...section,
          cards: cards.filter((card, c) => {
            const result = cardSchema.safeParse(card);
            if (result.success) return true;
            const path = formatPath(['layout', 'pages', p, 'sections', s, 'cards', c]);
            const cardId = isRecord(card) && typeof card.id === 'string' ? card.id : null;
            const errors = toFieldErrors(result.error).map((error) => ({
              ...error,
              path: !error.path ? path : error.path.startsWith('[') ? `${path}${error.path}` : `${path}.${error.path}`,
            }));
            cardProblems.push({ path, cardId, errors });
            return false;
          }),
        };
      }),
    };
  });
  const retry = parseShopConfig({ ...input, layout: { ...input.layout, pages: cleanedPages } });
  return retry.ok ? { ok: true, config: retry.config, cardProblems } : strict;
}
