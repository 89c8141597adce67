import { styledRecipe } from '~/ui/style-rules';

export const content = styledRecipe(
  {
    width: 'max-content',
    maxWidth: 'min(22rem, calc(100vw - 2rem))',
    padding: '$4',
  },
  'Content',
);

export const arrow = styledRecipe({ fill: '$paper' }, 'Arrow');
