import { styledRecipe } from '~/ui/style-rules';

export const cardMark = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: '$input',
    background: 'linear-gradient(135deg, color-mix(in srgb, $colors$primary 35%, $colors$paper), $paper)',
    border: '1px solid $accentBorder',
    color: '$primary',
  },
  'CardMark',
);

export const actions = styledRecipe(
  { display: 'flex', flexWrap: 'wrap', gap: '$2', justifyContent: 'flex-end' },
  'Actions',
);
