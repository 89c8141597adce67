import { styledRecipe } from '~/ui/style-rules';

/** Spec section 9: each slot is 12 by 16 units of 0.25rem (3rem by 4rem). */
export const OTP_SLOT_UNITS = { width: 12, height: 16 } as const;

const UNIT_REM = 0.25;

export const group = styledRecipe(
  { display: 'flex', flexDirection: 'column', gap: '$2', fontFamily: '$body' },
  'Group',
);

export const slots = styledRecipe({ display: 'flex', gap: '$2', flexWrap: 'wrap' }, 'Slots');

export const slot = styledRecipe(
  {
    width: `${OTP_SLOT_UNITS.width * UNIT_REM}rem`,
    height: `${OTP_SLOT_UNITS.height * UNIT_REM}rem`,
    padding: 0,
    textAlign: 'center',
    fontFamily: '$display',
    fontSize: '1.75rem',
    fontWeight: 600,
    color: '$primaryText',
    caretColor: '$primary',
    background: '$paper',
    border: '2px solid $border',
    borderRadius: '$input',
    transition: 'border-color $fast, box-shadow $fast, transform $fast',
    '&[data-state="filled"]': { borderColor: '$accentBorder' },
    '&:focus': {
      outline: 'none',
      borderColor: '$primary',
      boxShadow: '0 0 0 3px color-mix(in srgb, $colors$primary 30%, transparent)',
    },
    '&[aria-invalid="true"]': { borderColor: '$danger' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
  'Slot',
);
