import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { Layout } from '../../../schemas/layout';
import type { PageTarget } from '../../../schemas/menu';
import type { Theme } from '../../../schemas/theme';
import { useEditorField, useEditorForm } from '~/studio/editor/editor-form';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/text-field';
import { styled } from '~/ui/styled';
import { toast } from '~/ui/use-toast';
import { AddPageForm } from './add-page-form';
import * as edits from './layout-edits';
import { nodePath } from './layout-paths';
import { NodeForm } from './node-form';
import { pageNames } from './page-names';
import { menuLinksTo, withMenuLink } from './page-menu-links';
import { StructureOutline } from './structure-outline';
import { useStructureSelection } from './structure-canvas';
import * as styles from './structure-panel.css';

const Panel = styled('div', styles.panel);
const Heading = styled('h2', styles.heading);
const PageList = styled('ul', styles.pageList);
const Chip = styled('button', styles.chip);
const Tools = styled('div', styles.pageTools);
const Unreachable = styled('div', styles.unreachable);

const nameOf = (target: string) => pageNames[target as PageTarget] ?? target;

/**
 * The Pages panel (docs/decisions/039, 044): the shop's pages (add one, remove one), the chosen page's outline of
 * sections and cards, and the form of whatever is selected here or by a click on the canvas.
 */
export function PagesPanel({ theme }: { theme: Theme }) {
  const { form } = useEditorForm();
  // Not useEditorField: its controller updates only when `layout` itself is replaced, and a section's title typed in
  // its form must rename the outline's row too.
  const layout = useWatch({ control: form.control, name: 'layout' }) as Layout;
  const menu = useWatch({ control: form.control, name: 'menu' }) as unknown;
  const { choose, readOnly } = useEditorField('layout');
  const menuField = useEditorField('menu');
  const { selected, select, pageIndex, setPageIndex } = useStructureSelection();
  const [spoken, setSpoken] = useState('');
  const pages = layout.pages ?? [];
  const index = Math.min(pageIndex, Math.max(0, pages.length - 1));
  const page = pages[index];
  const current = () => form.getValues('layout') as Layout;
  const apply = (next: Layout) => choose(next as never);

  const showPage = (next: number) => {
    setPageIndex(next);
    select(null);
  };

  const addPage = (target: PageTarget, title: string) => {
    const added = edits.addPage(current(), target, title);
    apply(added.layout);
    showPage(added.index);
    setSpoken(`Added the ${nameOf(target)} page, ${title}. It has no sections yet.`);
  };

  const removePage = (at: number) => {
    const removed = current().pages[at];
    if (!removed || !edits.canRemovePage(current(), at)) return;
    apply(edits.removePage(current(), at));
    showPage(Math.max(0, at - 1));
    const name = `${nameOf(removed.target)} page`;
    setSpoken(`Removed the ${name}.`);
    toast({
      title: `Removed the ${name}`,
      description: 'Ctrl+Z also brings it back.',
      action: {
        label: 'Undo',
        altText: 'Press Ctrl+Z to bring the page back',
        onSelect: () => {
          // A page added for the same target since keeps its place: the layout holds one page per target.
          if (current().pages.some((candidate) => candidate.target === removed.target)) return;
          apply(edits.restorePage(current(), at, removed));
          showPage(at);
          setSpoken(`The ${name} is back.`);
        },
      },
    });
  };

  const addMenuLink = (target: PageTarget, label: string) => {
    const next = withMenuLink(form.getValues('menu'), target, label);
    if (!next) return;
    menuField.choose(next as never);
    setSpoken(`Added a menu link, ${label}, to the ${nameOf(target)} page.`);
  };

  return (
    <Panel>
      <div
        role="status"
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
      >
        {spoken}
      </div>
      <Heading>Pages</Heading>
      {pages.length === 0 ? (
        <p>This shop has no pages yet.</p>
      ) : (
        <PageList aria-label="Pages of the shop">
          {pages.map((candidate, candidateIndex) => (
            <li key={candidate.target}>
              <Chip type="button" aria-pressed={candidateIndex === index} onClick={() => showPage(candidateIndex)}>
                {nameOf(candidate.target)}
              </Chip>
            </li>
          ))}
        </PageList>
      )}
      <AddPageForm unused={edits.unusedPageTargets(layout)} readOnly={readOnly} onAdd={addPage} />
      {page ? (
        <>
          <PageTitleField index={index} />
          {page.target !== 'HOME' && !menuLinksTo(menu, page.target) ? (
            <Unreachable role="note" aria-label="Page not in the menu">
              <p>
                No menu link leads to the {nameOf(page.target)} page: players cannot reach it.
                {withMenuLink(menu, page.target, page.title) ? null : ' The menu is full (12 entries).'}
              </p>
              <Button
                size="small"
                variant="secondary"
                disabled={menuField.readOnly || !withMenuLink(menu, page.target, page.title)}
                onClick={() => addMenuLink(page.target, page.title || nameOf(page.target))}
              >
                Add “{page.title || nameOf(page.target)}” to the menu
              </Button>
            </Unreachable>
          ) : null}
          {page.target === 'HOME' ? null : (
            <Tools>
              <Button
                size="small"
                variant="ghost"
                disabled={readOnly || !edits.canRemovePage(layout, index)}
                onClick={() => removePage(index)}
              >
                Remove the {nameOf(page.target)} page
              </Button>
            </Tools>
          )}
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
