import { describe, expect, it } from 'vitest';
import { COLOUR_MESSAGE, type Theme, defaultTheme, themeSchema } from '../../../schemas/theme';
import { cssVariablesToStyleText, themeToCssVariables } from '~/lib/theme-variables';
import { resolveTokens } from '~/ui/style-rules';
import { tokens } from '~/ui/tokens';

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
  it('writes none of their variables, so the kit shades of the tokens apply', () => {
    const vars = themeToCssVariables(defaultTheme);
    for (const name of Object.values(semanticColours)) expect(vars).not.toHaveProperty(name);
    expect(tokens.colors.success).toBe('var(--gf-success, #4ade80)');
    expect(tokens.colors.shadow).toBe('var(--gf-shadow, #000000)');
    expect(tokens.colors.danger).toBe('var(--gf-danger, #f43f5e)');
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

describe('the style tokens', () => {
  it('let a component name every semantic colour, which becomes the theme variable with the kit shade as fallback', () => {
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
    ] as const) {
      const variable = `--gf-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect(resolveTokens('color', `$${token}`)).toMatch(new RegExp(`^var\\(${variable}, #[0-9a-f]{6}\\)$`));
      expect(resolveTokens('boxShadow', `0 0 4px $colors$${token}`)).toBe(`0 0 4px ${tokens.colors[token]}`);
    }
  });
});
