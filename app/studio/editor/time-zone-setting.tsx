import { useId, useMemo, useState } from 'react';
import { offsetAt } from '~/lib/zoned-time';
import { FieldGroupLabel, FieldMessages, useFieldIds } from '~/ui/field-parts';
import { styled } from '~/ui/styled';
import { Input } from '~/ui/text-field';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../schemas/time-zone';
import * as formStyles from '../forms/forms.css';
import { useEditorField } from './editor-form';

const PickerList = styled('ul', formStyles.pickerList);
const Option = styled('button', formStyles.pickerOption);
const Empty = styled('p', formStyles.empty);

const MAX_SHOWN = 8;

/** Every zone this browser knows, UTC first. Read on demand: server and browser lists differ (docs/decisions/045). */
function knownZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIME_ZONE, ...zones.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

/** "UTC+01:00", "UTC-03:30", "UTC". */
export function offsetLabel(time: number, timeZone: string): string {
  const minutes = Math.round(offsetAt(time, timeZone) / 60_000);
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The shop's time zone: a search over the zone names (typing "berl" or "new york" narrows the list) and the
 * matches to pick from. The list appears only after typing, so the server and the browser render the same page.
 */
export function TimeZoneSetting() {
  const { value, error, readOnly, choose } = useEditorField('timeZone');
  const [query, setQuery] = useState('');
  const ids = useFieldIds();
  const searchId = useId();
  const zone = typeof value === 'string' && isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
  const needle = query.trim().toLowerCase().replace(/\s+/g, '_');
  const matches = useMemo(
    () => (needle ? knownZones().filter((name) => name.toLowerCase().includes(needle)) : []),
    [needle],
  );
  const now = Date.now();
  const offset = offsetLabel(now, zone);
  const status = `${zone}${offset === zone ? '' : `, ${offset} now`}. Dates and times in the studio are in this zone.`;
  return (
    <div role="group" aria-labelledby={ids.labelId} aria-describedby={ids.helperId}>
      <FieldGroupLabel id={ids.labelId}>Time zone</FieldGroupLabel>
      <Input
        id={searchId}
        type="search"
        aria-label="Search time zones"
        placeholder={`${zone} · search, e.g. Berlin`}
        value={query}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
        onChange={(event) => setQuery(event.target.value)}
      />
      {needle === '' ? null : matches.length === 0 ? (
        <Empty role="status">No time zone matches “{query}”.</Empty>
      ) : (
        <PickerList aria-label="Time zones">
          {matches.slice(0, MAX_SHOWN).map((name) => (
            <li key={name}>
              <Option
                type="button"
                aria-pressed={name === zone}
                disabled={readOnly}
                onClick={() => {
                  choose(name);
                  setQuery('');
                }}
              >
                <span>{name}</span>
                <code>{offsetLabel(now, name)}</code>
              </Option>
            </li>
          ))}
          {matches.length > MAX_SHOWN ? (
            <li>
              <Empty>{`${matches.length - MAX_SHOWN} more: keep typing to narrow the list.`}</Empty>
            </li>
          ) : null}
        </PickerList>
      )}
      <FieldMessages ids={ids} error={error} helperText={status} />
    </div>
  );
}
