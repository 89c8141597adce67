import { useId } from 'react';
import { isBoundedLength } from '../../../schemas/theme-values';
import { useEditorField } from './editor-form';
import { FieldLabel, FieldMessage } from '~/ui/field-parts';
import { Input } from '~/ui/text-field';
import { styled } from '~/ui/styled';
import * as styles from './controls.css';

const Row = styled('div', styles.lengthRow);
const UnitInput = styled('div', styles.unitInput);

const MAX_PX = 64;

/** `8px` -> 8, `0.5rem` -> 8 (16px to the rem), anything else -> null. */
export function pixelsOf(value: unknown): number | null {
  if (typeof value !== 'string' || !isBoundedLength(value)) return null;
  if (value === '0') return 0;
  const amount = parseFloat(value);
  return value.endsWith('rem') ? Math.round(amount * 16) : amount;
}

/** A theme radius: a slider (a drag is one undo step) and a number in pixels, both writing `Npx`. */
export function LengthField({ field, label }: { field: 'borderRadius' | 'inputBorderRadius'; label: string }) {
  const { value, error, readOnly, change, endGesture } = useEditorField(`theme.${field}`);
  const id = useId();
  const pixels = pixelsOf(value);
  const set = (raw: string) => change(raw === '' ? '' : `${raw}px`);
  return (
    <div>
      <FieldLabel id={`${id}-label`} htmlFor={`${id}-range`}>
        {label}
      </FieldLabel>
      <Row>
        <input
          id={`${id}-range`}
          type="range"
          min={0}
          max={MAX_PX}
          step={1}
          value={pixels ?? 0}
          disabled={readOnly}
          aria-valuetext={pixels === null ? 'invalid' : `${pixels} pixels`}
          onChange={(event) => set(event.target.value)}
          onPointerUp={endGesture}
          onKeyUp={endGesture}
          onBlur={endGesture}
        />
        <UnitInput>
          <Input
            type="number"
            min={0}
            max={MAX_PX}
            step={1}
            inputMode="numeric"
            value={pixels ?? ''}
            disabled={readOnly}
            aria-label={`${label} in pixels`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => set(event.target.value)}
            onBlur={endGesture}
          />
          <span aria-hidden="true">px</span>
        </UnitInput>
      </Row>
      {error ? (
        <FieldMessage id={`${id}-error`} tone="error">
          {error}
        </FieldMessage>
      ) : null}
    </div>
  );
}
