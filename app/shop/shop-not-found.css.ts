import { styledRecipe } from '~/ui/style-rules';

export const screen = styledRecipe(
  {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: '2rem',
    textAlign: 'center',
    background: 'radial-gradient(circle at 50% 30%, $bgAccent, $baseBg 70%)',
  },
  'Screen',
);

export const code = styledRecipe(
  {
    fontFamily: '$display',
    fontSize: '5rem',
    margin: 0,
    color: '$primary',
    letterSpacing: '0.1em',
  },
  'Code',
);

export const title = styledRecipe(
  { fontFamily: '$display', margin: '0 0 0.5rem', textTransform: 'uppercase' },
  'Title',
);

export const message = styledRecipe({ color: '$secondaryText', margin: '0 0 1.5rem' }, 'Message');
