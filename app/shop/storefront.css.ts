import { styledRecipe } from '~/ui/style-rules';

export const shopRoot = styledRecipe(
  {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    background: 'radial-gradient(1200px 500px at 50% -120px, $bgAccent, transparent), $baseBg',
    color: '$primaryText',
    fontFamily: '$body',
  },
  'ShopRoot',
);

export const main = styledRecipe(
  { flex: 1, width: '100%', maxWidth: 1280, margin: '0 auto', padding: '1.5rem 1rem' },
  'Main',
);

export const pageTitle = styledRecipe(
  {
    fontFamily: '$display',
    fontSize: '2rem',
    margin: '0.5rem 0 1.5rem',
    textTransform: 'uppercase',
    letterSpacing: '0.05em',
    '@md': { fontSize: '2.5rem' },
  },
  'PageTitle',
);

export const section = styledRecipe(
  {
    marginBottom: '2.5rem',
    variants: {
      // Sections after the first start below the fold: the browser skips their style, layout and paint until they
      // near the viewport (the first layout of the 48-card page was ~115 ms of main thread before anything showed).
      // The size it assumes meanwhile is a guess; `auto` keeps the real one once drawn. Paint containment clips to
      // the box, so the clip is widened to keep the cards' shadows and glows (up to ~40 px) whole.
      belowFold: {
        true: {
          contentVisibility: 'auto',
          containIntrinsicSize: 'auto 5200px',
          overflowClipMargin: '3rem',
          '@md': { containIntrinsicSize: 'auto 1500px' },
        },
      },
    },
  },
  'Section',
);

export const sectionTitle = styledRecipe(
  {
    fontFamily: '$display',
    fontSize: '1.35rem',
    margin: '0 0 1rem',
    paddingLeft: '0.75rem',
    borderLeft: '4px solid $primary',
  },
  'SectionTitle',
);

export const grid = styledRecipe(
  {
    display: 'grid',
    gap: '1rem',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  },
  'Grid',
);

export const empty = styledRecipe(
  {
    padding: '3rem 1.5rem',
    textAlign: 'center',
    borderRadius: '$card',
    border: '1px dashed $border',
    background: '$paper',
    color: '$secondaryText',
    '& h2': { color: '$primaryText', fontFamily: '$display', margin: '0 0 0.5rem' },
  },
  'Empty',
);
