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
  return withBody(html, (document) =>
    [...document.querySelectorAll('main section')]
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
      .filter((row) => row.cards.length > 0),
  );
}

/** Reads a rendered page's body with a DOM (happy-dom), closed afterwards. */
function withBody<T>(html: string, read: (document: Window['document']) => T): T {
  const window = new Window();
  try {
    const { document } = window;
    document.body.innerHTML = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>') + '</body>'.length);
    return read(document);
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

/** One node of a document as plain data: text, or [tag, React props, children]. */
export type DocumentNode = string | [tag: string, props: Record<string, unknown>, children: DocumentNode[]];

/** What a page is made of, for a baseline that renders exactly the same thing: its body's markup and its loader data. */
export interface PageDocument {
  body: DocumentNode[];
  /** Every route's loader data, as the page's hydration script carries it. */
  loaderData: unknown;
}

// HTML attribute names whose React prop is spelled otherwise (the ones Gamefront's pages use).
const propNames: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  datetime: 'dateTime',
  crossorigin: 'crossOrigin',
  charset: 'charSet',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  viewbox: 'viewBox',
};
const booleanProps = new Set(['disabled', 'hidden', 'checked', 'required', 'async', 'defer', 'open', 'selected']);

/** `color:red;--x:1` as React's style object. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function documentNode(node: Node): DocumentNode | null {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1) return null;
  const element = node as unknown as Element;
  const tag = element.tagName.toLowerCase();
  // Remix's own scripts and preloads: the baseline's <Scripts /> renders its own.
  if (tag === 'script' || (tag === 'link' && element.getAttribute('rel') === 'modulepreload')) return null;
  const props: Record<string, unknown> = {};
  for (const { name, value } of element.attributes) {
    if (name === 'style') props.style = styleObject(value);
    else if (booleanProps.has(name)) props[name] = true;
    else props[propNames[name] ?? name] = value;
  }
  // A style element's text is its CSS: React would escape it as a child, so it goes in as it is.
  if (tag === 'style') return [tag, { ...props, dangerouslySetInnerHTML: { __html: element.textContent } }, []];
  const children = [...element.childNodes]
    .map((child) => documentNode(child as unknown as Node))
    .filter((child): child is DocumentNode => child !== null);
  return [tag, props, children];
}

/**
 * Gamefront's rendered page as data a plain React app can render element for element: the same document, so a
 * baseline that renders it costs what this markup costs in plain React and Remix, without Gamefront's components,
 * loaders and middleware.
 */
export async function pageDocument(html: string): Promise<PageDocument> {
  const body = withBody(html, (document) =>
    [...document.body.childNodes]
      .map((child) => documentNode(child as unknown as Node))
      .filter((child): child is DocumentNode => child !== null),
  );
  return { body, loaderData: await loaderDataOf(html) };
}

/** The loader data of a Remix page, decoded from its hydration script with Remix's own serializer (turbo-stream). */
async function loaderDataOf(html: string): Promise<unknown> {
  const { decode } = await import('turbo-stream');
  const payload = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/.exec(html)?.[1];
  if (!payload) throw new Error('the page carries no loader data');
  const text = JSON.parse(payload) as string;
  const decoded = await decode(new Blob([text]).stream());
  await decoded.done;
  return (decoded.value as { loaderData: unknown }).loaderData;
}
