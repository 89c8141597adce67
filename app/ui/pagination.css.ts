import { styledRecipe } from '~/ui/style-rules';

export const nav = styledRecipe(
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontFamily: '$body' },
  'Nav',
);

export const pages = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$1',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'Pages',
);

export const control = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '$1',
    minWidth: '2.5rem',
    height: '2.5rem',
    padding: '0 $3',
    border: '1px solid $border',
    borderRadius: '$input',
    background: '$paper',
    color: '$primaryText',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    transition: 'border-color $fast, background-color $fast, color $fast',
    '&:hover:not(:disabled)': { borderColor: '$accentBorder', color: '$accentText' },
    '&:disabled': { color: '$tertiaryText', cursor: 'not-allowed', opacity: 0.6 },
  },
  'control',
);

export const stepButton = styledRecipe({}, 'StepButton');

export const pageButton = styledRecipe(
  {
    padding: '0 $2',
    '&[aria-current="page"]': { background: '$primary', borderColor: '$primary', color: '$baseBg', cursor: 'default' },
    '&[aria-current="page"]:disabled': { opacity: 0.6 },
  },
  'PageButton',
);

export const ellipsis = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: '1.5rem',
    color: '$tertiaryText',
  },
  'Ellipsis',
);

export const sizeSelect = styledRecipe(
  {
    marginLeft: 'auto',
    paddingRight: '$5',
    appearance: 'none',
    backgroundImage:
      'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
    backgroundPosition: 'calc(100% - 14px) 50%, calc(100% - 9px) 50%',
    backgroundSize: '5px 5px',
    backgroundRepeat: 'no-repeat',
  },
  'SizeSelect',
);
