import { PageTarget } from '../../../schemas/menu';
import { CHANNEL, editorMessageSchema, isFromExpected, type CanvasMessage, type ThemeMessage } from './canvas-channel';
import { applyLayout, highlightNode, startCanvasSelection } from '~/studio/structure/canvas-structure';
import { cssVariablesToStyleText, fontsUsedBy, themeToCssVariables } from '~/lib/theme-variables';
import { customFontFormat, fontInfo, fontLinks, isCommercialFont } from '~/ui/fonts';
import { onCanvasPageShown, showCanvasPage } from '~/shop/studio-live-layout';

/**
 * The canvas side of the studio channel, loaded only on a preview document (`data-studio-preview` on <html>): it
 * takes theme messages from the editor that framed it, validates them with the shared theme schema, and applies
 * them as the storefront does on the server (themeToCssVariables on the shop root, data-button-type and
 * data-typography), with no reload and no request (a newly chosen font's stylesheet is the one exception).
 */
let listening = false;

export function startCanvasReceiver(win: Window = window): void {
  const parent = win.parent;
  if (parent === win || !win.document.documentElement.hasAttribute('data-studio-preview')) return;
  if (!listening) {
    listening = true;
    startCanvasSelection(win, (message) => post(win, message));
    // The page shown now and each page a menu link inside the canvas leads to: the editor's outline follows.
    onCanvasPageShown((target) => {
      const page = PageTarget.safeParse(target);
      if (page.success) post(win, { channel: CHANNEL, type: 'page-shown', target: page.data });
    });
    win.addEventListener('message', (event: MessageEvent) => {
      if (!isFromExpected(event, parent, win.location.origin)) return;
      const parsed = editorMessageSchema.safeParse(event.data);
      if (!parsed.success) {
        const seq = typeof event.data?.seq === 'number' ? (event.data.seq as number) : null;
        const paths = parsed.error.issues.map((issue) => issue.path.join('.'));
        post(win, { channel: CHANNEL, type: 'rejected', seq, paths });
        return;
      }
      const message = parsed.data;
      if (message.type === 'layout') return applyLayout(win, message, (answer) => post(win, answer));
      if (message.type === 'highlight') return highlightNode(win.document, message.path, message.scroll);
      if (message.type === 'show-page') return showCanvasPage(message.target);
      applyTheme(win.document, message);
      loadFonts(win.document, message);
      post(win, { channel: CHANNEL, type: 'applied', seq: message.seq });
    });
  }
  // Every (re)mounted storefront asks for the editor's current theme: a page the player navigated to inside the
  // canvas comes from the server's saved draft and must catch up with unsaved edits.
  post(win, { channel: CHANNEL, type: 'ready' });
}

function post(win: Window, message: CanvasMessage) {
  win.parent.postMessage(message, win.location.origin);
}

/** The elements carrying the theme: the document (toasts, portals) and each shop root. */
function themedElements(doc: Document): HTMLElement[] {
  return [doc.documentElement, ...doc.querySelectorAll<HTMLElement>('[data-shop]')];
}

export function applyTheme(doc: Document, { theme }: Pick<ThemeMessage, 'theme'>) {
  const vars = themeToCssVariables(theme);
  // The same guard the server uses before a style attribute: throws on anything that could leave a declaration.
  cssVariablesToStyleText(vars);
  for (const element of themedElements(doc)) {
    const stale: string[] = [];
    for (let index = 0; index < element.style.length; index += 1) {
      const name = element.style.item(index);
      if (name.startsWith('--gf-') && !(name in vars)) stale.push(name);
    }
    for (const name of stale) element.style.removeProperty(name);
    for (const [name, value] of Object.entries(vars)) {
      if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
    }
    element.setAttribute('data-button-type', theme.buttonType);
    element.setAttribute('data-typography', theme.typography);
  }
}

/** Stylesheets for fonts the page has not loaded yet, and the publisher's own files as FontFace objects. */
export function loadFonts(doc: Document, { theme, customFontFiles }: Pick<ThemeMessage, 'theme' | 'customFontFiles'>) {
  const fonts = fontsUsedBy(theme);
  const present = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  );
  for (const link of fontLinks(fonts, customFontFiles)) {
    if (link.rel !== 'stylesheet') continue;
    const href = new URL(link.href, doc.baseURI).href;
    if (present.has(href)) continue;
    const element = doc.createElement('link');
    element.rel = 'stylesheet';
    element.href = href;
    doc.head.append(element);
  }
  const fontSet = doc.fonts as FontFaceSet | undefined;
  if (!fontSet || typeof FontFace === 'undefined') return;
  for (const font of fonts) {
    const url = (customFontFiles as Partial<Record<string, string>>)[font];
    const format = url && isCommercialFont(font) ? customFontFormat(url) : null;
    if (!url || !format || loadedFaces.has(url)) continue;
    loadedFaces.add(url);
    const face = new FontFace(fontInfo[font].family, `url("${url}") format('${format}')`, {
      weight: '100 900',
      display: 'swap',
    });
    fontSet.add(face);
    void face.load().catch(() => loadedFaces.delete(url));
  }
}

const loadedFaces = new Set<string>();
