import { styledRecipe } from '~/ui/style-rules';

// Adyen's Drop-in in the shop's theme: its own CSS variables (adyen.css) read ours, so it follows each shop's tokens.
export const frame = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    minWidth: 0,
    // adyen-web 6 reads these (with its own light defaults as fallbacks): the shop's tokens instead.
    '--adyen-sdk-color-background-primary': '$colors$paper',
    '--adyen-sdk-color-background-secondary': '$colors$bgAccent',
    '--adyen-sdk-color-background-inverse-primary': '$colors$primary',
    '--adyen-sdk-color-label-primary': '$colors$primaryText',
    '--adyen-sdk-color-label-secondary': '$colors$secondaryText',
    '--adyen-sdk-color-label-tertiary': '$colors$tertiaryText',
    '--adyen-sdk-color-label-on-color': '$colors$primaryForeground',
    '--adyen-sdk-color-outline-primary': '$colors$border',
    '--adyen-sdk-color-outline-secondary': '$colors$border',
    '--adyen-sdk-color-outline-tertiary': '$colors$border',
    '--adyen-sdk-color-outline-primary-hover': '$colors$accentBorder',
    '--adyen-sdk-color-outline-primary-active': '$colors$primary',
    '--adyen-sdk-color-separator-primary': '$colors$border',
    '--adyen-sdk-border-radius-s': '$radii$input',
    '--adyen-sdk-border-radius-m': '$radii$input',
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
