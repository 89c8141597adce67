import { styledRecipe } from '~/ui/style-rules';

// A 404 or an error on a shop's page, answered inside that shop's chrome and theme whenever the shop is known.
export const problem = styledRecipe(
  {
    display: 'grid',
    justifyItems: 'center',
    gap: '0.75rem',
    margin: '2rem auto',
    maxWidth: 560,
    padding: '2.5rem 1.5rem',
    textAlign: 'center',
    borderRadius: '$card',
    border: '1px solid $border',
    background: '$paper',
    '& h1': {
      fontFamily: '$display',
      fontSize: '1.75rem',
      margin: 0,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
    '& p': { margin: '0 0 0.75rem', color: '$secondaryText', lineHeight: 1.5 },
  },
  'Problem',
);

export const code = styledRecipe(
  {
    fontFamily: '$display',
    fontSize: '3.5rem',
    lineHeight: 1,
    letterSpacing: '0.1em',
    color: '$primary',
  },
  'Code',
);
