/**
 * Config paths of the page structure, as the canvas marks its nodes and the editor's form names its fields:
 * `layout.pages.0`, `layout.pages.0.sections.2`, `layout.pages.0.sections.2.cards.1`.
 */
export interface NodeAddress {
  page: number;
  section?: number;
  card?: number;
}

const PATH = /^layout\.pages\.(\d+)(?:\.sections\.(\d+)(?:\.cards\.(\d+))?)?$/;

export function nodePath({ page, section, card }: NodeAddress): string {
  let path = `layout.pages.${page}`;
  if (section !== undefined) path += `.sections.${section}`;
  if (section !== undefined && card !== undefined) path += `.cards.${card}`;
  return path;
}

/** The node a path names, or null for anything else (a field inside a card, a hostile string). */
export function parseNodePath(path: string): NodeAddress | null {
  const match = PATH.exec(path);
  if (!match) return null;
  const [, page, section, card] = match;
  return {
    page: Number(page),
    ...(section === undefined ? {} : { section: Number(section) }),
    ...(card === undefined ? {} : { card: Number(card) }),
  };
}

/** The node (page, section or card) an issue's path lies in: `pages.0.sections.1.cards.2.price.amount` -> its card. */
export function nodePathOf(issuePath: readonly PropertyKey[]): string | null {
  const parts = issuePath.map(String);
  if (parts[0] === 'layout') parts.shift();
  if (parts[0] !== 'pages' || parts[1] === undefined) return null;
  const address: NodeAddress = { page: Number(parts[1]) };
  if (parts[2] === 'sections' && parts[3] !== undefined) {
    address.section = Number(parts[3]);
    if (parts[4] === 'cards' && parts[5] !== undefined) address.card = Number(parts[5]);
  }
  return Number.isInteger(address.page) ? nodePath(address) : null;
}
