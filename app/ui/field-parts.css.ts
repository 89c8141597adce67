import { styledRecipe } from '~/ui/style-rules';

/** The label, helper and error pieces every form control shares, and the ids that wire them together. */
export const fieldRoot = styledRecipe(
  {
    display: 'flex',
    flexDirection: 'column',
    gap: '$2',
    minWidth: 0,
    fontFamily: '$body',
  },
  'FieldRoot',
);

export const labelStyles = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: '0.15em',
    color: '$secondaryText',
    fontSize: '0.875rem',
    fontWeight: 600,
    letterSpacing: '0.02em',
    '&[data-disabled]': { color: '$tertiaryText' },
  },
  'labelStyles',
);

export const labelText = styledRecipe({}, 'LabelText');

/** The visible name of a group of controls (radio group, code slots), referenced by aria-labelledby. */
export const fieldGroupLabel = styledRecipe({}, 'FieldGroupLabel');

export const requiredMark = styledRecipe({ color: '$danger', fontWeight: 700 }, 'RequiredMark');

export const fieldMessage = styledRecipe(
  {
    margin: 0,
    fontSize: '0.8125rem',
    lineHeight: 1.4,
    color: '$secondaryText',
    variants: { tone: { helper: {}, error: { color: '$danger', fontWeight: 500 } } },
    defaultVariants: { tone: 'helper' },
  },
  'FieldMessage',
);
