import { menuSchema } from '../../../schemas/menu';
import { SchemaField } from './schema-field';
import { styled } from '~/ui/styled';
import * as editorStyles from '../editor/controls.css';
import * as styles from './forms.css';

const Section = styled('section', editorStyles.section);
const Intro = styled('p', styles.panelIntro);

/**
 * The "Menu" side panel: the shop's navigation from its shared schema (page links, https links, groups of links,
 * notification badges). The server draws the menu, so the canvas shows an edit once the draft is saved.
 */
export function MenuPanel() {
  return (
    <Section aria-labelledby="menu-heading">
      <h2 id="menu-heading">Menu</h2>
      <Intro>
        Up to 12 entries across the top of every page. A group opens a list of links; external links must use https. The
        preview shows changes a moment after they are saved.
      </Intro>
      <SchemaField schema={menuSchema} path="menu" name="menu" label="Menu items" />
    </Section>
  );
}
