import { styledRecipe } from '~/ui/style-rules';

// Adyen's Drop-in in the shop's theme: its own CSS variables (adyen.css) read ours, so it follows each shop's tokens.
export const frame = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    minWidth: 0,
    '--adyen-checkout-color-background': '$colors$paper',
    '--adyen-checkout-color-text': '$colors$primaryText',
    '--adyen-checkout-color-label': '$colors$secondaryText',
    '--adyen-checkout-color-border': '$colors$border',
    '--adyen-checkout-color-primary': '$colors$primary',
    '--adyen-checkout-border-radius': '$radii$input',
    '& .adyen-checkout__payment-method': {
      background: '$paper',
      borderColor: '$border',
      color: '$primaryText',
    },
    '& .adyen-checkout__payment-method--selected': { background: '$bgAccent', borderColor: '$accentBorder' },
    '& .adyen-checkout__button--pay': { background: '$primary', color: '$primaryForeground' },
  },
  'AdyenFrame',
);

export const loading = styledRecipe({ display: 'grid', gap: '$3' }, 'AdyenLoading');

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
  'AdyenProblem',
);
