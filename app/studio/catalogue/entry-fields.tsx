import { useEffect, useRef, useState } from 'react';
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

/** ISO time (any offset) -> the `datetime-local` text of the same moment in UTC. */
export function utcInputOf(iso: string | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '' : time.toISOString().slice(0, 16);
}

/** `datetime-local` text read as UTC -> ISO time; undefined when empty or not a date. */
export function isoOfUtcInput(text: string): string | undefined {
  if (!text) return undefined;
  const time = new Date(`${text.length === 16 ? `${text}:00` : text}Z`);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** A moment in the shop's time, which is UTC in the studio (shop configs carry no zone; docs/decisions/041). */
export function UtcDateTimeField({
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
  return (
    <TextField
      label={`${label} (UTC)`}
      type="datetime-local"
      value={utcInputOf(value)}
      disabled={readOnly}
      error={error}
      helperText={helperText}
      onBlur={onBlur}
      onChange={(event) => onChange(isoOfUtcInput(event.target.value))}
    />
  );
}
