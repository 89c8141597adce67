import { Window } from 'happy-dom';

/** What a player sees on one card: its pictures and its pieces of text, in document order. */
export interface VisibleCard {
  texts: string[];
  images: { src: string; alt: string }[];
}

export interface VisibleRow {
  title: string;
  cards: VisibleCard[];
}

/**
 * The rows and cards of Gamefront's rendered bench page reduced to what a player sees: every text and picture of
 * every card. The default Remix app renders exactly this content with plain components, so the two pages carry the
 * same words and images and differ only in how they are built (docs/decisions/027).
 */
export function visibleRows(html: string): VisibleRow[] {
  const window = new Window();
  try {
    const { document } = window;
    document.body.innerHTML = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>') + '</body>'.length);
    return [...document.querySelectorAll('main section')]
      .map((section) => ({
        title: section.querySelector('h2')?.textContent?.trim() ?? '',
        cards: [...section.querySelectorAll('article')].map((article) => ({
          texts: textPieces(article as unknown as Node),
          images: [...article.querySelectorAll('img')].map((img) => ({
            src: img.getAttribute('src') ?? '',
            alt: img.getAttribute('alt') ?? '',
          })),
        })),
      }))
      .filter((row) => row.cards.length > 0);
  } finally {
    void window.happyDOM.close();
  }
}

/** Each element's own text (React splits "1 of 3" into several text nodes: they are joined again), in order. */
function textPieces(root: Node): string[] {
  const pieces: string[] = [];
  const walk = (element: Node) => {
    let own = '';
    for (const child of element.childNodes) if (child.nodeType === 3) own += child.textContent ?? '';
    own = own.replace(/\s+/g, ' ').trim();
    if (own) pieces.push(own);
    for (const child of element.childNodes) if (child.nodeType === 1) walk(child as Node);
  };
  walk(root);
  return pieces;
}
