import type { CSSProperties } from 'react';
import { fonts, type Font } from '../../../schemas/enums';
import { useEditorField } from './editor-form';
import { commercialFallbacks, fontInfo, fontStack, type CommercialFont } from '~/ui/fonts';
import { Select } from '~/ui/select';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import * as styles from './controls.css';

const Sample = styled('p', styles.fontSample);
const FieldGrid = styled('div', styles.fieldGrid);

const fontOptions = fonts.map((font) => ({
  value: font,
  label: <span style={{ fontFamily: fontStack(font) }}>{fontInfo[font].displayName}</span>,
}));

const slots = [
  { slot: 'fontFamily', label: 'Body font', sample: 'Daily deals refresh at midnight.' },
  { slot: 'displayFontFamily', label: 'Display font', sample: 'LEGENDARY CHEST' },
  { slot: 'buttonFontFamily', label: 'Button font', sample: 'Buy now · 4.99' },
] as const;

function FontSlot({ slot, label, sample }: (typeof slots)[number]) {
  const { value, error, readOnly, choose } = useEditorField(`theme.fonts.${slot}`);
  const font = value as Font;
  return (
    <div>
      <Select
        label={label}
        options={fontOptions}
        value={font}
        disabled={readOnly}
        error={error}
        onValueChange={(next) => choose(next as Font)}
      />
      <Sample style={{ fontFamily: fontStack(font) } as CSSProperties} aria-hidden="true">
        {sample}
      </Sample>
    </div>
  );
}

function FontFile({ font }: { font: CommercialFont }) {
  const { value, error, readOnly, change, endGesture } = useEditorField(`customFontFiles.${font}`);
  const name = fontInfo[font].displayName;
  return (
    <TextField
      label={`${name} font file`}
      value={typeof value === 'string' ? value : ''}
      disabled={readOnly}
      placeholder="https://… or /fonts/….woff2"
      helperText={`${name} is a commercial font: give your licensed file (woff2, woff, ttf or otf). Without one, ${fontInfo[commercialFallbacks[font]].displayName} stands in.`}
      error={error}
      onChange={(event) => change((event.target.value.trim() || undefined) as never)}
      onBlur={endGesture}
    />
  );
}

/** The theme's three font slots with a sample in each font, and the publisher's own files for the commercial fonts. */
export function FontSlots() {
  return (
    <FieldGrid>
      {slots.map((slot) => (
        <FontSlot key={slot.slot} {...slot} />
      ))}
      {(Object.keys(commercialFallbacks) as CommercialFont[]).map((font) => (
        <FontFile key={font} font={font} />
      ))}
    </FieldGrid>
  );
}
