import { createContext, useContext } from 'react';
import type { PassView } from '../../schemas/api/passes';

// What the pass cards know of the page's viewer (docs/decisions/051-passes-hub-and-badges.md): whether someone is
// signed in and their passes' views (XP, level, each reward's state). Null outside a shop page (the card gallery,
// the studio's card previews): a card then stays the drawing its config describes.

export interface PassViews {
  signedIn: boolean;
  passes: readonly PassView[];
}

export const PassViewsContext = createContext<PassViews | null>(null);

/** The viewer's view of a pass a card names: `undefined` outside a shop page, null when they have none. */
export function usePassView(passId: string | undefined): PassView | null | undefined {
  const views = useContext(PassViewsContext);
  if (!views || !passId) return undefined;
  return views.passes.find((pass) => pass.id === passId) ?? null;
}

/** Whether the page's viewer is signed in; null outside a shop page. */
export function usePassViewer(): boolean | null {
  return useContext(PassViewsContext)?.signedIn ?? null;
}
