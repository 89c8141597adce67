import { styledRecipe } from '~/ui/style-rules';

/** The account page's building blocks: panels, rows, badges and empty states in the shop's colours. */
export const panelRoot = styledRecipe(
  {
    position: 'relative',
    isolation: 'isolate',
    display: 'flex',
    flexDirection: 'column',
    gap: '$4',
    padding: '$4',
    borderRadius: '$card',
    border: '1px solid $border',
    background: 'linear-gradient(180deg, color-mix(in srgb, $colors$bgAccent 70%, $colors$paper), $paper 9rem)',
    boxShadow:
      '0 10px 30px color-mix(in srgb, $colors$shadow 35%, transparent), inset 0 1px 0 color-mix(in srgb, $colors$highlight 4%, transparent)',
    '@md': { padding: '$5' },
    // A thin accent band along the top edge, like the shop's cards.
    '&::before': {
      content: '""',
      position: 'absolute',
      zIndex: -1,
      insetInline: '$5',
      top: -1,
      height: 2,
      borderRadius: 2,
      background: 'linear-gradient(90deg, transparent, $primary, transparent)',
    },
  },
  'PanelRoot',
);

export const panelHead = styledRecipe(
  {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '$3',
  },
  'PanelHead',
);

export const panelTitle = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: '1.2rem',
    letterSpacing: '0.03em',
    textTransform: 'uppercase',
  },
  'PanelTitle',
);

export const panelHint = styledRecipe(
  { margin: '$1 0 0', color: '$secondaryText', fontSize: '0.875rem', lineHeight: 1.45 },
  'PanelHint',
);

export const list = styledRecipe({ display: 'grid', gap: '$2', listStyle: 'none', margin: 0, padding: 0 }, 'List');

export const item = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    minHeight: '3.5rem',
    padding: '$3',
    borderRadius: '$input',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$baseBg 55%, $colors$paper)',
  },
  'Item',
);

/** The square mark at the start of a row (a game account, a saved card). */
export const itemMark = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: '$input',
    background: 'linear-gradient(135deg, color-mix(in srgb, $colors$primary 35%, $colors$paper), $paper)',
    border: '1px solid $accentBorder',
    color: '$primary',
  },
  'ItemMark',
);

export const itemText = styledRecipe({ flex: 1, minWidth: 0, display: 'grid', gap: 2 }, 'ItemText');

export const itemTitle = styledRecipe(
  {
    fontWeight: 600,
    color: '$primaryText',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  'ItemTitle',
);

export const itemMeta = styledRecipe(
  {
    color: '$secondaryText',
    fontSize: '0.8125rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  'ItemMeta',
);

export const badge = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.3em',
    padding: '0.15rem 0.55rem',
    borderRadius: '$pill',
    fontSize: '0.7rem',
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    variants: {
      tone: {
        good: {
          color: '$success',
          background: 'color-mix(in srgb, $colors$success 12%, transparent)',
          border: '1px solid color-mix(in srgb, $colors$success 35%, transparent)',
        },
        waiting: { color: '$accentText', background: '$bgAccent', border: '1px solid $accentBorder' },
        muted: { color: '$secondaryText', background: 'transparent', border: '1px solid $border' },
      },
    },
    defaultVariants: { tone: 'muted' },
  },
  'Badge',
);

export const emptyRoot = styledRecipe(
  {
    display: 'grid',
    justifyItems: 'center',
    gap: '$2',
    padding: '$5 $4',
    textAlign: 'center',
    borderRadius: '$input',
    border: '1px dashed $border',
    color: '$secondaryText',
    fontSize: '0.9rem',
    '& strong': { color: '$primaryText', fontFamily: '$display', fontSize: '1rem' },
  },
  'EmptyRoot',
);

export const errorLine = styledRecipe(
  {
    margin: 0,
    padding: '$3',
    borderRadius: '$input',
    border: '1px solid color-mix(in srgb, $colors$danger 55%, transparent)',
    background: 'color-mix(in srgb, $colors$danger 12%, transparent)',
    fontSize: '0.875rem',
  },
  'ErrorLine',
);
