import { styledRecipe } from '~/ui/style-rules';

export const intro = styledRecipe({ display: 'flex', alignItems: 'center', gap: '$3' }, 'Intro');

export const address = styledRecipe({ color: '$primaryText', wordBreak: 'break-all' }, 'Address');

export const wait = styledRecipe(
  { color: '$secondaryText', fontSize: '0.875rem', fontVariantNumeric: 'tabular-nums' },
  'Wait',
);
