import { useEffect, useState } from 'react';
import { HexColorPicker, setNonce } from 'react-colorful';
import { isHexColour } from '../../../schemas/theme-values';
import type { ThemeColourField } from './contrast-check';
import { ContrastWarnings } from './contrast-warning';
import { useEditorField } from './editor-form';
import type { ContrastWarning } from './contrast-check';
import { Popover, PopoverContent, PopoverTrigger } from '~/ui/popover';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import * as styles from './controls.css';

const Row = styled('div', styles.colourRow);
const Swatch = styled('button', styles.swatch);
const IconButton = styled('button', styles.iconButton);
const PickerPanel = styled('div', styles.pickerPanel);

interface EyeDropperResult {
  sRGBHex: string;
}
type EyeDropperConstructor = new () => { open: () => Promise<EyeDropperResult> };

/** react-colorful adds its own <style>; under our CSP it needs the page's nonce, which the browser keeps on scripts. */
function useColourfulNonce() {
  useEffect(() => {
    const script = document.querySelector<HTMLScriptElement>('script[nonce]');
    if (script?.nonce) setNonce(script.nonce);
  }, []);
}

export interface ColourFieldProps {
  field: ThemeColourField;
  label: string;
  /** For the semantic colours a theme may leave out: what applies when the field is empty. */
  optionalDefault?: string;
  warnings: readonly ContrastWarning[];
}

/**
 * A theme colour: a swatch that opens a picker (a drag is one undo step), a hex field checked by the shared schema
 * as it is typed, the browser's eyedropper where there is one, and this colour's contrast warnings with a fix.
 */
export function ColourField({ field, label, optionalDefault, warnings }: ColourFieldProps) {
  const { value, error, readOnly, change, choose, endGesture, onBlur } = useEditorField(`theme.${field}`);
  const text = typeof value === 'string' ? value : '';
  const shown = isHexColour(text) ? text : (optionalDefault ?? '#000000');
  const [eyeDropper, setEyeDropper] = useState<EyeDropperConstructor | null>(null);
  useColourfulNonce();
  useEffect(() => {
    const candidate = (window as unknown as { EyeDropper?: EyeDropperConstructor }).EyeDropper;
    if (candidate) setEyeDropper(() => candidate);
  }, []);
  const pickFromScreen = async () => {
    if (!eyeDropper) return;
    try {
      const { sRGBHex } = await new eyeDropper().open();
      choose(sRGBHex.toLowerCase());
    } catch {
      // The publisher pressed Escape: nothing picked.
    }
  };
  return (
    <div>
      <Row>
        <Popover onOpenChange={(open) => (open ? null : endGesture())}>
          <PopoverTrigger asChild>
            <Swatch
              type="button"
              disabled={readOnly}
              style={{ background: shown }}
              aria-label={`Pick ${label.toLowerCase()} from a colour picker`}
            />
          </PopoverTrigger>
          <PopoverContent aria-label={`${label} picker`}>
            <PickerPanel>
              <HexColorPicker color={shown} onChange={(hex) => change(hex)} onChangeEnd={endGesture} />
            </PickerPanel>
          </PopoverContent>
        </Popover>
        <TextField
          label={label}
          value={text}
          disabled={readOnly}
          spellCheck={false}
          autoComplete="off"
          placeholder={optionalDefault ? `${optionalDefault} (kit default)` : '#rrggbb'}
          error={error}
          onChange={(event) => {
            const next = event.target.value.trim();
            change((next === '' && optionalDefault ? undefined : next) as never);
          }}
          onBlur={() => {
            onBlur();
            endGesture();
          }}
        />
        {eyeDropper ? (
          <IconButton
            type="button"
            disabled={readOnly}
            onClick={() => void pickFromScreen()}
            aria-label={`Pick ${label.toLowerCase()} from the screen`}
            title="Eyedropper"
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="m2 22 1-1h3l9-9M3 21v-3l9-9m3 0 3.4-3.4a2.1 2.1 0 1 1 3 3L18 12l-6-6 3 3Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </IconButton>
        ) : (
          <span />
        )}
      </Row>
      <ContrastWarnings warnings={warnings} onFix={(colour) => choose(colour)} readOnly={readOnly} />
    </div>
  );
}
