import { styledRecipe } from '~/ui/style-rules';

export const checkoutTitle = styledRecipe(
  {
    margin: '0.5rem 0 $4',
    fontFamily: '$display',
    fontSize: '1.9rem',
    letterSpacing: '0.05em',
    textTransform: 'uppercase',
    '@md': { fontSize: '2.4rem' },
  },
  'CheckoutTitle',
);

export const layout = styledRecipe(
  {
    display: 'grid',
    gap: '$5',
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@mdp': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  'Layout',
);

export const aside = styledRecipe({ display: 'grid', gap: '$4', '@mdp': { position: 'sticky', top: '5rem' } }, 'Aside');

export const empty = styledRecipe(
  {
    display: 'grid',
    justifyItems: 'center',
    gap: '$3',
    padding: '$7 $4',
    textAlign: 'center',
    borderRadius: '$card',
    border: '1px dashed $border',
    background: '$paper',
    color: '$secondaryText',
    '& h2': { margin: 0, color: '$primaryText', fontFamily: '$display' },
    '& p': { margin: 0 },
  },
  'Empty',
);

export const narrow = styledRecipe({ maxWidth: '30rem', margin: '2rem auto' }, 'Narrow');

export const secure = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$2',
    margin: 0,
    color: '$tertiaryText',
    fontSize: '0.8rem',
    '& [data-icon]': { flexShrink: 0 },
  },
  'Secure',
);
