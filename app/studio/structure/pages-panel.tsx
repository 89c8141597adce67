import { useFormState, useWatch } from 'react-hook-form';
import type { Layout } from '../../../schemas/layout';
import type { Theme } from '../../../schemas/theme';
import { useEditorField, useEditorForm } from '~/studio/editor/editor-form';
import { TextField } from '~/ui/text-field';
import { styled } from '~/ui/styled';
import { nodePath } from './layout-paths';
import { NodeForm } from './node-form';
import { StructureOutline } from './structure-outline';
import { useStructureSelection } from './structure-canvas';
import * as styles from './structure-panel.css';

const Panel = styled('div', styles.panel);
const Heading = styled('h2', styles.heading);
const PageList = styled('ul', styles.pageList);
const Chip = styled('button', styles.chip);

const pageNames: Record<string, string> = {
  HOME: 'Home',
  SHOP: 'Shop',
  LOYALTY: 'Loyalty',
  MISSIONS: 'Missions',
  HUB: 'Hub',
  DOWNLOAD: 'Download',
};

/**
 * The Pages panel (docs/decisions/039): the shop's pages, the chosen page's outline of sections and cards, and the
 * form of whatever is selected here or by a click on the canvas.
 */
export function PagesPanel({ theme }: { theme: Theme }) {
  const { form } = useEditorForm();
  // Not useEditorField: its controller updates only when `layout` itself is replaced, and a section's title typed in
  // its form must rename the outline's row too.
  const layout = useWatch({ control: form.control, name: 'layout' }) as Layout;
  const { selected, select, pageIndex, setPageIndex } = useStructureSelection();
  const pages = layout.pages ?? [];
  const index = Math.min(pageIndex, Math.max(0, pages.length - 1));
  const page = pages[index];
  return (
    <Panel>
      <Heading>Pages</Heading>
      {pages.length === 0 ? (
        <p>This shop has no pages yet.</p>
      ) : (
        <PageList aria-label="Pages of the shop">
          {pages.map((candidate, candidateIndex) => (
            <li key={candidate.target}>
              <Chip
                type="button"
                aria-pressed={candidateIndex === index}
                onClick={() => {
                  setPageIndex(candidateIndex);
                  select(null);
                }}
              >
                {pageNames[candidate.target] ?? candidate.target}
              </Chip>
            </li>
          ))}
        </PageList>
      )}
      {page ? (
        <>
          <PageTitleField index={index} />
          <StructureOutline layout={layout} pageIndex={index} theme={theme} />
          {selected && selected.startsWith(`${nodePath({ page: index })}.`) ? (
            <NodeForm key={selected} path={selected} />
          ) : null}
        </>
      ) : null}
    </Panel>
  );
}

function PageTitleField({ index }: { index: number }) {
  const path = `layout.pages.${index}.title` as const;
  const { value, error, readOnly, change, endGesture } = useEditorField(path);
  const { form } = useEditorForm();
  // Subscribes to the page's errors so a fixed title clears its message at once.
  useFormState({ control: form.control, name: path });
  return (
    <TextField
      label="Page title"
      value={typeof value === 'string' ? value : ''}
      disabled={readOnly}
      required
      error={error}
      onChange={(event) => change(event.target.value)}
      onBlur={endGesture}
    />
  );
}
