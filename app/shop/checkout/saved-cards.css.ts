import { styledRecipe } from '~/ui/style-rules';

export const saved = styledRecipe(
  {
    display: 'grid',
    // minmax(0, 1fr): a long card name wraps instead of widening a 380 px page.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '$2',
    '& button': { whiteSpace: 'normal', minWidth: 0 },
    paddingBottom: '$4',
    marginBottom: '$4',
    borderBottom: '1px solid $accentBorder',
    '& h3': { margin: 0, fontSize: '0.85rem', color: '$secondaryText', fontWeight: 600 },
  },
  'SavedCards',
);

export const or = styledRecipe({ margin: 0, fontSize: '0.85rem', color: '$secondaryText' }, 'SavedCardsOr');
