import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buttonTypes, fonts, typographySets } from '../../../schemas/enums';
import { COLOUR_MESSAGE, LENGTH_MESSAGE, type Theme, defaultTheme, themeSchema } from '../../../schemas/theme';
import { cssVariablesToStyleText, fontStacks, fontsUsedBy, themeToCssVariables } from '~/lib/theme-variables';

const colourFields = [
  'accentBorderColor',
  'accentTextColor',
  'backgroundAccentColor',
  'baseBackgroundColor',
  'borderColor',
  'brandPrimaryDarkColor',
  'headerBackgroundColor',
  'paperColor',
  'primaryColor',
  'primaryTextColor',
  'secondaryTextColor',
  'tertiaryTextColor',
] as const;
const lengthFields = ['borderRadius', 'inputBorderRadius'] as const;

const messageAt = (input: unknown, field: string) =>
  themeSchema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === field)?.message;

// Fragments that could end a declaration, open a block, load a URL or break out of HTML.
const hostileFragments = [
  ';',
  '}',
  '{',
  'url(',
  '<',
  '>',
  '"',
  "'",
  '\\',
  '\n',
  '/*',
  '*/',
  'expression(',
  '</style>',
  ':',
  '!important',
];
const hostileString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...hostileFragments), fc.string({ maxLength: 12 }))
  .map(([before, fragment, after]) => before + fragment + after);

const hexColour = fc.stringMatching(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/);
const boundedLength = fc.oneof(
  fc.constant('0'),
  fc.integer({ min: 0, max: 64 }).map((n) => `${n}px`),
  fc.integer({ min: 0, max: 400 }).map((n) => `${n / 100}rem`),
);
const validTheme: fc.Arbitrary<Theme> = fc.record({
  accentBorderColor: hexColour,
  accentTextColor: hexColour,
  backgroundAccentColor: hexColour,
  baseBackgroundColor: hexColour,
  borderColor: hexColour,
  borderRadius: boundedLength,
  brandPrimaryDarkColor: hexColour,
  buttonType: fc.constantFrom(...buttonTypes),
  fonts: fc.record({
    fontFamily: fc.constantFrom(...fonts),
    displayFontFamily: fc.constantFrom(...fonts),
    buttonFontFamily: fc.constantFrom(...fonts),
  }),
  headerBackgroundColor: hexColour,
  inputBorderRadius: boundedLength,
  paperColor: hexColour,
  primaryColor: hexColour,
  primaryTextColor: hexColour,
  secondaryTextColor: hexColour,
  tertiaryTextColor: hexColour,
  typography: fc.constantFrom(...typographySets),
});

const SAFE_DECLARATION = /^--gf-[a-z0-9-]+:[A-Za-z0-9#.,' -]+$/;

describe('themeSchema', () => {
  it('accepts the default theme: dark with a lime primary', () => {
    expect(themeSchema.parse(defaultTheme)).toEqual(defaultTheme);
    expect(defaultTheme.primaryColor).toBe('#a3e635');
    expect(defaultTheme.baseBackgroundColor).toBe('#0b0f0a');
  });

  it.each(['#abc', '#A3E635', '#a3e635', '#a3e63580'])('accepts the colour %s', (colour) => {
    expect(themeSchema.safeParse({ ...defaultTheme, primaryColor: colour }).success).toBe(true);
  });

  it.each(['red', 'rgb(0,0,0)', '#abcd5', '#ggg', 'a3e635', '#a3e635 ', 'var(--x)', ''])(
    'rejects the colour %j',
    (colour) => {
      expect(messageAt({ ...defaultTheme, primaryColor: colour }, 'primaryColor')).toBe(COLOUR_MESSAGE);
    },
  );

  it.each(['0', '0px', '8px', '64px', '0.5rem', '4rem', '12.5px'])('accepts the length %s', (length) => {
    expect(themeSchema.safeParse({ ...defaultTheme, borderRadius: length }).success).toBe(true);
  });

  it.each(['65px', '4.5rem', '8', '8em', '-1px', ' 8px', '8px;}', '1e2px', 'calc(8px)', '100%'])(
    'rejects the length %j',
    (length) => {
      expect(messageAt({ ...defaultTheme, borderRadius: length }, 'borderRadius')).toBe(LENGTH_MESSAGE);
    },
  );

  it('rejects unknown keys and unknown fonts', () => {
    expect(themeSchema.safeParse({ ...defaultTheme, primaryColour: '#fff' }).success).toBe(false);
    expect(
      themeSchema.safeParse({ ...defaultTheme, fonts: { ...defaultTheme.fonts, fontFamily: 'ARIAL' } }).success,
    ).toBe(false);
    expect(themeSchema.safeParse({ ...defaultTheme, buttonType: 'round' }).success).toBe(false);
  });

  it('rejects any string with an injection fragment in every colour and length field', () => {
    fc.assert(
      fc.property(hostileString, fc.constantFrom(...colourFields, ...lengthFields), (value, field) => {
        const message = messageAt({ ...defaultTheme, [field]: value }, field);
        expect(message).toBe((lengthFields as readonly string[]).includes(field) ? LENGTH_MESSAGE : COLOUR_MESSAGE);
      }),
      { numRuns: 500 },
    );
  });
});

describe('themeToCssVariables', () => {
  it('maps every visual field of the default theme', () => {
    const vars = themeToCssVariables(defaultTheme);
    expect(vars['--gf-primary']).toBe('#a3e635');
    expect(vars['--gf-base-bg']).toBe('#0b0f0a');
    expect(vars['--gf-radius']).toBe('8px');
    expect(vars['--gf-font-body']).toBe("'Roboto', system-ui, sans-serif");
    expect(Object.keys(vars).sort()).toEqual(
      [
        '--gf-primary',
        '--gf-primary-text',
        '--gf-paper',
        '--gf-base-bg',
        '--gf-bg-accent',
        '--gf-border',
        '--gf-accent-border',
        '--gf-accent-text',
        '--gf-secondary-text',
        '--gf-tertiary-text',
        '--gf-brand-primary-dark',
        '--gf-header-bg',
        '--gf-radius',
        '--gf-input-radius',
        '--gf-font-body',
        '--gf-font-display',
        '--gf-font-button',
      ].sort(),
    );
  });

  it('gives every font a stack with fallbacks', () => {
    expect(fontStacks.COCOGOOSE).toBe("'Cocogoose', 'Kanit', sans-serif");
    expect(fontStacks.FORMULA1).toBe("'Formula1', 'Barlow', sans-serif");
    expect(fontStacks.CENZO_FLARE).toBe("'Cenzo Flare', 'Cinzel', serif");
    for (const font of fonts) expect(fontStacks[font]).toMatch(/, (sans-serif|serif)$/);
  });

  it('throws on a theme that did not come through the schema', () => {
    const hostile = { ...defaultTheme, primaryColor: 'red;}body{background:url(https://x)}' };
    expect(() => themeToCssVariables(hostile)).toThrow();
  });

  it('emits only safe declarations for every theme the schema accepts', () => {
    fc.assert(
      fc.property(validTheme, (theme) => {
        const text = cssVariablesToStyleText(themeToCssVariables(theme));
        const declarations = text.split(';');
        expect(declarations).toHaveLength(17);
        for (const declaration of declarations) expect(declaration).toMatch(SAFE_DECLARATION);
        expect(text).not.toMatch(/[{}<>"\\\n]|url\(|\/\*/);
      }),
      { numRuns: 300 },
    );
  });

  it('writes name:value pairs joined by semicolons', () => {
    expect(cssVariablesToStyleText(themeToCssVariables(defaultTheme))).toMatch(
      /^--gf-primary:#a3e635;--gf-primary-text:#f4f7f2;/,
    );
  });

  it('refuses to write an unsafe value handed to it directly', () => {
    expect(() => cssVariablesToStyleText({ '--gf-primary': 'red;}body{color:red' })).toThrow(/unsafe/);
  });
});

describe('fontsUsedBy', () => {
  it('lists each font once, body first', () => {
    expect(fontsUsedBy(defaultTheme)).toEqual(['ROBOTO', 'KANIT']);
    expect(
      fontsUsedBy({
        ...defaultTheme,
        fonts: { fontFamily: 'CINZEL', displayFontFamily: 'CINZEL', buttonFontFamily: 'CINZEL' },
      }),
    ).toEqual(['CINZEL']);
  });
});
