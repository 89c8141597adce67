import { styledRecipe } from '~/ui/style-rules';

export const actions = styledRecipe(
  { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '$2' },
  'Actions',
);
