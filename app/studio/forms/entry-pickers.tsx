import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useEditorForm } from '../editor/editor-form';
import { fieldLabel } from './field-labels';
import type { LeafProps } from './leaf-fields';
import type { EngagementList } from './schema-walk';
import { useFormField } from './use-form-field';
import { Select, type SelectOption } from '~/ui/select';

/** Radix Select keeps '' for "nothing chosen", so leaving a value out is an option of its own. */
const NONE = '__none__';

interface Entry {
  id: string;
  name: string;
  kind?: string;
}

/** The entries of a list of the editor's form (`engagement.offerChains`), by id and name, as the publisher has them now. */
function useEntries(listPath: string, nameKey = 'name'): Entry[] {
  const { form } = useEditorForm();
  const list = useWatch({ control: form.control, name: listPath as 'name' }) as unknown;
  return useMemo(
    () =>
      (Array.isArray(list) ? list : []).flatMap((entry: unknown) => {
        const record = (entry ?? {}) as Record<string, unknown>;
        if (typeof record.id !== 'string' || record.id === '') return [];
        const name = typeof record[nameKey] === 'string' && record[nameKey] !== '' ? record[nameKey] : record.id;
        return [{ id: record.id, name, kind: typeof record.kind === 'string' ? record.kind : undefined }];
      }),
    [list, nameKey],
  );
}

interface PickerProps extends LeafProps {
  entries: readonly Entry[];
  /** What leaving the field out means, or nothing when the value is required. */
  noneLabel?: string;
  /** Said when there is nothing to pick. */
  emptyHint: string;
}

/** A select of the config's entries by name; a value naming no entry stays shown, marked, so nothing is lost silently. */
function EntryPicker({ path, name, optional, label, helperText, entries, noneLabel, emptyHint }: PickerProps) {
  const field = useFormField(path);
  const chosen = typeof field.value === 'string' ? field.value : '';
  const options: SelectOption[] = [
    ...(optional && noneLabel ? [{ value: NONE, label: noneLabel }] : []),
    ...entries.map((entry) => ({ value: entry.id, label: entry.name })),
    ...(chosen !== '' && !entries.some((entry) => entry.id === chosen)
      ? [{ value: chosen, label: `${chosen} (missing)` }]
      : []),
  ];
  return (
    <Select
      label={label ?? fieldLabel(name)}
      value={chosen === '' ? (optional ? NONE : undefined) : chosen}
      placeholder="Choose…"
      required={!optional}
      disabled={field.readOnly}
      error={field.error}
      helperText={entries.length === 0 ? emptyHint : helperText}
      options={options}
      onValueChange={(next) => field.choose(next === NONE ? undefined : next)}
    />
  );
}

const listNouns: Record<EngagementList, string> = {
  offerChains: 'offer chains',
  dailyGifts: 'daily gifts',
  passes: 'passes',
};

/** A card's `chainId` / `giftId` / `passId`: the shop's entries of that list; a daily gift card lists streaks, a calendar card calendars. */
export function EngagementRefPicker(props: LeafProps & { list: EngagementList }) {
  const { form } = useEditorForm();
  const cardPath = props.path.slice(0, props.path.lastIndexOf('.'));
  const cardType = useWatch({ control: form.control, name: `${cardPath}.type` as 'name' }) as unknown;
  const all = useEntries(`engagement.${props.list}`);
  const wantedKind = cardType === 'calendar' ? 'calendar' : cardType === 'daily_gift' ? 'streak' : undefined;
  const entries = wantedKind ? all.filter((entry) => entry.kind === wantedKind) : all;
  const noun =
    wantedKind === 'calendar' ? 'calendars' : wantedKind === 'streak' ? 'streak gifts' : listNouns[props.list];
  return (
    <EntryPicker
      {...props}
      entries={entries}
      noneLabel="None (a drawing)"
      emptyHint={`The shop has no ${noun} yet. Add one in the Engagement panel; until then the card is a drawing.`}
    />
  );
}

/** A reward's or a price's virtual currency, from the catalogue's currencies. */
export function CurrencyPicker(props: LeafProps) {
  const entries = useEntries('catalogue.virtualCurrencies');
  return (
    <EntryPicker
      {...props}
      entries={entries}
      noneLabel="None (the game delivers it)"
      emptyHint="The catalogue has no virtual currencies yet. Add one in the Catalogue panel."
    />
  );
}

/** A mission's `unlocksAfter`: another mission of the shop. */
export function MissionPicker(props: LeafProps) {
  const missionPath = props.path.slice(0, props.path.lastIndexOf('.'));
  const { form } = useEditorForm();
  const ownId = useWatch({ control: form.control, name: `${missionPath}.id` as 'name' }) as unknown;
  const entries = useEntries('engagement.missions.list').filter((entry) => entry.id !== ownId);
  return (
    <EntryPicker
      {...props}
      entries={entries}
      noneLabel="None (open from the start)"
      emptyHint="No other missions yet: this one is open from the start."
    />
  );
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A day of the week stored as 1 (Monday) to 7 (Sunday). */
export function WeekdayPicker({ path, name, label, helperText }: LeafProps) {
  const field = useFormField(path);
  return (
    <Select
      label={label ?? fieldLabel(name)}
      value={typeof field.value === 'number' ? String(field.value) : undefined}
      placeholder="Choose…"
      required
      disabled={field.readOnly}
      error={field.error}
      helperText={helperText}
      options={weekdays.map((day, index) => ({ value: String(index + 1), label: day }))}
      onValueChange={(next) => field.choose(Number(next))}
    />
  );
}
