/**
 * The kit's design tokens, as data both style engines read (docs/decisions/028): colours, radii and fonts are the
 * theme's CSS variables, so a shop's theme (schemas/theme.ts -> app/lib/theme-variables.ts) restyles every
 * component by overriding variables on the shop's root element, with no new CSS.
 */
export const tokens = {
  colors: {
    primary: 'var(--gf-primary)',
    primaryText: 'var(--gf-primary-text)',
    paper: 'var(--gf-paper)',
    baseBg: 'var(--gf-base-bg)',
    bgAccent: 'var(--gf-bg-accent)',
    border: 'var(--gf-border)',
    accentBorder: 'var(--gf-accent-border)',
    accentText: 'var(--gf-accent-text)',
    secondaryText: 'var(--gf-secondary-text)',
    tertiaryText: 'var(--gf-tertiary-text)',
    brandPrimaryDark: 'var(--gf-brand-primary-dark)',
    headerBg: 'var(--gf-header-bg)',
    // Semantic colours a shop's theme may set (optional: each falls back to the kit's own shade, docs/decisions/031).
    // X is the status colour for marks, borders and tints; X-foreground is text on a solid X fill.
    primaryForeground: 'var(--gf-primary-foreground, #0b0b0b)',
    success: 'var(--gf-success, #4ade80)',
    successForeground: 'var(--gf-success-foreground, #052e16)',
    warning: 'var(--gf-warning, #facc15)',
    warningForeground: 'var(--gf-warning-foreground, #422006)',
    info: 'var(--gf-info, #38bdf8)',
    infoForeground: 'var(--gf-info-foreground, #082f49)',
    danger: 'var(--gf-danger, #f43f5e)',
    dangerForeground: 'var(--gf-danger-foreground, #ffffff)',
    // Shadows, scrims and glints are translucent shades of these two: color-mix(in srgb, $colors$shadow 35%, transparent).
    shadow: 'var(--gf-shadow, #000000)',
    highlight: 'var(--gf-highlight, #ffffff)',
    // A receipt is dark ink on light paper in every shop (it is printed), and a QR code needs a light quiet zone.
    receiptPaper: '#fbfaf7',
    receiptInk: '#1c1b22',
    receiptMuted: '#5b5a66',
    receiptRule: '#e3e1da',
    printPaper: '#ffffff',
    printInk: '#000000',
    qrQuietZone: '#ffffff',
  },
  radii: {
    card: 'var(--gf-radius)',
    input: 'var(--gf-input-radius)',
    pill: '999px',
  },
  fonts: {
    body: 'var(--gf-font-body)',
    display: 'var(--gf-font-display)',
    button: 'var(--gf-font-button)',
  },
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
  },
  transitions: {
    // Dialog, popover and overlay animations stay within 150-300 ms (spec section 9).
    fast: '150ms',
    normal: '200ms',
    slow: '300ms',
  },
  zIndices: {
    background: '0',
    foreground: '10',
    header: '20',
    overlay: '30',
    dialog: '50',
  },
} as const;

export type TokenScale = keyof typeof tokens;

/** The spec's breakpoints (min-width) and the reduced-motion query, by the names styles use (`@md`). */
export const media = {
  sm: '(min-width: 380px)',
  md: '(min-width: 768px)',
  mdp: '(min-width: 1024px)',
  lg: '(min-width: 1280px)',
  xl: '(min-width: 1440px)',
  xxl: '(min-width: 1920px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The same scales as numbers, for code that needs them (media queries in JS, timers, tests). */
export const breakpoints = { sm: 380, md: 768, mdp: 1024, lg: 1280, xl: 1440, xxl: 1920 } as const;
export const stackingOrder = { background: 0, foreground: 10, header: 20, overlay: 30, dialog: 50 } as const;
export const motionMs = { fast: 150, normal: 200, slow: 300 } as const;
