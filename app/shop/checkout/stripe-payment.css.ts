import { styledRecipe } from '~/ui/style-rules';

export const frame = styledRecipe({ display: 'grid', gap: '$4', minWidth: 0 }, 'StripeFrame');

export const form = styledRecipe({ display: 'grid', gap: '$4', minWidth: 0 }, 'StripeForm');

export const loading = styledRecipe({ display: 'grid', gap: '$3' }, 'StripeLoading');

// "or pay with a card": a rule either side of the words, between the wallets and the Payment Element.
export const divider = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    margin: 0,
    color: '$tertiaryText',
    fontSize: '0.8rem',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    '&::before, &::after': { content: '""', flex: 1, borderTop: '1px solid $border' },
  },
  'StripeDivider',
);

export const problem = styledRecipe(
  {
    margin: 0,
    padding: '$3',
    borderRadius: '$input',
    border: '1px solid $danger',
    background: 'color-mix(in srgb, $colors$danger 12%, transparent)',
    color: '$primaryText',
    fontSize: '0.9rem',
    lineHeight: 1.5,
  },
  'StripeProblem',
);
