import type { ComponentType } from 'react';
import type { Theme } from '../../../schemas/theme';
import { CataloguePanel } from '../catalogue/catalogue-panel';
import { EngagementPanel } from '../engagement/engagement-panel';
import type { ContrastWarning } from './contrast-check';
import { ThemeControls } from './theme-controls';
import { MenuPanel } from '../forms/menu-panel';
import { PagesPanel } from '~/studio/structure/pages-panel';

/** What the editor hands every side panel: the theme the canvas shows (valid fields only) and its contrast failures. */
export interface EditorPanelProps {
  theme: Theme;
  warnings: readonly ContrastWarning[];
  /** The shop's handle, for the panel's own studio calls. */
  shop: string;
}

/** One of the editor's side panels, picked from the row of tabs above them. Its controls edit the editor's form. */
export interface EditorPanel {
  id: string;
  label: string;
  Panel: ComponentType<EditorPanelProps>;
}

/** The side panels in the order the publisher sees them; each lives in its own module. */
export const editorPanels: readonly EditorPanel[] = [
  { id: 'theme', label: 'Theme', Panel: ThemeControls },
  { id: 'pages', label: 'Pages', Panel: PagesPanel },
  { id: 'catalogue', label: 'Catalogue', Panel: CataloguePanel },
  { id: 'menu', label: 'Menu', Panel: MenuPanel },
  { id: 'engagement', label: 'Engagement', Panel: EngagementPanel },
];
