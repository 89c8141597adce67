import { useMemo, useSyncExternalStore } from 'react';
import type { LayoutPage } from '../../schemas/layout';

/**
 * The page structure the studio's editor is showing on its canvas (docs/decisions/039). The canvas receiver (its own
 * chunk, loaded only on a preview document) validates each layout the editor posts, prices its cards and puts it
 * here; the storefront draws it instead of the loader's page. On a player's page nothing ever sets it, so the
 * storefront keeps its loader's page and renders no studio attributes.
 */
export interface LiveLayoutPage {
  page: LayoutPage;
  /** The page's index in the layout: the start of every node's config path (`layout.pages.<index>...`). */
  pageIndex: number;
  /** Paths of nodes that fail their schema in the editor: drawn as last valid, outlined as broken. */
  invalidPaths: ReadonlySet<string>;
}

/** The live page for a page target, or null when the layout has no such page. */
export type LiveLayout = (target: string) => LiveLayoutPage | null;

let current: LiveLayout | null = null;
const listeners = new Set<() => void>();

export function showLiveLayout(next: LiveLayout): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot = () => null;
const snapshot = () => current;

/** The editor's live version of the page with this target, or null (a player's page, or before the editor spoke). */
export function useLiveLayoutPage(target: string | null): LiveLayoutPage | null {
  const layout = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return useMemo(() => (layout && target ? layout(target) : null), [layout, target]);
}

/**
 * Which page the canvas shows, and how to show another (docs/decisions/044): the preview route registers its page's
 * target and a way to navigate (keeping the "Preview as" query); the canvas receiver tells the editor the page and
 * moves the canvas when the editor's outline picks another page. Nothing registers on a player's page.
 */
type CanvasNavigator = (target: string) => void;

let navigator: CanvasNavigator | null = null;
let shownTarget: string | null = null;
const shownListeners = new Set<(target: string) => void>();

/** The preview route's page and navigator; returns the cleanup for its effect. */
export function registerCanvasPage(target: string | null, navigate: CanvasNavigator): () => void {
  navigator = navigate;
  if (target !== null && target !== shownTarget) {
    shownTarget = target;
    for (const listener of shownListeners) listener(target);
  }
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

/** Moves the canvas to the page with this target (nothing before the preview route has registered). */
export function showCanvasPage(target: string): void {
  navigator?.(target);
}

/** Calls `listener` with the page the canvas shows now (if known) and with every page it shows next. */
export function onCanvasPageShown(listener: (target: string) => void): () => void {
  shownListeners.add(listener);
  if (shownTarget !== null) listener(shownTarget);
  return () => shownListeners.delete(listener);
}
