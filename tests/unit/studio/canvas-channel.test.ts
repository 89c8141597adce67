// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defaultTheme, type Theme } from '../../../schemas/theme';
import { themeToCssVariables } from '~/lib/theme-variables';
import {
  CHANNEL,
  canvasFontFilesOf,
  canvasThemeOf,
  editorMessageSchema,
  isFromExpected,
} from '~/studio/editor/canvas-channel';
import { applyTheme } from '~/studio/editor/canvas-receiver';

const HOSTILE = 'red;}body{background:url(https://x)}';

describe('canvasThemeOf', () => {
  it('takes every valid field and keeps the last valid value of an invalid one', () => {
    const candidate = { ...defaultTheme, primaryColor: HOSTILE, paperColor: '#123456', buttonType: 'hutch' };
    const theme = canvasThemeOf(candidate, defaultTheme);
    expect(theme.primaryColor).toBe(defaultTheme.primaryColor);
    expect(theme.paperColor).toBe('#123456');
    expect(theme.buttonType).toBe('hutch');
  });

  it('leaves out an optional colour the form cleared, and keeps a valid one', () => {
    const last: Theme = { ...defaultTheme, successColor: '#00ff00' };
    expect(canvasThemeOf({ ...last, successColor: undefined }, last).successColor).toBeUndefined();
    expect(canvasThemeOf({ ...last, successColor: 'nope' }, last).successColor).toBe('#00ff00');
  });

  it('keeps only valid font files', () => {
    expect(canvasFontFilesOf({ COCOGOOSE: '/fonts/c.woff2', FORMULA1: 'javascript:alert(1)' })).toEqual({
      COCOGOOSE: '/fonts/c.woff2',
    });
  });
});

describe('editor messages', () => {
  const message = (theme: unknown) => ({ channel: CHANNEL, type: 'theme', seq: 1, theme, customFontFiles: {} });

  it('accept a valid theme', () => {
    expect(editorMessageSchema.safeParse(message(defaultTheme)).success).toBe(true);
  });

  it('refuse a hostile colour, so it never reaches the canvas', () => {
    const result = editorMessageSchema.safeParse(message({ ...defaultTheme, primaryColor: HOSTILE }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['theme.primaryColor']);
  });

  it('refuse unknown keys and other channels', () => {
    expect(editorMessageSchema.safeParse({ ...message(defaultTheme), extra: 1 }).success).toBe(false);
    expect(editorMessageSchema.safeParse({ ...message(defaultTheme), channel: 'other' }).success).toBe(false);
  });
});

describe('isFromExpected', () => {
  const frame = {} as MessageEventSource;
  it('accepts only the own origin and the expected window', () => {
    expect(isFromExpected({ origin: 'http://a.test', source: frame }, frame, 'http://a.test')).toBe(true);
    expect(isFromExpected({ origin: 'http://evil.test', source: frame }, frame, 'http://a.test')).toBe(false);
    expect(isFromExpected({ origin: 'http://a.test', source: {} as MessageEventSource }, frame, 'http://a.test')).toBe(
      false,
    );
    expect(isFromExpected({ origin: 'http://a.test', source: null }, null, 'http://a.test')).toBe(false);
  });
});

describe('applyTheme', () => {
  it('sets the same variables the server renders, and the button type and typography attributes', () => {
    document.body.innerHTML = `<div data-shop="emberfall" data-button-type="unknown" data-typography="default" style="--gf-primary:#000000;--gf-success:#00ff00"></div>`;
    const theme: Theme = { ...defaultTheme, primaryColor: '#ff0000', buttonType: 'hutch', typography: 'fateless' };
    applyTheme(document, { theme });
    const root = document.querySelector<HTMLElement>('[data-shop]')!;
    for (const [name, value] of Object.entries(themeToCssVariables(theme))) {
      expect(root.style.getPropertyValue(name)).toBe(value);
    }
    // An optional colour the theme no longer sets falls back to the kit's shade again.
    expect(root.style.getPropertyValue('--gf-success')).toBe('');
    expect(root.getAttribute('data-button-type')).toBe('hutch');
    expect(root.getAttribute('data-typography')).toBe('fateless');
  });

  it('refuses a theme whose value could leave its declaration, changing nothing', () => {
    document.body.innerHTML = `<div data-shop="emberfall" style="--gf-primary:#000000"></div>`;
    const theme = { ...defaultTheme, primaryColor: HOSTILE } as Theme;
    expect(() => applyTheme(document, { theme })).toThrow();
    expect(document.querySelector<HTMLElement>('[data-shop]')!.style.getPropertyValue('--gf-primary')).toBe('#000000');
  });
});
