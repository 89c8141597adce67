import { styledRecipe } from '~/ui/style-rules';

export const labelText = styledRecipe(
  {
    gridColumn: '1 / -1',
    display: 'flex',
    alignItems: 'center',
    gap: '0.75rem',
    margin: '0.5rem 0 0',
    fontFamily: '$display',
    fontSize: '1.25rem',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: '$accentText',
    overflowWrap: 'anywhere',
    // A rule that runs from the text to the row's end, on either side in right-to-left pages.
    '&::after': {
      content: '""',
      flex: 1,
      minWidth: '2rem',
      height: 1,
      background: 'linear-gradient(to right, $accentBorder, transparent)',
    },
    '&:dir(rtl)::after': { background: 'linear-gradient(to left, $accentBorder, transparent)' },
  },
  'LabelText',
);
