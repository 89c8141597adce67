import { styledRecipe } from '~/ui/style-rules';

export const payingAs = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    margin: '0 0 $4',
    padding: '0.3rem 0.8rem',
    borderRadius: '$pill',
    border: '1px solid $accentBorder',
    background: '$bgAccent',
    color: '$accentText',
    '& strong': { color: '$primaryText', fontFamily: '$display', letterSpacing: '0.04em' },
  },
  'PayingAs',
);
