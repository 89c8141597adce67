import { styleClass, styledRecipe } from '~/ui/style-rules';

export const nameText = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: '1.0625rem',
    lineHeight: 1.25,
    overflowWrap: 'anywhere',
    // Two lines at most; the full name stays in the title and in the card's accessible name.
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  'NameText',
);

export const cardAmount = styledRecipe(
  {
    margin: 0,
    color: 'color-mix(in srgb, var(--card-accent) 55%, $colors$accentText)',
    fontFamily: '$display',
    fontWeight: 800,
    fontSize: '1.375rem',
    lineHeight: 1.1,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
  'CardAmount',
);

export const muted = styledRecipe(
  { margin: 0, color: '$secondaryText', fontSize: '0.875rem', lineHeight: 1.4 },
  'Muted',
);

export const tags = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.375rem',
    '&:empty': { display: 'none' },
  },
  'Tags',
);

export const tag = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.25rem',
    padding: '0.125rem 0.5rem',
    borderRadius: '$pill',
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    border: '1px solid color-mix(in srgb, var(--card-accent) 45%, transparent)',
    background: 'color-mix(in srgb, var(--card-accent) 16%, transparent)',
    color: '$primaryText',
    variants: {
      tone: {
        accent: {},
        solid: { background: 'var(--card-accent)', color: '$primaryForeground', borderColor: 'transparent' },
        danger: { background: 'color-mix(in srgb, $colors$danger 22%, transparent)', borderColor: '$danger' },
        quiet: { background: 'transparent', borderColor: '$border', color: '$secondaryText' },
      },
    },
    defaultVariants: { tone: 'accent' },
  },
  'Tag',
);

/** A corner ribbon, on the inline-start side so it mirrors in right-to-left pages. */
export const ribbon = styledRecipe(
  {
    position: 'absolute',
    top: '0.75rem',
    insetInlineStart: '0.75rem',
    zIndex: 2,
    padding: '0.2rem 0.55rem',
    borderRadius: '$input',
    fontSize: '0.8125rem',
    fontWeight: 800,
    letterSpacing: '0.02em',
    background: '$danger',
    color: '$dangerForeground',
    boxShadow: '0 4px 12px color-mix(in srgb, $colors$shadow 40%, transparent)',
  },
  'Ribbon',
);

export const actionRow = styledRecipe(
  {
    display: 'flex',
    gap: '0.5rem',
    marginTop: 'auto',
    paddingTop: '0.25rem',
    '& > :first-child': { flex: 1, minWidth: 0 },
  },
  'ActionRow',
);

// Long prices ("1,500 neon credits", "KWD 12.500") wrap inside the button rather than overflow it (doubled: it must
// win over the button's own nowrap).
export const wrappingLabel = styleClass({ '&&': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }, 'WrappingLabel');

export const wasPrice = styledRecipe(
  {
    margin: '0 0 -0.25rem',
    fontSize: '0.8125rem',
    color: '$secondaryText',
    textAlign: 'end',
    '& s': { color: '$primaryText', opacity: 0.8 },
  },
  'WasPrice',
);

export const stack = styledRecipe({ display: 'grid', gap: '0.25rem', marginTop: 'auto' }, 'Stack');

// Under a buy control that a shared preview turned off: small, but full-contrast secondary text.
export const previewNote = styledRecipe(
  { margin: 0, fontSize: '0.8125rem', color: '$secondaryText', textAlign: 'center', lineHeight: 1.4 },
  'PreviewNote',
);
