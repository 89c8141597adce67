// What changed between two configs, for the studio's conflicts ("theme.primaryColor") and history ("Theme:
// primaryColor · 2 cards"). Configs may be drafts that fail the schema, so everything here reads `unknown`.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

/** JSON with sorted keys: jsonb does not keep key order. */
export function stableJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      isRecord(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
    ) ?? 'undefined'
  );
}

/** How deep objects are walked: `theme.fonts.displayFontFamily` is three levels; arrays are compared whole. */
const MAX_DEPTH = 3;

/** Dotted paths of what differs, like `theme.primaryColor` or `layout.pages` (at most `limit`). */
export function changedFields(before: unknown, after: unknown, limit = 50): string[] {
  const out: string[] = [];
  const walk = (a: unknown, b: unknown, path: string, depth: number) => {
    if (out.length >= limit || same(a, b)) return;
    if (depth < MAX_DEPTH && isRecord(a) && isRecord(b)) {
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
      for (const key of keys) walk(a[key], b[key], path ? `${path}.${key}` : key, depth + 1);
      return;
    }
    out.push(path || '(everything)');
  };
  walk(before, after, '', 0);
  return out;
}

/** Every card of a config's layout by id (a card without an id by its position). */
function cardsOf(config: unknown): Map<string, unknown> {
  const cards = new Map<string, unknown>();
  const layout = isRecord(config) ? config.layout : undefined;
  const pages = isRecord(layout) && Array.isArray(layout.pages) ? layout.pages : [];
  pages.forEach((page, p) => {
    const sections = isRecord(page) && Array.isArray(page.sections) ? page.sections : [];
    sections.forEach((section, s) => {
      const list = isRecord(section) && Array.isArray(section.cards) ? section.cards : [];
      list.forEach((card, c) => {
        const id = isRecord(card) && typeof card.id === 'string' ? card.id : `${p}.${s}.${c}`;
        cards.set(id, card);
      });
    });
  });
  return cards;
}

/** How many cards were added, removed or changed. */
export function changedCardCount(before: unknown, after: unknown): number {
  const a = cardsOf(before);
  const b = cardsOf(after);
  let count = 0;
  for (const [id, card] of b) if (!a.has(id) || !same(a.get(id), card)) count += 1;
  for (const id of a.keys()) if (!b.has(id)) count += 1;
  return count;
}

/** A short line for the history: which theme fields, how many cards, which other parts. */
export function summarizeChange(before: unknown, after: unknown): string {
  if (before === undefined) return 'First version';
  const parts: string[] = [];
  const themeFields = changedFields(
    isRecord(before) ? before.theme : undefined,
    isRecord(after) ? after.theme : undefined,
  ).filter((path) => path !== '(everything)');
  if (themeFields.length > 0) parts.push(`Theme: ${themeFields.join(', ')}`);
  const cards = changedCardCount(before, after);
  if (cards > 0) parts.push(`${cards} ${cards === 1 ? 'card' : 'cards'}`);
  const others = changedFields(before, after)
    .map((path) => path.split('.')[0]!)
    .filter((key, index, all) => key !== 'theme' && all.indexOf(key) === index)
    .filter((key) => key !== 'layout' || cards === 0);
  if (others.length > 0) parts.push(others.join(', '));
  return parts.length > 0 ? parts.join(' · ') : 'No changes';
}
