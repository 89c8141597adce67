import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useEditorForm } from '../editor/editor-form';
import { fieldCopy } from './field-copy';
import { entryName, entryPlural, entrySummary, fieldLabel, optionLabel } from './field-labels';
import { CurrencyPicker, EngagementRefPicker, MissionPicker, WeekdayPicker } from './entry-pickers';
import { ItemPicker } from './item-picker';
import { RecordField } from './record-field';
import {
  BooleanInput,
  ChoiceInput,
  DateTimeInput,
  ImageInput,
  NumberInput,
  Switch,
  TextInput,
  UrlInput,
} from './leaf-fields';
import { type AnySchema, type FieldKind, fieldKindOf, freshSiblingId, starterValue, unwrap } from './schema-walk';
import { useFormField } from './use-form-field';
import { Button } from '~/ui/button';
import { FieldMessage } from '~/ui/field-parts';
import { Select } from '~/ui/select';
import { styled } from '~/ui/styled';
import * as styles from './forms.css';

const Stack = styled('div', styles.fieldStack);
const Group = styled('fieldset', styles.group);
const List = styled('ul', styles.list);
const Entry = styled('li', styles.entry);
const EntryHeader = styled('div', styles.entryHeader);
const EntryButton = styled('button', styles.entryButton);
const Empty = styled('p', styles.empty);

export const joinPath = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

interface FieldProps {
  schema: AnySchema;
  /** Where the value sits in the editor's form, e.g. `layout.pages.0.sections.1.cards.2.title`. */
  path: string;
  /** The schema's key for the value, which names it for the publisher. */
  name: string;
  label?: string;
  /** How deep in lists this field is: headings of nested entries step down a level. */
  depth?: number;
  /** A list entry: its heading names it, so a group's fields go unframed. */
  bare?: boolean;
}

/** The control for one value of a shared schema, chosen by reading the schema (docs/decisions/040). */
export function SchemaField({ schema, path, name, label, depth = 0, bare = false }: FieldProps) {
  const { schema: inner, optional } = unwrap(schema);
  const kind = fieldKindOf(inner, name);
  const copy = fieldCopy(path);
  const leaf = { path, name, optional, label: label ?? copy?.label, helperText: copy?.hint };
  switch (kind.kind) {
    case 'text':
      return <TextInput {...leaf} schema={inner} />;
    case 'url':
      return <UrlInput {...leaf} />;
    case 'image':
      return <ImageInput {...leaf} />;
    case 'dateTime':
      return <DateTimeInput {...leaf} />;
    case 'number':
      return <NumberInput {...leaf} integer={kind.integer} min={kind.min} max={kind.max} />;
    case 'boolean':
      return <BooleanInput {...leaf} />;
    case 'choice':
      return <ChoiceInput {...leaf} options={kind.options} />;
    case 'itemId':
      return <ItemPicker {...leaf} noneLabel={copy?.none} />;
    case 'engagementRef':
      return <EngagementRefPicker {...leaf} list={kind.list} />;
    case 'currencyId':
      return <CurrencyPicker {...leaf} />;
    case 'missionRef':
      return <MissionPicker {...leaf} />;
    case 'weekday':
      return <WeekdayPicker {...leaf} />;
    case 'list':
      return <ListField {...leaf} kind={kind} depth={depth} emptyText={copy?.empty} />;
    case 'record':
      return <RecordField {...leaf} keySchema={kind.key} valueSchema={kind.value} />;
    case 'object':
    case 'union':
      if (bare) return <GroupFields path={path} kind={kind} depth={depth} />;
      return optional ? (
        <OptionalGroup {...leaf} schema={inner} kind={kind} depth={depth} />
      ) : (
        <GroupField {...leaf} kind={kind} depth={depth} />
      );
    default:
      return null;
  }
}

type GroupKind = Extract<FieldKind, { kind: 'object' | 'union' }>;

interface GroupProps {
  path: string;
  name: string;
  label?: string;
  kind: GroupKind;
  depth: number;
}

/** A part of a card made of several values (an image, a price, a reward), framed and named. */
function GroupField({ path, name, label, kind, depth }: GroupProps) {
  return (
    <Group>
      <legend>{label ?? fieldLabel(name)}</legend>
      <GroupFields path={path} kind={kind} depth={depth} />
    </Group>
  );
}

function GroupFields({ path, kind, depth }: { path: string; kind: GroupKind; depth: number }) {
  return kind.kind === 'object' ? (
    <ObjectFields shape={kind.shape} path={path} depth={depth} />
  ) : (
    <UnionFields kind={kind} path={path} depth={depth} />
  );
}

/** A part the card may go without (a bonus, a purchase limit, a link): a switch adds it with starting values. */
function OptionalGroup({ schema, ...props }: GroupProps & { schema: AnySchema }) {
  const field = useFormField(props.path);
  const present = field.value !== undefined && field.value !== null;
  const label = props.label ?? fieldLabel(props.name);
  return (
    <Stack>
      <Switch
        label={present ? label : `Add ${label.toLowerCase()}`}
        checked={present}
        disabled={field.readOnly}
        onCheckedChange={(on) => field.choose(on ? starterValue(schema) : undefined)}
      />
      {present ? <GroupField {...props} /> : null}
    </Stack>
  );
}

/** Fields a publisher names a thing by, and the engagement entry a card runs, come first; the id comes last. */
const leadKeys = ['label', 'name', 'title', 'season', 'text', 'chainId', 'giftId', 'passId'];
const rank = (key: string) => (leadKeys.includes(key) ? 0 : key === 'id' ? 2 : 1);

/** Every field of an object schema, names first and id last; fixed discriminators (`type: 'banner'`) are not shown. */
export function ObjectFields({
  shape,
  path,
  depth = 0,
  skip = [],
  only,
}: {
  shape: Record<string, AnySchema>;
  path: string;
  depth?: number;
  skip?: readonly string[];
  only?: (key: string) => boolean;
}) {
  const fields = Object.entries(shape)
    .filter(([key, schema]) => !skip.includes(key) && fieldKindOf(unwrap(schema).schema, key).kind !== 'fixed')
    .filter(([key]) => !only || only(key))
    .sort(([a], [b]) => rank(a) - rank(b));
  if (fields.length === 0) return null;
  return (
    <Stack>
      {fields.map(([key, schema]) => (
        <SchemaField key={key} schema={schema} path={joinPath(path, key)} name={key} depth={depth} />
      ))}
    </Stack>
  );
}

/**
 * A value of a discriminated union (a price's kind, a link's target): picking another option keeps the values the
 * options share (id, label) and starts the rest afresh.
 */
function UnionFields({
  kind,
  path,
  depth,
}: {
  kind: Extract<FieldKind, { kind: 'union' }>;
  path: string;
  depth: number;
}) {
  const field = useFormField(path);
  const record = (typeof field.value === 'object' && field.value !== null ? field.value : {}) as Record<
    string,
    unknown
  >;
  const current = kind.options.find((option) => option.value === record[kind.discriminator]);
  const pick = (value: string) => {
    const option = kind.options.find((candidate) => candidate.value === value);
    if (!option || option === current) return;
    const fresh = starterValue(option.schema) as Record<string, unknown>;
    const kept = Object.fromEntries(
      Object.keys(fresh)
        .filter((key) => key in record)
        .map((key) => [key, record[key]]),
    );
    field.choose({ ...fresh, ...kept, [kind.discriminator]: value });
  };
  const shape = current ? (unwrap(current.schema).schema as unknown as { shape: Record<string, AnySchema> }).shape : {};
  // A name every option has (a menu item's label) leads; one only this option has (a goal's label) follows the kind.
  const shared = (key: string) =>
    kind.options.every((option) => key in ((unwrap(option.schema).schema as unknown as { shape: object }).shape ?? {}));
  const leading = (key: string) => rank(key) === 0 && shared(key);
  const tagCopy = fieldCopy(`${path}.${kind.discriminator}`);
  return (
    <Stack>
      {current ? (
        <ObjectFields shape={shape} path={path} depth={depth} skip={[kind.discriminator]} only={leading} />
      ) : null}
      <Select
        label={tagCopy?.label ?? fieldLabel(kind.discriminator)}
        helperText={tagCopy?.hint}
        value={current?.value}
        placeholder="Choose…"
        required
        disabled={field.readOnly}
        error={current ? undefined : field.error}
        options={kind.options.map((option) => ({ value: option.value, label: optionLabel(option.value) }))}
        onValueChange={pick}
      />
      {current ? (
        <ObjectFields
          shape={shape}
          path={path}
          depth={depth}
          skip={[kind.discriminator]}
          only={(key) => !leading(key)}
        />
      ) : null}
    </Stack>
  );
}

type Move = { index: number; control: 'up' | 'down' };

/** A list (offers of a chain, pass tiers, calendar days, menu items): add, remove and move entries, each one undo step. */
function ListField({
  path,
  name,
  label,
  optional,
  kind,
  depth,
  emptyText,
}: {
  path: string;
  name: string;
  label?: string;
  optional: boolean;
  kind: Extract<FieldKind, { kind: 'list' }>;
  depth: number;
  emptyText?: string;
}) {
  const field = useFormField(path);
  // The controller follows the list itself only; watching it whole renames an entry's heading as its name is typed.
  const { form } = useEditorForm();
  const watched = useWatch({ control: form.control, name: path as 'name' }) as unknown;
  const entries = Array.isArray(watched) ? (watched as unknown[]) : [];
  const listId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<Move | null>(null);
  const noun = entryName(name);
  const title = label ?? fieldLabel(name);
  const Heading = depth === 0 ? 'h3' : 'h4';
  const nameOf = (value: unknown, index: number) => {
    const summary = entrySummary(value);
    return summary ? `${noun} ${index + 1}: ${summary}` : `${noun} ${index + 1}`;
  };

  useEffect(() => {
    if (!focusAfter) return;
    const wanted = document.getElementById(
      `${listId}-${focusAfter.index}-${focusAfter.control}`,
    ) as HTMLButtonElement | null;
    const other = document.getElementById(
      `${listId}-${focusAfter.index}-${focusAfter.control === 'up' ? 'down' : 'up'}`,
    ) as HTMLButtonElement | null;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfter(null);
  }, [focusAfter, listId]);

  const move = (from: number, to: number) => {
    const next = [...entries];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    field.choose(next);
    setFocusAfter({ index: to, control: to < from ? 'up' : 'down' });
    setAnnouncement(
      `Moved ${entrySummary(moved) ?? `${noun.toLowerCase()} ${from + 1}`} to position ${to + 1} of ${next.length}.`,
    );
  };
  const remove = (index: number) => {
    const rest = entries.filter((_, i) => i !== index);
    // A list the schema may leave out (a pass level's premium rewards) is left out when emptied, not kept empty.
    field.choose(optional && rest.length === 0 ? undefined : rest);
    setAnnouncement(`Removed ${nameOf(entries[index], index)}. Undo with Ctrl+Z.`);
  };
  const add = () => {
    field.choose([...entries, withSiblingId(starterValue(kind.element, name), noun, entries)]);
    setAnnouncement(`Added ${noun.toLowerCase()} ${entries.length + 1}.`);
  };

  return (
    <Group aria-describedby={field.error && !Array.isArray(field.error) ? `${listId}-error` : undefined}>
      <legend>{title}</legend>
      {entries.length === 0 ? <Empty>{emptyText ?? `No ${entryPlural(noun)} yet.`}</Empty> : null}
      {entries.length > 0 ? (
        <List>
          {entries.map((entry, index) => {
            const entryName = nameOf(entry, index);
            return (
              <Entry key={index} aria-labelledby={`${listId}-${index}-title`}>
                <Stack>
                  <EntryHeader>
                    <Heading id={`${listId}-${index}-title`}>{entryName}</Heading>
                    <EntryButton
                      type="button"
                      id={`${listId}-${index}-up`}
                      aria-label={`Move ${entryName} up`}
                      disabled={field.readOnly || index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </EntryButton>
                    <EntryButton
                      type="button"
                      id={`${listId}-${index}-down`}
                      aria-label={`Move ${entryName} down`}
                      disabled={field.readOnly || index === entries.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </EntryButton>
                    <EntryButton
                      type="button"
                      data-tone="danger"
                      aria-label={`Remove ${entryName}`}
                      disabled={field.readOnly}
                      onClick={() => remove(index)}
                    >
                      <span aria-hidden="true">✕</span>
                    </EntryButton>
                  </EntryHeader>
                  <SchemaField
                    schema={kind.element}
                    path={joinPath(path, index)}
                    name={name}
                    label={noun}
                    depth={depth + 1}
                    bare
                  />
                </Stack>
              </Entry>
            );
          })}
        </List>
      ) : null}
      {typeof field.error === 'string' ? (
        <FieldMessage id={`${listId}-error`} tone="error">
          {field.error}
        </FieldMessage>
      ) : null}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="small"
          disabled={field.readOnly || entries.length >= kind.max}
          onClick={add}
        >
          Add {noun.toLowerCase()}
        </Button>
      </div>
      <VisuallyHidden asChild>
        <p role="status">{announcement}</p>
      </VisuallyHidden>
    </Group>
  );
}

/** A new entry's id reads like its siblings' (`mission-3`) rather than a random slug, when the list has a noun. */
function withSiblingId(value: unknown, noun: string, siblings: readonly unknown[]): unknown {
  if (noun === 'Entry' || typeof value !== 'object' || value === null || !('id' in value)) return value;
  return { ...value, id: freshSiblingId(noun, siblings) };
}
