import { styledRecipe } from '~/ui/style-rules';

// The studio's frame: a dark bar over every studio page (app/studio/studio-chrome.tsx).

export const page = styledRecipe(
  {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    background: 'radial-gradient(ellipse at 20% -10%, $bgAccent, $baseBg 55%)',
    color: '$primaryText',
    fontFamily: '$body',
  },
  'StudioPage',
);

export const skipLink = styledRecipe(
  {
    position: 'absolute',
    left: '$3',
    top: '-3rem',
    zIndex: '$dialog',
    padding: '$2 $3',
    background: '$primary',
    color: '$primaryForeground',
    borderRadius: '$input',
    fontWeight: 700,
    '&:focus': { top: '$2' },
  },
  'StudioSkipLink',
);

export const bar = styledRecipe(
  {
    position: 'sticky',
    top: 0,
    zIndex: '$header',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '$2 $4',
    minHeight: '3.5rem',
    padding: '$2 $4',
    background: 'color-mix(in srgb, $headerBg 92%, transparent)',
    backdropFilter: 'blur(8px)',
    borderBottom: '1px solid $border',
    boxShadow: '0 1px 0 color-mix(in srgb, $highlight 4%, transparent)',
  },
  'StudioBar',
);

export const mark = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    color: '$primaryText',
    textDecoration: 'none',
    fontFamily: '$display',
    fontWeight: 800,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    fontSize: '0.95rem',
    whiteSpace: 'nowrap',
    '& svg': { color: '$primary', filter: 'drop-shadow(0 0 6px color-mix(in srgb, $primary 45%, transparent))' },
    '& span[data-studio]': { color: '$accentText', fontWeight: 600 },
    '&:focus-visible': { outline: '2px solid $accentBorder', outlineOffset: 4, borderRadius: '$input' },
  },
  'StudioMark',
);

export const switcher = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    maxWidth: '16rem',
    padding: '$1 $3',
    minHeight: '2.25rem',
    background: '$paper',
    color: '$primaryText',
    border: '1px solid $border',
    borderRadius: '$input',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '& span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& small': { color: '$tertiaryText', fontWeight: 500 },
    '&:hover': { borderColor: '$accentBorder' },
    '&:focus-visible': { outline: '2px solid $accentBorder', outlineOffset: 2 },
  },
  'StudioSwitcher',
);

export const menuLink = styledRecipe(
  {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '$4',
    width: '100%',
    color: 'inherit',
    textDecoration: 'none',
    '& small': { color: '$tertiaryText' },
  },
  'StudioMenuLink',
);

export const nav = styledRecipe(
  {
    order: 3,
    width: '100%',
    display: 'flex',
    gap: '$1',
    overflowX: 'auto',
    '@md': { order: 0, width: 'auto', flex: 1 },
    '& a': {
      padding: '$2 $3',
      borderRadius: '$input',
      color: '$secondaryText',
      textDecoration: 'none',
      fontWeight: 600,
      fontSize: '0.9rem',
      whiteSpace: 'nowrap',
      borderBottom: '2px solid transparent',
    },
    '& a:hover': { color: '$primaryText', background: 'color-mix(in srgb, $highlight 6%, transparent)' },
    '& a[aria-current="page"]': {
      color: '$primaryText',
      borderBottomColor: '$primary',
      borderBottomLeftRadius: 0,
      borderBottomRightRadius: 0,
    },
    '& a:focus-visible': { outline: '2px solid $accentBorder', outlineOffset: 2 },
  },
  'StudioNav',
);

export const account = styledRecipe(
  {
    marginLeft: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    '& form': { margin: 0 },
  },
  'StudioAccount',
);

export const email = styledRecipe(
  {
    display: 'none',
    color: '$secondaryText',
    fontSize: '0.85rem',
    maxWidth: '14rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@md': { display: 'inline' },
  },
  'StudioEmail',
);

export const main = styledRecipe(
  {
    flex: 1,
    width: '100%',
    maxWidth: 1120,
    margin: '0 auto',
    padding: '$5 $4 $7',
    display: 'grid',
    alignContent: 'start',
    gap: '$5',
    '&:focus': { outline: 'none' },
    variants: {
      width: {
        page: {},
        full: { maxWidth: 'none', padding: 0 },
      },
    },
    defaultVariants: { width: 'page' },
  },
  'StudioMain',
);
