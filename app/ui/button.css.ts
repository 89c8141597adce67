import { styledRecipe, keyframes } from '~/ui/style-rules';
import type { ButtonType } from '../../schemas/enums';
import type { StyleObject as CSS } from '~/ui/style-rules';
import { typographyRules } from '~/ui/typography';

export const buttonVariants = ['primary', 'secondary', 'neutral', 'destructive', 'ghost', 'unstyled'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonSize = (typeof buttonSizes)[number];

/*
 * How a button looks is split in three so 6 variants x 8 button types need no 48 combinations:
 * - the variant sets a palette of --btn-* custom properties (bg, top, edge, line, fg, accent...);
 * - the shop's button type (`data-button-type` on an ancestor, a CSS attribute selector, never React
 *   context) is a skin: shape, bevel, gradient and pressed states built only from that palette;
 * - the size sets --btn-h / --btn-px / --btn-fs.
 * Colours come from theme tokens; the only literals are neutral black/white shadows and highlights,
 * and the blue that 'snowprint blue' is named after.
 */
const ENABLED = ':not(:disabled):not([aria-disabled="true"])';

const HOVER = `&:hover${ENABLED}`;

const ACTIVE = `&:active${ENABLED}`;

// The default look's states weigh no more than one class, so any skin's resting rules beat them.
const BASE_HOVER = `&:where(:hover${ENABLED})`;

const BASE_ACTIVE = `&:where(:active${ENABLED})`;

const gloss = (scale = 1) => `rgba(255, 255, 255, calc(var(--btn-gloss) * ${scale}))`;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Small viewports are below @md (768px): large -> medium, medium -> small, small stays small (2.5rem is the touch minimum). */
const sizeVars = {
  small: { '--btn-h': '2.5rem', '--btn-px': '1rem', '--btn-fs': '0.875rem' },
  medium: { '--btn-h': '2.75rem', '--btn-px': '1.25rem', '--btn-fs': '0.9375rem' },
  large: { '--btn-h': '3rem', '--btn-px': '1.5rem', '--btn-fs': '1.0625rem' },
} satisfies Record<ButtonSize, CSS>;

const palettes = {
  primary: {
    '--btn-bg': '$colors$primary',
    '--btn-top': 'color-mix(in srgb, $colors$primary 68%, white)',
    '--btn-edge': '$colors$brandPrimaryDark',
    '--btn-line': '$colors$brandPrimaryDark',
    '--btn-outline': 'color-mix(in srgb, $colors$brandPrimaryDark 45%, black)',
    '--btn-fg': '$colors$baseBg',
    '--btn-accent': '$colors$primary',
    '--btn-gloss': '0.55',
    '--btn-tint': '60%',
    [HOVER]: {
      '--btn-bg': 'color-mix(in srgb, $colors$primary 86%, white)',
      '--btn-top': 'color-mix(in srgb, $colors$primary 56%, white)',
    },
  },
  secondary: {
    '--btn-bg': '$colors$bgAccent',
    '--btn-top': 'color-mix(in srgb, $colors$bgAccent 82%, $colors$accentBorder)',
    '--btn-edge': 'color-mix(in srgb, $colors$accentBorder 40%, $colors$baseBg)',
    '--btn-line': '$colors$accentBorder',
    '--btn-outline': 'color-mix(in srgb, $colors$accentBorder 30%, black)',
    '--btn-fg': '$colors$accentText',
    '--btn-accent': '$colors$accentBorder',
    '--btn-gloss': '0.16',
    '--btn-tint': '35%',
    [HOVER]: {
      '--btn-bg': 'color-mix(in srgb, $colors$bgAccent 80%, $colors$accentBorder)',
      '--btn-top': 'color-mix(in srgb, $colors$bgAccent 66%, $colors$accentBorder)',
    },
  },
  neutral: {
    '--btn-bg': '$colors$paper',
    '--btn-top': 'color-mix(in srgb, $colors$paper 88%, white)',
    '--btn-edge': 'color-mix(in srgb, $colors$paper 55%, black)',
    '--btn-line': '$colors$border',
    '--btn-outline': 'color-mix(in srgb, $colors$border 40%, black)',
    '--btn-fg': '$colors$primaryText',
    '--btn-accent': '$colors$secondaryText',
    '--btn-gloss': '0.12',
    '--btn-tint': '25%',
    [HOVER]: {
      '--btn-bg': 'color-mix(in srgb, $colors$paper 88%, $colors$primaryText)',
      '--btn-top': 'color-mix(in srgb, $colors$paper 78%, $colors$primaryText)',
    },
  },
  destructive: {
    // Deepened so white text keeps 4.5:1 on it.
    '--btn-bg': 'color-mix(in srgb, $colors$danger 80%, black)',
    '--btn-top': '$colors$danger',
    '--btn-edge': 'color-mix(in srgb, $colors$danger 50%, black)',
    '--btn-line': 'color-mix(in srgb, $colors$danger 60%, black)',
    '--btn-outline': 'color-mix(in srgb, $colors$danger 30%, black)',
    '--btn-fg': 'white',
    '--btn-accent': '$colors$danger',
    '--btn-gloss': '0.3',
    '--btn-tint': '0%',
    [HOVER]: { '--btn-bg': 'color-mix(in srgb, $colors$danger 86%, black)' },
  },
  ghost: {
    '--btn-bg': 'transparent',
    '--btn-top': 'transparent',
    '--btn-edge': 'transparent',
    '--btn-line': 'transparent',
    '--btn-outline': 'transparent',
    '--btn-drop': 'transparent',
    '--btn-mark': 'transparent',
    '--btn-fg': '$colors$primaryText',
    '--btn-accent': '$colors$primary',
    '--btn-gloss': '0',
    '--btn-tint': '0%',
    [HOVER]: {
      '--btn-bg': '$colors$bgAccent',
      '--btn-top': '$colors$bgAccent',
      '--btn-line': '$colors$border',
      '--btn-mark': '$colors$accentBorder',
    },
  },
} satisfies Record<Exclude<ButtonVariant, 'unstyled'>, CSS>;

export const buttonBase = styledRecipe(
  {
    '--btn-drop': 'rgba(0, 0, 0, 0.45)',
    position: 'relative',
    isolation: 'isolate',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '$2',
    minHeight: 'var(--btn-h)',
    paddingBlock: '$2',
    paddingInline: 'var(--btn-px)',
    margin: 0,
    fontFamily: '$button',
    fontSize: 'var(--btn-fs)',
    lineHeight: 1.15,
    whiteSpace: 'nowrap',
    textAlign: 'center',
    textDecoration: 'none',
    color: 'var(--btn-fg)',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition:
      'transform $fast ease, box-shadow $fast ease, filter $fast ease, background-color $fast ease, color $fast ease',
    ...typographyRules('button'),
    // The default look, also the 'unknown' button type: clean, rounded, softly lifted.
    borderRadius: '$card',
    border: '1px solid var(--btn-line)',
    background: 'linear-gradient(180deg, color-mix(in srgb, var(--btn-top) 35%, var(--btn-bg)), var(--btn-bg))',
    boxShadow: `0 1px 2px var(--btn-drop), inset 0 1px 0 ${gloss(0.5)}`,
    [BASE_HOVER]: {
      transform: 'translateY(-1px)',
      boxShadow: `0 8px 16px -8px var(--btn-drop), inset 0 1px 0 ${gloss(0.5)}`,
    },
    [BASE_ACTIVE]: { transform: 'translateY(0)', filter: 'brightness(0.94)' },
    '&:focus-visible': { outline: '2px solid var(--btn-accent)', outlineOffset: '3px' },
    '&:disabled:not([data-loading]), &[aria-disabled="true"]:not([data-loading])': {
      cursor: 'not-allowed',
      opacity: 0.5,
      filter: 'grayscale(0.4)',
    },
    '&[data-loading]': { color: 'transparent', cursor: 'progress' },
    '& [data-slot="icon"]': { display: 'inline-flex', flexShrink: 0, fontSize: '1.15em' },
    '@reducedMotion': { transition: 'none', '&::before, &::after': { transition: 'none' } },
    variants: {
      variant: palettes,
      size: {
        small: sizeVars.small,
        medium: { ...sizeVars.small, '@md': sizeVars.medium },
        large: { ...sizeVars.medium, '@md': sizeVars.large },
      },
      /** false keeps the button at its size on small viewports too. */
      shrink: { true: {}, false: {} },
      fullWidth: { true: { width: '100%' }, false: {} },
    },
    compoundVariants: [
      { size: 'medium', shrink: false, css: sizeVars.medium },
      { size: 'large', shrink: false, css: sizeVars.large },
    ],
    defaultVariants: { variant: 'primary', size: 'medium', shrink: true, fullWidth: false },
  },
  'buttonBase',
);

const reset = { transform: 'none', filter: 'none' } as const;

const notch =
  'polygon(var(--notch) 0, 100% 0, 100% calc(100% - var(--notch)), calc(100% - var(--notch)) 100%, 0 100%, 0 var(--notch))';

const bar = 'linear-gradient(var(--btn-mark, var(--btn-accent)), var(--btn-mark, var(--btn-accent)))';

const brackets = ['top left', 'top right', 'bottom left', 'bottom right']
  .flatMap((corner) => [`${bar} ${corner} / 0.7rem 2px no-repeat`, `${bar} ${corner} / 2px 0.7rem no-repeat`])
  .join(', ');

const layer = { content: '""', position: 'absolute', zIndex: -1, pointerEvents: 'none' } as const;

const snowprint: CSS = {
  ...reset,
  borderRadius: 'calc($card + 0.25rem)',
  border: 'none',
  background: 'var(--btn-bg)',
  boxShadow: '0 4px 0 var(--btn-edge), inset 0 0 0 1px color-mix(in srgb, var(--btn-line) 55%, transparent)',
  [HOVER]: {
    transform: 'translateY(-1px)',
    filter: 'brightness(1.05)',
    boxShadow: '0 5px 0 var(--btn-edge), inset 0 0 0 1px color-mix(in srgb, var(--btn-line) 55%, transparent)',
  },
  [ACTIVE]: {
    transform: 'translateY(4px)',
    filter: 'none',
    boxShadow: '0 0 0 var(--btn-edge), inset 0 2px 4px rgba(0, 0, 0, 0.25)',
  },
};

// The blue is the type's own colour, mixed into the variant's palette by --btn-tint (0% for ghost and destructive).
const blue = (palette: string, shade: string) => `color-mix(in srgb, var(${palette}), ${shade} var(--btn-tint))`;

/** One skin per button type; a new type without a skin is a type error. */
export const buttonSkins = {
  unknown: {},
  hempire: {
    ...reset,
    borderRadius: '$input',
    border: '2px solid var(--btn-edge)',
    background:
      'linear-gradient(180deg, var(--btn-top) 0%, var(--btn-bg) 50%, color-mix(in srgb, var(--btn-bg) 75%, var(--btn-edge)) 100%)',
    boxShadow: `inset 0 0 0 1px rgba(255, 214, 120, calc(var(--btn-gloss) * 0.9)), inset 0 -3px 0 rgba(0, 0, 0, 0.22), 0 4px 0 var(--btn-edge), 0 8px 14px -4px var(--btn-drop)`,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    fontWeight: 800,
    // A warm, gold-ish sheen over the top half: the bevel's highlight.
    '&::before': {
      ...layer,
      inset: '2px 3px 52%',
      borderRadius: '$input',
      background: 'linear-gradient(180deg, rgba(255, 236, 170, calc(var(--btn-gloss) * 0.9)), rgba(255, 236, 170, 0))',
    },
    [HOVER]: {
      transform: 'translateY(-1px)',
      filter: 'brightness(1.06) saturate(1.1)',
      boxShadow: `inset 0 0 0 1px rgba(255, 214, 120, var(--btn-gloss)), inset 0 -3px 0 rgba(0, 0, 0, 0.22), 0 5px 0 var(--btn-edge), 0 12px 18px -6px var(--btn-drop)`,
    },
    [ACTIVE]: {
      transform: 'translateY(3px)',
      filter: 'brightness(0.95)',
      boxShadow: 'inset 0 3px 6px rgba(0, 0, 0, 0.3), 0 1px 0 var(--btn-edge)',
    },
  },
  fateless: {
    ...reset,
    '--notch': '0.75rem',
    borderRadius: 0,
    border: 'none',
    clipPath: notch,
    // The element's own background is the frame; ::before is the fill, ::after a sheen that sweeps on hover.
    background: 'var(--btn-line)',
    boxShadow: 'none',
    paddingInline: 'calc(var(--btn-px) + 0.5rem)',
    textTransform: 'uppercase',
    letterSpacing: '0.18em',
    fontWeight: 600,
    '&::before': {
      ...layer,
      inset: '2px',
      clipPath: notch,
      background: 'linear-gradient(120deg, var(--btn-top), var(--btn-bg) 45%, var(--btn-bg) 70%, var(--btn-edge))',
    },
    '&::after': {
      ...layer,
      top: 0,
      bottom: 0,
      left: '-40%',
      width: '30%',
      transform: 'skewX(-20deg)',
      background: `linear-gradient(90deg, transparent, ${gloss(0.8)}, transparent)`,
      transition: 'left $slow ease',
    },
    [HOVER]: { filter: 'brightness(1.1)', '&::after': { left: '115%' } },
    [ACTIVE]: { transform: 'translateY(1px)', filter: 'brightness(0.92)' },
    // clip-path would cut an outside outline off: draw it inside instead.
    '&:focus-visible': { outline: '2px solid var(--btn-fg)', outlineOffset: '-6px' },
  },
  'blue pill': {
    ...reset,
    borderRadius: '$pill',
    border: '1px solid var(--btn-edge)',
    background:
      'linear-gradient(180deg, var(--btn-top) 0%, var(--btn-bg) 55%, color-mix(in srgb, var(--btn-bg) 70%, var(--btn-edge)) 100%)',
    boxShadow: 'inset 0 -3px 6px rgba(0, 0, 0, 0.18), 0 6px 16px -6px var(--btn-drop)',
    paddingInline: 'calc(var(--btn-px) + 0.5rem)',
    // The glossy cap.
    '&::before': {
      ...layer,
      inset: '2px 8% 50%',
      borderRadius: '$pill',
      background: `linear-gradient(180deg, ${gloss(1.1)}, rgba(255, 255, 255, 0))`,
    },
    [HOVER]: {
      transform: 'translateY(-1px)',
      filter: 'brightness(1.06)',
      boxShadow:
        'inset 0 -3px 6px rgba(0, 0, 0, 0.18), 0 10px 22px -8px var(--btn-drop), 0 0 0 3px color-mix(in srgb, var(--btn-accent) 25%, transparent)',
    },
    [ACTIVE]: {
      transform: 'translateY(1px)',
      filter: 'brightness(0.97)',
      boxShadow: 'inset 0 3px 8px rgba(0, 0, 0, 0.3)',
    },
  },
  snowprint,
  'snowprint blue': {
    ...snowprint,
    background: `linear-gradient(180deg, ${blue('--btn-top', '#60a5fa')}, ${blue('--btn-bg', '#2563eb')})`,
    boxShadow: `0 4px 0 ${blue('--btn-edge', '#1e3a8a')}, inset 0 1px 0 ${gloss(0.8)}`,
    [HOVER]: {
      transform: 'translateY(-1px)',
      filter: 'brightness(1.07)',
      boxShadow: `0 5px 0 ${blue('--btn-edge', '#1e3a8a')}, inset 0 1px 0 ${gloss(0.8)}`,
    },
    [ACTIVE]: {
      transform: 'translateY(4px)',
      filter: 'none',
      boxShadow: `0 0 0 ${blue('--btn-edge', '#1e3a8a')}, inset 0 2px 4px rgba(0, 0, 0, 0.3)`,
    },
  },
  hutch: {
    ...reset,
    borderRadius: 'calc($card + 0.375rem)',
    border: '3px solid var(--btn-outline)',
    background: 'linear-gradient(180deg, var(--btn-top), var(--btn-bg) 60%)',
    boxShadow: 'inset 0 -4px 0 color-mix(in srgb, var(--btn-edge) 60%, transparent), 4px 4px 0 0 var(--btn-edge)',
    fontWeight: 800,
    // A cartoon highlight in the top-left corner.
    '&::before': {
      ...layer,
      top: '4px',
      left: '9px',
      width: '0.9rem',
      height: '0.3rem',
      borderRadius: '$pill',
      background: gloss(1.2),
    },
    [HOVER]: {
      transform: 'translate(-1px, -2px) rotate(-1deg)',
      boxShadow: 'inset 0 -4px 0 color-mix(in srgb, var(--btn-edge) 60%, transparent), 5px 6px 0 0 var(--btn-edge)',
    },
    [ACTIVE]: {
      transform: 'translate(3px, 3px)',
      boxShadow: 'inset 0 -2px 0 color-mix(in srgb, var(--btn-edge) 60%, transparent), 1px 1px 0 0 var(--btn-edge)',
    },
  },
  predecessor: {
    ...reset,
    borderRadius: 0,
    border: '1px solid color-mix(in srgb, var(--btn-line) 65%, var(--btn-accent))',
    background: 'linear-gradient(180deg, var(--btn-bg), color-mix(in srgb, var(--btn-bg) 78%, var(--btn-edge)))',
    boxShadow: `inset 0 0 0 1px ${gloss(0.35)}`,
    paddingInline: 'calc(var(--btn-px) + 0.75rem)',
    fontSize: 'calc(var(--btn-fs) * 0.9)',
    textTransform: 'uppercase',
    letterSpacing: '0.2em',
    fontWeight: 600,
    // Corner brackets just outside the box; they open out on hover and close in when pressed.
    '&::before': { ...layer, inset: '-5px', background: brackets, transition: 'inset $fast ease' },
    [HOVER]: {
      boxShadow: `inset 0 0 0 1px ${gloss(0.35)}, 0 0 18px -4px var(--btn-accent)`,
      '&::before': { inset: '-8px' },
    },
    [ACTIVE]: { transform: 'scale(0.98)', '&::before': { inset: '-3px' } },
  },
} satisfies Record<ButtonType, CSS>;

export const buttonSkin = styledRecipe(
  Object.fromEntries(
    Object.entries(buttonSkins)
      .filter(([, skin]) => Object.keys(skin).length > 0)
      .map(([type, skin]) => [`[data-button-type="${type}"] &`, skin]),
  ),
  'buttonSkin',
);

export const unstyledButton = styledRecipe(
  {
    position: 'relative',
    appearance: 'none',
    background: 'none',
    border: 0,
    padding: 0,
    margin: 0,
    font: 'inherit',
    color: 'inherit',
    textAlign: 'inherit',
    cursor: 'pointer',
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&[data-loading]': { color: 'transparent', cursor: 'progress' },
  },
  'unstyledButton',
);

export const spinner = styledRecipe(
  {
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: '1.15em',
    height: '1.15em',
    borderRadius: '$pill',
    border: '2px solid var(--btn-fg, $colors$primaryText)',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    // Without motion a still three-quarter ring, with aria-busy, still says "working".
    '@reducedMotion': { animation: 'none' },
  },
  'spinner',
);
