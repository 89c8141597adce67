import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldLabel } from './field-labels';
import type { AnySchema } from './schema-walk';
import { useFormField } from './use-form-field';
import { Button } from '~/ui/button';
import { FieldMessage } from '~/ui/field-parts';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import * as styles from './forms.css';

const Group = styled('fieldset', styles.group);
const Row = styled('div', styles.recordRow);
const EntryButton = styled('button', styles.entryButton);
const Empty = styled('p', styles.empty);
const Hint = styled('p', styles.panelIntro);

interface Row {
  key: string;
  value: string;
}

const rowsOf = (value: unknown): Row[] =>
  Object.entries(typeof value === 'object' && value !== null ? value : {}).map(([key, amount]) => ({
    key,
    value: typeof amount === 'number' ? String(amount) : '',
  }));

const messageOf = (schema: AnySchema, value: unknown) => {
  const result = (schema as unknown as z.ZodType).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/**
 * A map of names to numbers (a pass's XP per game event): one row per entry. A row whose name or number the schema
 * refuses, or whose name is already used, keeps its text and says why; the config keeps only the rows it accepts
 * (like the catalogue's prices, docs/decisions/041), so a half-typed name never drops or merges an entry silently.
 */
export function RecordField({
  path,
  name,
  label,
  helperText,
  keySchema,
  valueSchema,
}: {
  path: string;
  name: string;
  label?: string;
  helperText?: string;
  keySchema: AnySchema;
  valueSchema: AnySchema;
}) {
  const field = useFormField(path);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(field.value));
  const [announcement, setAnnouncement] = useState('');
  const written = useRef(JSON.stringify(field.value ?? {}));
  const title = label ?? fieldLabel(name);

  // Undo, redo or a reload changed the value under us: show it.
  useEffect(() => {
    const now = JSON.stringify(field.value ?? {});
    if (now !== written.current) {
      written.current = now;
      setRows(rowsOf(field.value));
    }
  }, [field.value]);

  const problems = rows.map((row, index) => ({
    key:
      messageOf(keySchema, row.key) ??
      (rows.findIndex((other) => other.key === row.key) < index ? 'Already in the list' : undefined),
    value: row.value.trim() === '' ? messageOf(valueSchema, undefined) : messageOf(valueSchema, Number(row.value)),
  }));

  const update = (next: Row[], step: boolean) => {
    setRows(next);
    const accepted = Object.fromEntries(
      next.flatMap((row, index) => {
        const bad =
          messageOf(keySchema, row.key) !== undefined ||
          next.findIndex((other) => other.key === row.key) < index ||
          row.value.trim() === '' ||
          messageOf(valueSchema, Number(row.value)) !== undefined;
        return bad ? [] : [[row.key, Number(row.value)]];
      }),
    );
    const serialised = JSON.stringify(accepted);
    if (serialised === written.current) return;
    written.current = serialised;
    if (step) field.choose(accepted);
    else field.change(accepted);
  };

  const add = () => {
    const taken = new Set(rows.map((row) => row.key));
    let n = rows.length + 1;
    while (taken.has(`event_${n}`)) n += 1;
    update([...rows, { key: `event_${n}`, value: '10' }], true);
    setAnnouncement(`Added event_${n}. Rename it to the event the game posts.`);
  };

  return (
    <Group>
      <legend>{title}</legend>
      {helperText ? <Hint>{helperText}</Hint> : null}
      {rows.length === 0 ? <Empty>None yet.</Empty> : null}
      {rows.map((row, index) => (
        <Row key={index}>
          <TextField
            label={`Event ${index + 1} name`}
            value={row.key}
            required
            disabled={field.readOnly}
            error={problems[index]!.key}
            onChange={(event) =>
              update(
                rows.map((other, at) => (at === index ? { ...other, key: event.target.value } : other)),
                false,
              )
            }
            onBlur={field.touch}
          />
          <TextField
            label="XP"
            type="number"
            inputMode="numeric"
            value={row.value}
            required
            disabled={field.readOnly}
            error={problems[index]!.value}
            onChange={(event) =>
              update(
                rows.map((other, at) => (at === index ? { ...other, value: event.target.value } : other)),
                false,
              )
            }
            onBlur={field.touch}
          />
          <EntryButton
            type="button"
            data-tone="danger"
            aria-label={`Remove ${row.key || `event ${index + 1}`}`}
            disabled={field.readOnly}
            onClick={() => {
              update(
                rows.filter((_, at) => at !== index),
                true,
              );
              setAnnouncement(`Removed ${row.key || `event ${index + 1}`}. Undo with Ctrl+Z.`);
            }}
          >
            <span aria-hidden="true">✕</span>
          </EntryButton>
        </Row>
      ))}
      {field.error ? <FieldMessage tone="error">{field.error}</FieldMessage> : null}
      <div>
        <Button type="button" variant="secondary" size="small" disabled={field.readOnly} onClick={add}>
          Add event
        </Button>
      </div>
      <VisuallyHidden asChild>
        <p role="status">{announcement}</p>
      </VisuallyHidden>
    </Group>
  );
}
