import { describe, expect, it } from 'vitest';
import { COLOUR_MESSAGE, type Theme, defaultTheme, themeSchema } from '../../../schemas/theme';
import { cssVariablesToStyleText, themeToCssVariables } from '~/lib/theme-variables';
import { getCssText, theme as tokens } from '~/ui/stitches.config';

const semanticColours = {
  primaryForegroundColor: '--gf-primary-foreground',
  successColor: '--gf-success',
  successForegroundColor: '--gf-success-foreground',
  warningColor: '--gf-warning',
  warningForegroundColor: '--gf-warning-foreground',
  infoColor: '--gf-info',
  infoForegroundColor: '--gf-info-foreground',
  dangerColor: '--gf-danger',
  dangerForegroundColor: '--gf-danger-foreground',
  shadowColor: '--gf-shadow',
  highlightColor: '--gf-highlight',
} as const;

describe('given a shop theme without semantic colours', () => {
  it('writes none of their variables, so the kit shades of the Stitches tokens apply', () => {
    const vars = themeToCssVariables(defaultTheme);
    for (const name of Object.values(semanticColours)) expect(vars).not.toHaveProperty(name);
    expect(tokens.colors.success.value).toBe('var(--gf-success, #4ade80)');
    expect(tokens.colors.shadow.value).toBe('var(--gf-shadow, #000000)');
    expect(tokens.colors.danger.value).toBe('var(--gf-danger, #f43f5e)');
  });
});

describe.each(Object.entries(semanticColours))('given a shop theme that sets %s', (field, variable) => {
  it(`reaches ${variable} in the shop's style text`, () => {
    const theme = themeSchema.parse({ ...defaultTheme, [field]: '#123abc' });
    expect(themeToCssVariables(theme)[variable as `--gf-${string}`]).toBe('#123abc');
    expect(cssVariablesToStyleText(themeToCssVariables(theme))).toContain(`${variable}:#123abc`);
  });

  it.each(['red;}body{display:none', '#fff;background:url(x)', 'var(--gf-primary)', 'rgb(0 0 0)', '#12345'])(
    'refuses %j with the colour message, and the style text never carries it',
    (hostile) => {
      const result = themeSchema.safeParse({ ...defaultTheme, [field]: hostile });
      expect(result.error?.issues.find((issue) => issue.path.join('.') === field)?.message).toBe(COLOUR_MESSAGE);
      // A theme that skipped the schema is refused again where the variables are written.
      expect(() => themeToCssVariables({ ...defaultTheme, [field]: hostile } as Theme)).toThrow(`at ${field}`);
    },
  );
});

describe('the token sheet', () => {
  it('declares every semantic colour as a Stitches token a component can name', () => {
    const css = getCssText();
    for (const token of [
      'primaryForeground',
      'success',
      'successForeground',
      'warning',
      'warningForeground',
      'info',
      'infoForeground',
      'shadow',
      'highlight',
    ]) {
      expect(css).toContain(`--gf-colors-${token}:`);
    }
  });
});
