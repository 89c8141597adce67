import { styledRecipe } from '~/ui/style-rules';

export const box = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    padding: '$4',
    borderRadius: '$input',
    border: '1px solid $accentBorder',
    background: '$baseBg',
  },
  'Box',
);

export const row = styledRecipe({ display: 'flex', flexWrap: 'wrap', gap: '$2' }, 'Row');

export const sendForm = styledRecipe({ display: 'grid', gap: '$3' }, 'SendForm');
