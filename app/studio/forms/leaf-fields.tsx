import { useId } from 'react';
import { fieldLabel } from './field-labels';
import { type AnySchema, textMaxLength } from './schema-walk';
import { useShopTimeZone, withZone } from './shop-time-zone';
import { useFormField } from './use-form-field';
import { isoOfLocalInput, localInputOf } from '~/lib/zoned-time';
import { FieldLabel, FieldMessages, describedBy, useFieldIds } from '~/ui/field-parts';
import { Select } from '~/ui/select';
import { styled } from '~/ui/styled';
import { Input, TextField } from '~/ui/text-field';
import { isImageSrc } from '../../../schemas/common';
import { optionLabel } from './field-labels';
import * as styles from './forms.css';

const SwitchRow = styled('div', styles.switchRow);
const SwitchTrack = styled('button', styles.switchTrack);
const ImageRow = styled('div', styles.imageRow);
const Thumbnail = styled('img', styles.thumbnail);
const NoThumbnail = styled('span', styles.thumbnail);

export interface LeafProps {
  path: string;
  name: string;
  optional: boolean;
  label?: string;
  helperText?: string;
}

/** Text: typing is one undo step until the field loses focus; an optional text emptied is left out. */
export function TextInput({ path, name, optional, label, helperText, schema }: LeafProps & { schema: AnySchema }) {
  const field = useFormField(path);
  return (
    <TextField
      label={label ?? fieldLabel(name)}
      value={typeof field.value === 'string' ? field.value : ''}
      required={!optional}
      disabled={field.readOnly}
      error={field.error}
      helperText={helperText}
      maxLength={textMaxLength(schema)}
      onChange={(event) => {
        const next = event.target.value;
        field.change(optional && next === '' ? undefined : next);
      }}
      onBlur={field.touch}
    />
  );
}

/** An https address; the shared schema's own message says when it is not one. */
export function UrlInput(props: LeafProps) {
  const field = useFormField(props.path);
  return (
    <TextField
      label={props.label ?? fieldLabel(props.name)}
      type="url"
      inputMode="url"
      placeholder="https://…"
      value={typeof field.value === 'string' ? field.value : ''}
      required={!props.optional}
      disabled={field.readOnly}
      error={field.error}
      helperText={props.helperText}
      onChange={(event) => field.change(props.optional && event.target.value === '' ? undefined : event.target.value)}
      onBlur={field.touch}
    />
  );
}

/** A number; an emptied box holds no number (the schema says what it expects) rather than a silent 0. */
export function NumberInput({
  path,
  name,
  optional,
  label,
  helperText,
  integer,
  min,
  max,
}: LeafProps & { integer: boolean; min?: number; max?: number }) {
  const field = useFormField(path);
  const price = /\.price\.[^.]+$/.test(path);
  return (
    <TextField
      label={label ?? (price && name === 'amount' ? 'Amount to pay' : fieldLabel(name))}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      min={min}
      max={max}
      value={typeof field.value === 'number' && Number.isFinite(field.value) ? String(field.value) : ''}
      required={!optional}
      disabled={field.readOnly}
      error={field.error}
      helperText={helperText ?? (price && name !== 'currency' ? 'In minor units: 499 is 4.99' : undefined)}
      onChange={(event) => {
        const raw = event.target.value;
        field.change(raw === '' ? (optional ? undefined : Number.NaN) : Number(raw));
      }}
      onBlur={field.touch}
    />
  );
}

/** One value of an enum, from the kit's select; each pick is one undo step. */
export function ChoiceInput({
  path,
  name,
  optional,
  label,
  helperText,
  options,
}: LeafProps & { options: readonly string[] }) {
  const field = useFormField(path);
  return (
    <Select
      label={label ?? fieldLabel(name)}
      value={typeof field.value === 'string' ? field.value : undefined}
      placeholder="Choose…"
      required={!optional}
      disabled={field.readOnly}
      error={field.error}
      helperText={helperText}
      options={options.map((value) => ({ value, label: optionLabel(value) }))}
      onValueChange={(next) => field.choose(next)}
    />
  );
}

/** An on/off setting drawn as a switch (role="switch"), or a part of the card that may be left out. */
export function Switch({
  label,
  checked,
  disabled,
  onCheckedChange,
  describedById,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  describedById?: string;
}) {
  const id = useId();
  return (
    <SwitchRow>
      <SwitchTrack
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={describedById}
        data-state={checked ? 'checked' : 'unchecked'}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      />
      <label htmlFor={id}>{label}</label>
    </SwitchRow>
  );
}

export function BooleanInput({ path, name, label }: LeafProps) {
  const field = useFormField(path);
  return (
    <Switch
      label={label ?? fieldLabel(name)}
      checked={field.value === true}
      disabled={field.readOnly}
      onCheckedChange={(checked) => field.choose(checked)}
    />
  );
}

/** An image address beside a thumbnail of it, so a publisher sees the picture they pointed at. */
export function ImageInput({ path, name, optional, label }: LeafProps) {
  const field = useFormField(path);
  const src = typeof field.value === 'string' ? field.value : '';
  return (
    <ImageRow>
      {src && isImageSrc(src) ? (
        <Thumbnail src={src} alt="" loading="lazy" />
      ) : (
        <NoThumbnail aria-hidden="true">No image</NoThumbnail>
      )}
      <TextField
        label={label ?? fieldLabel(name)}
        value={src}
        placeholder="https://… or /images/…"
        required={!optional}
        disabled={field.readOnly}
        error={field.error}
        helperText="An https address or a path on this shop"
        onChange={(event) => field.change(optional && event.target.value === '' ? undefined : event.target.value)}
        onBlur={field.touch}
      />
    </ImageRow>
  );
}

/** A date and time in the shop's zone, its name next to the input, the publisher's own clock as a hint. */
export function DateTimeInput({ path, name, optional, label, helperText: hint }: LeafProps) {
  const field = useFormField(path);
  const timeZone = useShopTimeZone();
  const ids = useFieldIds();
  const local = localInputOf(field.value, timeZone);
  const iso = typeof field.value === 'string' ? field.value : '';
  const own =
    local === ''
      ? undefined
      : `Your time: ${new Date(Date.parse(iso)).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
  const rule = hint ?? (optional ? 'Leave empty for no end.' : undefined);
  const helperText = rule ? `${own ? `${own}. ` : ''}${rule}` : own;
  return (
    <div>
      <FieldLabel htmlFor={ids.controlId} required={!optional} disabled={field.readOnly}>
        {withZone(label ?? fieldLabel(name), timeZone)}
      </FieldLabel>
      <Input
        id={ids.controlId}
        type="datetime-local"
        value={local}
        required={!optional}
        disabled={field.readOnly}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(ids, { error: field.error, helperText })}
        onChange={(event) =>
          field.choose(
            event.target.value === ''
              ? optional
                ? undefined
                : ''
              : (isoOfLocalInput(event.target.value, timeZone) ?? event.target.value),
          )
        }
        onBlur={field.touch}
      />
      <FieldMessages ids={ids} error={field.error} helperText={helperText} />
    </div>
  );
}
