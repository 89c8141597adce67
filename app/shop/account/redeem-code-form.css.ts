import { styledRecipe } from '~/ui/style-rules';

export const form = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    padding: '$4',
    borderRadius: '$input',
    border: '1px solid $border',
    background: '$baseBg',
  },
  'Form',
);

export const actions = styledRecipe({ display: 'flex', flexWrap: 'wrap', gap: '$2' }, 'Actions');
