import { useEffect, useRef, useState } from 'react';
import { useShopTimeZone, withZone } from '../forms/shop-time-zone';
import { isoOfLocalInput, localInputOf } from '~/lib/zoned-time';
import { TextField } from '~/ui/text-field';

// Number and date fields of catalogue entries: each keeps what the publisher typed while it is not a value the config
// can hold yet, says why beside it, and writes only values the shared schema could accept.

export function WholeNumberField({
  label,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
  optional = false,
  helperText,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
  error?: string;
  readOnly: boolean;
  optional?: boolean;
  helperText?: string;
}) {
  const [typed, setTyped] = useState(value === undefined ? '' : String(value));
  const [problem, setProblem] = useState<string | undefined>();
  const written = useRef(value);
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setTyped(value === undefined ? '' : String(value));
    setProblem(undefined);
  }, [value]);
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      value={typed}
      required={!optional}
      disabled={readOnly}
      error={problem ?? error}
      helperText={helperText}
      onBlur={onBlur}
      onChange={(event) => {
        const text = event.target.value.trim();
        setTyped(event.target.value);
        if (text === '' && optional) {
          setProblem(undefined);
          written.current = undefined;
          return onChange(undefined);
        }
        if (!/^\d{1,12}$/.test(text) || Number(text) < 1) {
          return setProblem(
            optional ? 'Enter a whole number from 1, or leave it empty' : 'Enter a whole number from 1',
          );
        }
        setProblem(undefined);
        written.current = Number(text);
        onChange(Number(text));
      }}
    />
  );
}

/** ISO time (any offset) -> the `datetime-local` text of the same moment on the shop's clock. */
export function zonedInputOf(iso: string | undefined, timeZone: string): string {
  return localInputOf(iso, timeZone);
}

/** `datetime-local` text read on the shop's clock -> ISO time (as `toISOString` writes it); undefined when empty. */
export function isoOfZonedInput(text: string, timeZone: string): string | undefined {
  const iso = text ? isoOfLocalInput(text, timeZone) : undefined;
  return iso === undefined ? undefined : new Date(iso).toISOString();
}

/** A moment in the shop's time zone, labelled with it ("Available from (Europe/Berlin)"; docs/decisions/045). */
export function ZonedDateTimeField({
  label,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
  helperText,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur: () => void;
  error?: string;
  readOnly: boolean;
  helperText?: string;
}) {
  const timeZone = useShopTimeZone();
  return (
    <TextField
      label={withZone(label, timeZone)}
      type="datetime-local"
      value={zonedInputOf(value, timeZone)}
      disabled={readOnly}
      error={error}
      helperText={helperText}
      onBlur={onBlur}
      onChange={(event) => onChange(isoOfZonedInput(event.target.value, timeZone))}
    />
  );
}
