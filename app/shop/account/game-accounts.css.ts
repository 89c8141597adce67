import { styledRecipe } from '~/ui/style-rules';

export const actions = styledRecipe({ display: 'flex', flexWrap: 'wrap', gap: '$2' }, 'Actions');
