import { styledRecipe } from '~/ui/style-rules';

export const actions = styledRecipe(
  { display: 'flex', gap: '$3', justifyContent: 'flex-end', flexWrap: 'wrap' },
  'Actions',
);

export const offer = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    padding: '$3 $4',
    borderRadius: '$card',
    border: '1px solid $accentBorder',
    background: '$bgAccent',
    fontWeight: 700,
    '& span': { flex: 1 },
    '& strong': { color: '$primary', fontFamily: '$display', fontSize: '1.1rem' },
  },
  'Offer',
);

export const balance = styledRecipe(
  {
    margin: 0,
    fontVariantNumeric: 'tabular-nums',
    '&[data-state="short"]': { color: '$danger', fontWeight: 600 },
  },
  'Balance',
);
