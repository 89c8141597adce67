import { styledRecipe } from '~/ui/style-rules';

// The studio's own pages (sign-in, shop list, history, members, audit), in the kit's dark game look.

export const signInScreen = styledRecipe(
  {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: '$5 $4',
    background:
      'radial-gradient(ellipse at 50% -20%, color-mix(in srgb, $primary 22%, transparent), transparent 60%), radial-gradient(circle at 50% 40%, $bgAccent, $baseBg 70%)',
    color: '$primaryText',
    fontFamily: '$body',
  },
  'StudioSignInScreen',
);

export const signInCard = styledRecipe(
  {
    width: '100%',
    maxWidth: '26rem',
    display: 'grid',
    gap: '$4',
    padding: '$6 $5',
    background: 'color-mix(in srgb, $paper 92%, transparent)',
    border: '1px solid $border',
    borderTop: '2px solid $primary',
    borderRadius: '$card',
    boxShadow: '0 24px 60px color-mix(in srgb, $shadow 55%, transparent)',
    '& form': { display: 'grid', gap: '$4', margin: 0 },
  },
  'StudioSignInCard',
);

export const brand = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$2',
    fontFamily: '$display',
    fontWeight: 800,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    fontSize: '0.85rem',
    color: '$accentText',
    '& svg': { color: '$primary' },
  },
  'StudioBrand',
);

export const heading = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: 'clamp(1.4rem, 4vw, 1.9rem)',
    lineHeight: 1.15,
    textTransform: 'uppercase',
    letterSpacing: '0.02em',
  },
  'StudioHeading',
);

export const lead = styledRecipe(
  { margin: 0, color: '$secondaryText', lineHeight: 1.5, maxWidth: '60ch' },
  'StudioLead',
);

export const alert = styledRecipe(
  {
    margin: 0,
    padding: '$3',
    borderRadius: '$input',
    lineHeight: 1.45,
    fontSize: '0.9rem',
    variants: {
      tone: {
        danger: {
          border: '1px solid color-mix(in srgb, $colors$danger 55%, transparent)',
          background: 'color-mix(in srgb, $colors$danger 12%, transparent)',
        },
        success: {
          border: '1px solid color-mix(in srgb, $colors$success 55%, transparent)',
          background: 'color-mix(in srgb, $colors$success 12%, transparent)',
        },
        info: {
          border: '1px solid color-mix(in srgb, $colors$info 45%, transparent)',
          background: 'color-mix(in srgb, $colors$info 10%, transparent)',
        },
      },
    },
    defaultVariants: { tone: 'danger' },
  },
  'StudioAlert',
);

export const pageHeader = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    justifyContent: 'space-between',
    gap: '$3',
    '& > div': { display: 'grid', gap: '$2' },
  },
  'StudioPageHeader',
);

export const panel = styledRecipe(
  {
    background: 'color-mix(in srgb, $paper 94%, transparent)',
    border: '1px solid $border',
    borderRadius: '$card',
    overflow: 'hidden',
    '& > h2': {
      margin: 0,
      padding: '$3 $4',
      fontSize: '0.8rem',
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: '$secondaryText',
      borderBottom: '1px solid $border',
    },
  },
  'StudioPanel',
);

export const rows = styledRecipe(
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    '& > li': {
      display: 'grid',
      gridTemplateColumns: '1fr',
      gap: '$2 $4',
      alignItems: 'center',
      padding: '$3 $4',
      borderTop: '1px solid $border',
      '@md': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
    },
    '& > li:first-child': { borderTop: 'none' },
    '& > li > form': { margin: 0 },
  },
  'StudioRows',
);

export const rowMain = styledRecipe(
  {
    display: 'grid',
    gap: '$1',
    minWidth: 0,
    '& strong': { fontSize: '1rem' },
    '& p': { margin: 0, color: '$secondaryText', fontSize: '0.875rem', overflowWrap: 'anywhere' },
    '& small': { color: '$tertiaryText', fontSize: '0.8rem' },
  },
  'StudioRowMain',
);

export const badge = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    padding: '0.1rem 0.5rem',
    borderRadius: '$pill',
    fontSize: '0.7rem',
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    border: '1px solid $border',
    color: '$secondaryText',
    verticalAlign: 'middle',
    marginLeft: '$2',
    variants: {
      tone: {
        neutral: {},
        live: {
          color: '$successForeground',
          background: '$success',
          borderColor: 'transparent',
        },
        draft: {
          color: '$warningForeground',
          background: '$warning',
          borderColor: 'transparent',
        },
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
  'StudioBadge',
);

export const shopGrid = styledRecipe(
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '$4',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  },
  'StudioShopGrid',
);

export const shopCard = styledRecipe(
  {
    position: 'relative',
    display: 'grid',
    gap: '$3',
    padding: '$4',
    background: 'color-mix(in srgb, $paper 94%, transparent)',
    border: '1px solid $border',
    borderRadius: '$card',
    boxShadow: '0 10px 30px color-mix(in srgb, $shadow 35%, transparent)',
    '& h2': { margin: 0, fontFamily: '$display', fontSize: '1.2rem' },
    '& p': { margin: 0, color: '$secondaryText', fontSize: '0.875rem' },
    '& dl': { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '$1 $3', fontSize: '0.85rem' },
    '& dt': { color: '$tertiaryText' },
    '& dd': { margin: 0 },
  },
  'StudioShopCard',
);

export const swatch = styledRecipe(
  {
    height: 6,
    borderRadius: '$pill',
    background: 'linear-gradient(90deg, var(--swatch-a), var(--swatch-b))',
  },
  'StudioSwatch',
);

export const inviteForm = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    padding: '$4',
    alignItems: 'end',
    '@md': { gridTemplateColumns: 'minmax(0, 1fr) 12rem auto' },
    '& select': {
      minHeight: '2.75rem',
      padding: '0 $3',
      background: '$baseBg',
      color: '$primaryText',
      border: '1px solid $border',
      borderRadius: '$input',
      font: 'inherit',
    },
    '& > label': { display: 'grid', gap: '$1', fontSize: '0.875rem', color: '$secondaryText' },
  },
  'StudioInviteForm',
);
