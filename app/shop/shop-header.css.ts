import { styledRecipe } from '~/ui/style-rules';

export const bar = styledRecipe(
  {
    position: 'sticky',
    top: 0,
    zIndex: '$header',
    background: '$headerBg',
    borderBottom: '1px solid $border',
    boxShadow:
      '0 1px 0 color-mix(in srgb, $colors$highlight 3%, transparent), 0 8px 24px -16px color-mix(in srgb, $colors$shadow 80%, transparent)',
    backdropFilter: 'blur(8px)',
  },
  'Bar',
);

export const inner = styledRecipe(
  {
    maxWidth: 1280,
    margin: '0 auto',
    padding: '0.5rem 1rem',
    minHeight: '3.5rem',
    display: 'flex',
    alignItems: 'center',
    // Tighter below md, where the brand shares a 380 px row with three buttons.
    gap: '0.5rem',
    '@md': { gap: '1rem' },
    '@lg': { gap: '1.5rem' },
  },
  'Inner',
);

// Below md the name may take two lines (never cut to "EMBER…"); from md it sits on one line beside the menu.
export const brand = styledRecipe(
  {
    minWidth: 0,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    // A word is broken only when it cannot fit a line on its own.
    overflowWrap: 'break-word',
    lineHeight: 1.2,
    fontFamily: '$display',
    fontSize: '1rem',
    fontWeight: 800,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    textDecoration: 'none',
    color: '$primaryText',
    '& span': { color: '$primary' },
    '@md': { display: 'block', whiteSpace: 'nowrap', fontSize: '1.25rem', flexShrink: 0 },
  },
  'Brand',
);

// The desktop menu; below md the menu button and its drawer take over.
export const nav = styledRecipe(
  {
    display: 'none',
    '@md': { display: 'block', flex: 1, minWidth: 0, overflowX: 'auto', padding: '2px' },
  },
  'Nav',
);

export const items = styledRecipe(
  {
    display: 'flex',
    gap: '0.125rem',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    alignItems: 'center',
  },
  'Items',
);

export const itemLink = styledRecipe({}, 'ItemLink');

export const externalLink = styledRecipe({}, 'ExternalLink');

export const spacer = styledRecipe({ flex: 1, '@md': { display: 'none' } }, 'Spacer');
