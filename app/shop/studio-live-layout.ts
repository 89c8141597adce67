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
