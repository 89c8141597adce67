import { styledRecipe } from '~/ui/style-rules';

export const saved = styledRecipe(
  {
    display: 'grid',
    gap: '$2',
    paddingBottom: '$4',
    marginBottom: '$4',
    borderBottom: '1px solid $accentBorder',
    '& h3': { margin: 0, fontSize: '0.85rem', color: '$secondaryText', fontWeight: 600 },
  },
  'SavedCards',
);

export const or = styledRecipe({ margin: 0, fontSize: '0.85rem', color: '$secondaryText' }, 'SavedCardsOr');
