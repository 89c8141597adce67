import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useEditorForm } from '../editor/editor-form';
import { fieldLabel } from './field-labels';
import type { LeafProps } from './leaf-fields';
import { useFormField } from './use-form-field';
import { FieldGroupLabel, FieldMessages, useFieldIds } from '~/ui/field-parts';
import { styled } from '~/ui/styled';
import { Input } from '~/ui/text-field';
import * as styles from './forms.css';

const PickerList = styled('ul', styles.pickerList);
const Option = styled('button', styles.pickerOption);
const Empty = styled('p', styles.empty);

interface ItemChoice {
  id: string;
  name: string;
}

/** The catalogue's items as the editor holds them now (an item added a moment ago is offered at once). */
function useCatalogueItems(): ItemChoice[] {
  const { form } = useEditorForm();
  const items = useWatch({ control: form.control, name: 'catalogue.items' }) as unknown;
  return useMemo(
    () =>
      (Array.isArray(items) ? items : []).flatMap((item: unknown) => {
        const record = (item ?? {}) as { id?: unknown; name?: unknown };
        return typeof record.id === 'string'
          ? [{ id: record.id, name: typeof record.name === 'string' ? record.name : record.id }]
          : [];
      }),
    [items],
  );
}

/** Picks the catalogue item a card sells: a search over the items' names and ids, and the list they narrow to. */
export function ItemPicker({ path, name, optional, label, helperText, noneLabel }: LeafProps & { noneLabel?: string }) {
  const field = useFormField(path);
  const items = useCatalogueItems();
  const [query, setQuery] = useState('');
  const ids = useFieldIds();
  const searchId = useId();
  const chosen = typeof field.value === 'string' ? field.value : '';
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? items.filter((item) => item.name.toLowerCase().includes(needle) || item.id.includes(needle))
    : items;
  const current = items.find((item) => item.id === chosen);
  const status =
    chosen === ''
      ? (helperText ?? 'No item: the card is a preview only')
      : current
        ? `Sells ${current.name}`
        : `Sells ${chosen}, which the catalogue lacks`;
  return (
    <div role="group" aria-labelledby={ids.labelId} aria-describedby={ids.helperId}>
      <FieldGroupLabel id={ids.labelId}>{label ?? fieldLabel(name)}</FieldGroupLabel>
      <Input
        id={searchId}
        type="search"
        aria-label={`Search the catalogue for the ${(label ?? fieldLabel(name)).toLowerCase()}`}
        placeholder="Search items by name or id"
        value={query}
        disabled={field.readOnly}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? ids.errorId : undefined}
        onChange={(event) => setQuery(event.target.value)}
      />
      {items.length === 0 ? (
        <Empty>The catalogue has no items yet. Add one in the Catalogue panel.</Empty>
      ) : shown.length === 0 ? (
        <Empty>No item matches “{query}”.</Empty>
      ) : (
        <PickerList aria-label="Catalogue items">
          {optional && !needle ? (
            <li>
              <Option
                type="button"
                aria-pressed={chosen === ''}
                disabled={field.readOnly}
                onClick={() => field.choose(undefined)}
              >
                <span>{noneLabel ?? 'No item (preview only)'}</span>
              </Option>
            </li>
          ) : null}
          {shown.map((item) => (
            <li key={item.id}>
              <Option
                type="button"
                aria-pressed={item.id === chosen}
                disabled={field.readOnly}
                onClick={() => field.choose(item.id)}
              >
                <span>{item.name}</span>
                <code>{item.id}</code>
              </Option>
            </li>
          ))}
        </PickerList>
      )}
      <FieldMessages ids={ids} error={field.error} helperText={status} />
    </div>
  );
}
