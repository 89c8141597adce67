import { describe, expect, it } from 'vitest';
import { defaultTheme, type Theme } from '../../../schemas/theme';
import {
  checkThemeContrast,
  colourOf,
  contrastPairs,
  contrastRatio,
  formatRatio,
  nearestPassingColour,
} from '~/studio/editor/contrast-check';
import { demoShops } from '../../e2e/demo-fixtures';

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!.config.theme as unknown as Theme;

describe('contrastRatio (WCAG 2.2)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches the reference values of the WCAG examples', () => {
    // #767676 on white is the classic lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('blends a translucent foreground over the background first', () => {
    expect(contrastRatio('#00000000', '#ffffff')).toBe(1);
    expect(contrastRatio('#ffffff80', '#000000')).toBeCloseTo(contrastRatio('#808080', '#000000'), 1);
  });

  it('never rounds a failing ratio up to the threshold when shown', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('nearestPassingColour', () => {
  it('returns the colour itself when it already passes', () => {
    expect(nearestPassingColour('#ffffff', '#000000', 4.5)).toBe('#ffffff');
  });

  it('finds a passing colour that keeps the hue and moves lightness as little as it must', () => {
    const fixed = nearestPassingColour('#8f7868', '#1f120c', 4.5);
    expect(contrastRatio(fixed, '#1f120c')).toBeGreaterThanOrEqual(4.5);
    // A small step lighter, not a jump to white.
    expect(fixed).not.toBe('#ffffff');
    expect(contrastRatio(fixed, '#1f120c')).toBeLessThan(4.8);
  });

  it('darkens on a light background', () => {
    const fixed = nearestPassingColour('#a3e635', '#ffffff', 4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeLessThan(4.8);
  });

  it('still answers when a mid grey background makes one direction impossible', () => {
    const fixed = nearestPassingColour('#777777', '#767676', 4.5);
    expect(contrastRatio(fixed, '#767676')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('checkThemeContrast', () => {
  it('passes the kit default theme except its own danger ribbon (white on #f43f5e is 3.67:1)', () => {
    const warnings = checkThemeContrast(defaultTheme);
    expect(warnings.map((warning) => [warning.pair.id, formatRatio(warning.ratio)])).toEqual([
      ['danger-label', '3.67:1'],
    ]);
  });

  it('warns on emberfall captions on cards (4.39:1) and suggests a passing caption colour', () => {
    const warnings = checkThemeContrast(emberfall).filter((warning) => warning.pair.id !== 'danger-label');
    expect(warnings.map((warning) => warning.pair.id)).toEqual(['tertiary-on-card']);
    const [warning] = warnings;
    expect(warning!.field).toBe('tertiaryTextColor');
    expect(formatRatio(warning!.ratio)).toBe('4.39:1');
    expect(warning!.minimum).toBe(4.5);
    const ribbon = checkThemeContrast(emberfall).find((candidate) => candidate.pair.id === 'danger-label')!;
    const fixedTheme = {
      ...emberfall,
      tertiaryTextColor: warning!.suggestion,
      dangerForegroundColor: ribbon.suggestion,
    };
    expect(checkThemeContrast(fixedTheme)).toEqual([]);
  });

  it('puts a button label failure on the primary colour, the colour the publisher is choosing', () => {
    const theme: Theme = { ...defaultTheme, primaryColor: '#1a1a1a', baseBackgroundColor: '#0b0f0a' };
    const labels = checkThemeContrast(theme).filter((warning) => warning.pair.id === 'button-label');
    expect(labels).toHaveLength(1);
    expect(labels[0]!.field).toBe('primaryColor');
    expect(contrastRatio('#0b0f0a', labels[0]!.suggestion)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses 3:1 for the primary colour as a UI mark against the page', () => {
    const pair = contrastPairs.find((candidate) => candidate.id === 'primary-on-page')!;
    expect(pair.kind).toBe('ui');
    const theme: Theme = { ...defaultTheme, primaryColor: '#3a3a3a', baseBackgroundColor: '#000000' };
    const ui = checkThemeContrast(theme).find((warning) => warning.pair.id === 'primary-on-page');
    // #3a3a3a on black is about 1.9:1.
    expect(ui?.minimum).toBe(3);
  });

  it("checks an optional colour the theme leaves out against the kit's own shade", () => {
    expect(colourOf(defaultTheme, 'dangerForegroundColor')).toBe('#ffffff');
    const theme: Theme = { ...defaultTheme, dangerColor: '#eeeeee', dangerForegroundColor: '#dddddd' };
    const warning = checkThemeContrast(theme).find((candidate) => candidate.pair.id === 'danger-label');
    expect(warning?.field).toBe('dangerForegroundColor');
  });

  it('skips a pair whose colour is not a valid colour (the field shows its own error)', () => {
    const theme = { ...defaultTheme, primaryTextColor: 'red;}body{background:url(https://x)}' } as Theme;
    expect(checkThemeContrast(theme).some((warning) => warning.pair.foreground === 'primaryTextColor')).toBe(false);
  });
});
