import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import type { Card } from '../../../schemas/cards';
import type { Layout } from '../../../schemas/layout';
import type { Theme } from '../../../schemas/theme';
import { useEditorField, useEditorForm } from '~/studio/editor/editor-form';
import { Button } from '~/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '~/ui/dropdown-menu';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import { toast } from '~/ui/use-toast';
import { CardPicker } from './card-picker';
import { cardTitle } from './card-labels';
import * as edits from './layout-edits';
import { nodePath } from './layout-paths';
import { useStructureSelection } from './structure-canvas';
import * as styles from './structure-panel.css';

const Tree = styled('ul', styles.tree);
const CardList = styled('ul', styles.cardList);
const Node = styled('div', styles.node);
const Label = styled('button', styles.nodeLabel);
const Actions = styled('div', styles.actions);
const Tool = styled('button', styles.tool);
const Badge = styled('span', styles.badge);
const Empty = styled('div', styles.empty);

/** How the outline names its rows to a screen reader: "section Featured offers", "card Starter Bundle". */
interface Item {
  id: string;
  kind: 'section' | 'card';
  name: string;
}

/** Keys for dnd-kit: the node's own id, made unique by its position when a half-edited layout repeats one. */
function sortableIds(ids: readonly string[], prefix: string): string[] {
  const seen = new Set<string>();
  return ids.map((id, index) => {
    const key = seen.has(id) ? `${prefix}:${id}~${index}` : `${prefix}:${id}`;
    seen.add(id);
    return key;
  });
}

/** Where a dragged row is or would land, for dnd-kit's spoken updates: its name and its place in words. */
interface DragPlace {
  name: string;
  place: string;
}

/** dnd-kit's spoken updates, in a publisher's words (its keyboard sensor moves an item with the arrow keys). */
function announcementsFor(placeOf: (key: string) => DragPlace | null): Announcements {
  const name = (id: unknown) => placeOf(String(id))?.name ?? 'item';
  const position = (id: unknown) => placeOf(String(id))?.place ?? 'its place';
  return {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}, at ${position(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `Moving ${name(active.id)}: now at ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${name(active.id)} at ${position(over.id)}.` : `Dropped ${name(active.id)}.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled. It stays at ${position(active.id)}.`,
  };
}

const screenReaderInstructions = {
  draggable:
    'To move it, press Space or Enter, use the arrow keys, then press Space again to drop it. Escape cancels. The Move up and Move down buttons do the same.',
};

function useReorderSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

function SortableRow({
  id,
  item,
  selected,
  invalid,
  readOnly,
  dropDisabled,
  onSelect,
  tools,
  children,
}: {
  id: string;
  item: Item;
  selected: boolean;
  invalid: boolean;
  readOnly: boolean;
  /** While a row of the other kind is dragged: a card lands among cards, a section among sections. */
  dropDisabled: boolean;
  onSelect: () => void;
  tools: ReactNode;
  children?: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: { draggable: readOnly, droppable: readOnly || dropDisabled },
  });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <Node data-state={selected ? 'selected' : undefined} data-dragging={isDragging ? '' : undefined}>
        <Tool
          type="button"
          ref={setActivatorNodeRef}
          data-handle=""
          {...attributes}
          {...listeners}
          aria-label={`Drag ${item.kind} ${item.name}`}
          disabled={readOnly}
        >
          ⠿
        </Tool>
        <Label type="button" aria-pressed={selected} onClick={onSelect}>
          <span>{item.name}</span>
          {invalid ? <Badge>Needs a fix</Badge> : <small>{item.kind === 'section' ? 'Section' : 'Card'}</small>}
        </Label>
        <Actions>{tools}</Actions>
      </Node>
      {children}
    </li>
  );
}

function RowTools({
  item,
  index,
  count,
  readOnly,
  onMove,
  onDuplicate,
  onRemove,
  moveTo,
}: {
  item: Item;
  index: number;
  count: number;
  readOnly: boolean;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  /** A card's other sections it can move to (none for a section's row). */
  moveTo?: { sections: readonly { index: number; name: string }[]; onMove: (section: number) => void };
}) {
  const what = `${item.kind} ${item.name}`;
  return (
    <>
      <Tool
        type="button"
        aria-label={`Move ${what} up`}
        disabled={readOnly || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <Icon name="chevron-up" size={16} />
      </Tool>
      <Tool
        type="button"
        aria-label={`Move ${what} down`}
        disabled={readOnly || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <Icon name="chevron-down" size={16} />
      </Tool>
      {moveTo && moveTo.sections.length > 0 ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild disabled={readOnly}>
            <Tool type="button" aria-label={`Move ${what} to another section`} disabled={readOnly}>
              <MoveGlyph />
            </Tool>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Move to section…</DropdownMenuLabel>
            {moveTo.sections.map((section) => (
              <DropdownMenuItem key={section.index} onSelect={() => moveTo.onMove(section.index)}>
                {section.name}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      <Tool type="button" aria-label={`Duplicate ${what}`} disabled={readOnly} onClick={onDuplicate}>
        <DuplicateGlyph />
      </Tool>
      <Tool type="button" aria-label={`Remove ${what}`} disabled={readOnly} onClick={onRemove}>
        <Icon name="close" size={16} />
      </Tool>
    </>
  );
}

/** A 16 px line glyph in the tool's colour, for tools the kit's icon set has no glyph for. */
function ToolGlyph({ children, rounded = false }: { children: ReactNode; rounded?: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      {...(rounded ? { strokeLinecap: 'round', strokeLinejoin: 'round' } : {})}
    >
      {children}
    </svg>
  );
}

/** An arrow turning down and across, "into another section". */
function MoveGlyph() {
  return (
    <ToolGlyph rounded>
      <path d="M4 2.5v5A2.5 2.5 0 0 0 6.5 10H13" />
      <path d="m10 7 3 3-3 3" />
    </ToolGlyph>
  );
}

/** Two overlapping sheets: "copy". */
function DuplicateGlyph() {
  return (
    <ToolGlyph>
      <rect x="5" y="5" width="9" height="9" rx="1.5" />
      <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
    </ToolGlyph>
  );
}

/** True when the form holds a schema error for this node (a card: anywhere inside it; a section: its own fields). */
function hasError(errors: unknown, path: string, ownFields?: readonly string[]): boolean {
  if (!ownFields) return get(errors, path) !== undefined;
  return ownFields.some((field) => get(errors, `${path}.${field}`) !== undefined);
}

/** A section's card list as a drop target: a card dropped on an empty section, or past its last card, lands there. */
const LIST_PREFIX = 'cards-of:';

/**
 * Collisions for one DndContext holding sections and cards (dnd-kit's multiple-containers pattern): under the pointer,
 * a card row wins over a card list; without a pointer (the keyboard sensor), the closest row of the dragged kind.
 * Rows of the other kind are not droppable while a drag is on, so they are never candidates.
 */
const collisionDetection: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  if (under.length > 0) return [under.find((hit) => !String(hit.id).startsWith(LIST_PREFIX)) ?? under[0]!];
  return closestCenter(args);
};

/**
 * The outline of one page: its sections and their cards, each selectable, reorderable by drag, by dnd-kit's
 * keyboard sensor and by Move up / Move down, duplicable and removable (Ctrl+Z, or the toast's Undo). A card moves to
 * another section by dragging it there or with its "Move to section…" menu (docs/decisions/044).
 */
export function StructureOutline({ layout, pageIndex, theme }: { layout: Layout; pageIndex: number; theme: Theme }) {
  const { choose, readOnly } = useEditorField('layout');
  const { form } = useEditorForm();
  const { errors } = useFormState({ control: form.control, name: 'layout' });
  const { selected, select } = useStructureSelection();
  const [spoken, setSpoken] = useState('');
  const [pickerFor, setPickerFor] = useState<number | null>(null);
  const [dragging, setDragging] = useState<'section' | 'card' | null>(null);
  const sensors = useReorderSensors();
  const page = layout.pages[pageIndex];
  if (!page) return null;
  const sections = page.sections ?? [];
  const current = () => form.getValues('layout') as Layout;
  const apply = (next: Layout) => choose(next as never);

  const sectionItems: Item[] = sections.map((section) => ({
    id: section.id,
    kind: 'section',
    name: section.title || section.id || 'Untitled section',
  }));
  const sectionKeys = sortableIds(
    sections.map((section) => section.id),
    'section',
  );
  const cardKeys = sections.map((section, s) =>
    sortableIds(
      (section.cards ?? []).map((card) => card.id),
      `card-${s}`,
    ),
  );
  /** A drag key's node: a section, a card, or a section's card list (its end). */
  const addressOf = (key: string): { section: number; card?: number; end?: true } | null => {
    const section = sectionKeys.indexOf(key);
    if (section !== -1) return { section };
    if (key.startsWith(LIST_PREFIX)) return { section: Number(key.slice(LIST_PREFIX.length)), end: true };
    for (const [s, keys] of cardKeys.entries()) {
      const card = keys.indexOf(key);
      if (card !== -1) return { section: s, card };
    }
    return null;
  };
  const placeOf = (key: string): DragPlace | null => {
    const address = addressOf(key);
    if (!address) return null;
    const section = sections[address.section];
    const sectionName = sectionItems[address.section]?.name ?? '';
    if (address.card === undefined && !address.end)
      return { name: `section ${sectionName}`, place: `position ${address.section + 1} of ${sections.length}` };
    const count = section?.cards.length ?? 0;
    if (address.end) return { name: `section ${sectionName}`, place: `the end of section ${sectionName}` };
    const card = section?.cards[address.card!];
    return {
      name: `card ${card ? cardTitle(card) : ''}`,
      place: `position ${address.card! + 1} of ${count} in section ${sectionName}`,
    };
  };

  const moveSection = (from: number, to: number) => {
    apply(edits.moveSection(current(), pageIndex, from, to));
    const path = nodePath({ page: pageIndex, section: to });
    if (selected === nodePath({ page: pageIndex, section: from })) select(path);
    setSpoken(`Moved section ${sectionItems[from]?.name} to position ${to + 1} of ${sections.length}.`);
  };

  /** A card to another section (at `toIndex` there, or at its end): the selection follows it. */
  const moveCardToSection = (from: { section: number; card: number }, toSection: number, toIndex?: number) => {
    const card = current().pages[pageIndex]?.sections[from.section]?.cards[from.card];
    if (!card) return;
    const moved = edits.moveCardToSection(current(), pageIndex, from, toSection, toIndex);
    apply(moved.layout);
    const wasSelected = selected === nodePath({ page: pageIndex, ...from });
    if (wasSelected) select(nodePath({ page: pageIndex, section: toSection, card: moved.index }));
    const count = moved.layout.pages[pageIndex]?.sections[toSection]?.cards.length ?? 0;
    setSpoken(
      `Moved card ${cardTitle(card)} to section ${sectionItems[toSection]?.name}, position ${moved.index + 1} of ${count}.`,
    );
  };

  const removeSection = (index: number) => {
    const removed = current().pages[pageIndex]?.sections[index];
    if (!removed) return;
    apply(edits.removeSection(current(), pageIndex, index));
    select(null);
    const name = sectionItems[index]?.name ?? removed.id;
    setSpoken(`Removed section ${name}.`);
    toast({
      title: `Removed section ${name}`,
      description: 'Ctrl+Z also brings it back.',
      action: {
        label: 'Undo',
        altText: 'Press Ctrl+Z to bring the section back',
        onSelect: () => {
          apply(edits.restoreSection(current(), pageIndex, index, removed));
          setSpoken(`Section ${name} is back.`);
        },
      },
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over || active.id === over.id) return;
    const from = addressOf(String(active.id));
    const to = addressOf(String(over.id));
    if (!from || !to) return;
    if (from.card === undefined) {
      if (to.card === undefined && !to.end) moveSection(from.section, to.section);
      return;
    }
    if (to.card === undefined && !to.end) return;
    if (to.section === from.section && to.card !== undefined) {
      const cards = sections[from.section]?.cards ?? [];
      apply(edits.moveCard(current(), pageIndex, from.section, from.card, to.card));
      if (selected === nodePath({ page: pageIndex, section: from.section, card: from.card }))
        select(nodePath({ page: pageIndex, section: from.section, card: to.card }));
      setSpoken(
        `Moved card ${cardTitle(cards[from.card]!)} to position ${to.card + 1} of ${cards.length} in ${sectionItems[from.section]?.name}.`,
      );
      return;
    }
    moveCardToSection({ section: from.section, card: from.card }, to.section, to.card);
  };

  const addSection = () => {
    const added = edits.addSection(current(), pageIndex);
    apply(added.layout);
    select(nodePath({ page: pageIndex, section: added.index }));
    setSpoken('Added a section at the end of the page.');
  };

  const addCard = (card: Card) => {
    if (pickerFor === null) return;
    const added = edits.addCard(current(), pageIndex, pickerFor, card);
    apply(added.layout);
    select(nodePath({ page: pageIndex, section: pickerFor, card: added.index }));
    setSpoken(`Added a card: ${cardTitle(card)}.`);
    setPickerFor(null);
  };

  return (
    <>
      <div
        role="status"
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
      >
        {spoken}
      </div>
      {sections.length === 0 ? (
        <Empty>
          <p>This page has no sections yet.</p>
          <Button size="small" disabled={readOnly} onClick={addSection}>
            Add a section
          </Button>
        </Empty>
      ) : (
        // One context for the page's sections and cards, so a card can be dropped in another section; dnd-kit draws
        // its spoken region beside the element it wraps, so the context sits outside the <ul> (axe's list rule).
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          onDragStart={({ active }) => setDragging(sectionKeys.includes(String(active.id)) ? 'section' : 'card')}
          onDragCancel={() => setDragging(null)}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: announcementsFor(placeOf), screenReaderInstructions }}
        >
          <SortableContext items={sectionKeys} strategy={verticalListSortingStrategy}>
            <Tree aria-label={`Sections of ${page.title || 'this page'}`}>
              {sections.map((section, s) => {
                const path = nodePath({ page: pageIndex, section: s });
                const item = sectionItems[s]!;
                return (
                  <SortableRow
                    key={sectionKeys[s]}
                    id={sectionKeys[s]!}
                    item={item}
                    selected={selected === path}
                    invalid={hasError(errors, path, ['id', 'title'])}
                    readOnly={readOnly}
                    dropDisabled={dragging === 'card'}
                    onSelect={() => select(path)}
                    tools={
                      <RowTools
                        item={item}
                        index={s}
                        count={sections.length}
                        readOnly={readOnly}
                        onMove={(to) => moveSection(s, to)}
                        onDuplicate={() => {
                          apply(edits.duplicateSection(current(), pageIndex, s));
                          select(nodePath({ page: pageIndex, section: s + 1 }));
                          setSpoken(`Duplicated section ${item.name}.`);
                        }}
                        onRemove={() => removeSection(s)}
                      />
                    }
                  >
                    <SectionCards
                      cards={section.cards ?? []}
                      keys={cardKeys[s]!}
                      pageIndex={pageIndex}
                      sectionIndex={s}
                      sectionName={item.name}
                      otherSections={sectionItems
                        .map((other, index) => ({ index, name: other.name }))
                        .filter((other) => other.index !== s)}
                      dragging={dragging}
                      errors={errors}
                      readOnly={readOnly}
                      apply={apply}
                      current={current}
                      speak={setSpoken}
                      onAdd={() => setPickerFor(s)}
                      onMoveToSection={(card, toSection) => moveCardToSection({ section: s, card }, toSection)}
                    />
                  </SortableRow>
                );
              })}
            </Tree>
          </SortableContext>
        </DndContext>
      )}
      {sections.length > 0 ? (
        <Button variant="secondary" size="small" disabled={readOnly} onClick={addSection}>
          Add a section
        </Button>
      ) : null}
      <CardPicker
        open={pickerFor !== null}
        sectionName={pickerFor === null ? '' : (sectionItems[pickerFor]?.name ?? '')}
        theme={theme}
        onOpenChange={(open) => (open ? null : setPickerFor(null))}
        onPick={addCard}
      />
    </>
  );
}

function SectionCards({
  cards,
  keys,
  pageIndex,
  sectionIndex,
  sectionName,
  otherSections,
  dragging,
  errors,
  readOnly,
  apply,
  current,
  speak,
  onAdd,
  onMoveToSection,
}: {
  cards: readonly Card[];
  keys: readonly string[];
  pageIndex: number;
  sectionIndex: number;
  sectionName: string;
  otherSections: readonly { index: number; name: string }[];
  dragging: 'section' | 'card' | null;
  errors: unknown;
  readOnly: boolean;
  apply: (layout: Layout) => void;
  current: () => Layout;
  speak: (text: string) => void;
  onAdd: () => void;
  onMoveToSection: (card: number, toSection: number) => void;
}) {
  const { selected, select } = useStructureSelection();
  const { setNodeRef } = useDroppable({
    id: `${LIST_PREFIX}${sectionIndex}`,
    disabled: readOnly || dragging !== 'card',
  });
  const items: Item[] = cards.map((card) => ({ id: card.id, kind: 'card', name: cardTitle(card) }));

  const move = (from: number, to: number) => {
    apply(edits.moveCard(current(), pageIndex, sectionIndex, from, to));
    if (selected === nodePath({ page: pageIndex, section: sectionIndex, card: from }))
      select(nodePath({ page: pageIndex, section: sectionIndex, card: to }));
    speak(`Moved card ${items[from]?.name} to position ${to + 1} of ${cards.length} in ${sectionName}.`);
  };

  const remove = (index: number) => {
    const removed = current().pages[pageIndex]?.sections[sectionIndex]?.cards[index];
    if (!removed) return;
    apply(edits.removeCard(current(), pageIndex, sectionIndex, index));
    select(null);
    const name = items[index]?.name ?? removed.id;
    speak(`Removed card ${name}.`);
    toast({
      title: `Removed card ${name}`,
      description: 'Ctrl+Z also brings it back.',
      action: {
        label: 'Undo',
        altText: 'Press Ctrl+Z to bring the card back',
        onSelect: () => {
          apply(edits.restoreCard(current(), pageIndex, sectionIndex, index, removed));
          speak(`Card ${name} is back.`);
        },
      },
    });
  };

  const rows = cards.map((_card, c) => {
    const path = nodePath({ page: pageIndex, section: sectionIndex, card: c });
    const item = items[c]!;
    return (
      <SortableRow
        key={keys[c]}
        id={keys[c]!}
        item={item}
        selected={selected === path}
        invalid={hasError(errors, path)}
        readOnly={readOnly}
        dropDisabled={dragging === 'section'}
        onSelect={() => select(path)}
        tools={
          <RowTools
            item={item}
            index={c}
            count={cards.length}
            readOnly={readOnly}
            onMove={(to) => move(c, to)}
            onDuplicate={() => {
              apply(edits.duplicateCard(current(), pageIndex, sectionIndex, c));
              select(nodePath({ page: pageIndex, section: sectionIndex, card: c + 1 }));
              speak(`Duplicated card ${item.name}.`);
            }}
            onRemove={() => remove(c)}
            moveTo={{ sections: otherSections, onMove: (toSection) => onMoveToSection(c, toSection) }}
          />
        }
      />
    );
  });
  return (
    <SortableContext items={[...keys]} strategy={verticalListSortingStrategy}>
      <CardList ref={setNodeRef} aria-label={`Cards of ${sectionName}`}>
        {cards.length === 0 ? (
          <li>
            <Empty>
              <p>No cards in this section yet.</p>
            </Empty>
          </li>
        ) : (
          rows
        )}
        <li>
          <Button variant="ghost" size="small" disabled={readOnly} onClick={onAdd}>
            <Icon name="plus" size={16} /> Add a card to {sectionName}
          </Button>
        </li>
      </CardList>
    </SortableContext>
  );
}
