import { styledRecipe } from '~/ui/style-rules';

// What a player sees when coming back from a sign-in provider did not sign them in: what happened, and a way on.
export const screen = styledRecipe(
  {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: '2rem 1rem',
    background: 'radial-gradient(circle at 50% 30%, $bgAccent, $baseBg 70%)',
    color: '$primaryText',
    fontFamily: '$body',
  },
  'Screen',
);

export const panel = styledRecipe(
  {
    width: '100%',
    maxWidth: 440,
    padding: '2rem 1.5rem',
    borderRadius: '$card',
    border: '1px solid $border',
    background: '$paper',
    textAlign: 'center',
  },
  'Panel',
);

export const shopName = styledRecipe(
  {
    margin: '0 0 0.75rem',
    color: '$secondaryText',
    fontSize: '0.875rem',
    letterSpacing: '0.05em',
  },
  'ShopName',
);

export const title = styledRecipe({ fontFamily: '$display', fontSize: '1.5rem', margin: '0 0 0.75rem' }, 'Title');

export const message = styledRecipe({ margin: '0 0 1.5rem', color: '$secondaryText', lineHeight: 1.5 }, 'Message');

export const actions = styledRecipe(
  { display: 'flex', flexDirection: 'column', gap: '0.75rem', alignItems: 'stretch' },
  'Actions',
);
