import { useEffect, useRef, useState } from 'react';
import { exampleOf, formatMajorUnits, parseMajorUnits } from '~/lib/money-units';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { Select } from '~/ui/select';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import { currencyChoices } from './currencies';
import * as styles from './catalogue.css';

const Group = styled('fieldset', styles.group);
const LineRow = styled('div', styles.lineRow);
const RemoveButton = styled('button', styles.removeButton);
const Toolbar = styled('div', styles.toolbar);
const Note = styled('p', styles.note);

export type MoneyPrices = Record<string, number>;

interface Row {
  currency: string;
  typed: string;
  error?: string;
}

/** The default currency's row first (jsonb keeps keys in its own order), the others by code. */
const rowsOf = (prices: MoneyPrices | undefined, first: string): Row[] =>
  Object.entries(prices ?? {})
    .sort(([a], [b]) => (a === first ? -1 : b === first ? 1 : a.localeCompare(b)))
    .map(([currency, minor]) => ({ currency, typed: formatMajorUnits(minor, currency) }));

const keyOf = (prices: MoneyPrices | undefined) => JSON.stringify(prices ?? {});

/**
 * Amounts by currency (a price list, "was" prices, a coupon's amount off): typed in major units ("4.99"), stored in
 * the currency's minor units (499). A row whose text cannot be charged shows why, and the config keeps that
 * currency's last amount that could be (none for a new row): the draft never holds a guessed or rounded amount.
 */
export function MoneyPricesField({
  legend,
  value,
  onChange,
  onBlur,
  errorAt,
  defaultCurrency,
  readOnly,
  hint,
}: {
  legend: string;
  value: MoneyPrices | undefined;
  onChange: (prices: MoneyPrices | undefined) => void;
  onBlur: () => void;
  /** The schema's message for one currency of the value. */
  errorAt: (currency: string) => string | undefined;
  defaultCurrency: string;
  readOnly: boolean;
  hint?: string;
}) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(value, defaultCurrency));
  const written = useRef(keyOf(value));
  const [adding, setAdding] = useState<string>('');

  // Undo, redo or a reload put other amounts in the form: show them.
  useEffect(() => {
    const key = keyOf(value);
    if (key === written.current) return;
    written.current = key;
    setRows(rowsOf(value, defaultCurrency));
  }, [value, defaultCurrency]);

  const write = (next: Row[]) => {
    const checked = next.map((row): Row => {
      const parsed = parseMajorUnits(row.typed, row.currency);
      if (!parsed.ok) return { ...row, error: parsed.message };
      if (parsed.minor === 0) return { ...row, error: 'Enter an amount above zero (remove the row for none)' };
      return { currency: row.currency, typed: row.typed } as Row;
    });
    setRows(checked);
    const prices: MoneyPrices = {};
    for (const row of checked) {
      const parsed = parseMajorUnits(row.typed, row.currency);
      if (!row.error && parsed.ok) prices[row.currency] = parsed.minor;
      // While a row cannot be charged, the config keeps its last amount that could: a typo never drops a price.
      else if (value?.[row.currency] !== undefined) prices[row.currency] = value[row.currency]!;
    }
    const result = Object.keys(prices).length > 0 ? prices : undefined;
    const key = keyOf(result);
    if (key === written.current) return;
    written.current = key;
    onChange(result);
  };

  const free = currencyChoices(defaultCurrency, ...rows.map((row) => row.currency)).filter(
    (code) => !rows.some((row) => row.currency === code),
  );
  const toAdd = free.includes(adding) ? adding : (free.find((code) => code === defaultCurrency) ?? free[0] ?? '');

  return (
    <Group>
      <legend>{legend}</legend>
      {hint ? <Note>{hint}</Note> : null}
      {rows.map((row, index) => (
        <LineRow key={row.currency}>
          <TextField
            label={`${legend}: ${row.currency}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={exampleOf(row.currency)}
            value={row.typed}
            disabled={readOnly}
            error={row.error ?? errorAt(row.currency)}
            onChange={(event) =>
              write(rows.map((other, at) => (at === index ? { ...other, typed: event.target.value } : other)))
            }
            onBlur={onBlur}
          />
          <RemoveButton
            type="button"
            aria-label={`Remove the ${row.currency} amount`}
            disabled={readOnly}
            onClick={() => {
              write(rows.filter((_, at) => at !== index));
              onBlur();
            }}
          >
            <Icon name="close" size={16} />
          </RemoveButton>
        </LineRow>
      ))}
      {readOnly || !toAdd ? null : (
        <Toolbar>
          <Select
            label="Currency"
            value={toAdd}
            options={free.map((code) => ({ value: code, label: code }))}
            onValueChange={setAdding}
          />
          <Button
            type="button"
            variant="secondary"
            size="small"
            leading={<Icon name="plus" size={16} />}
            onClick={() => setRows([...rows, { currency: toAdd, typed: '' }])}
          >
            Add {toAdd}
          </Button>
        </Toolbar>
      )}
    </Group>
  );
}
