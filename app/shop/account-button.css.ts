import { styledRecipe } from '~/ui/style-rules';

export const control = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    flexShrink: 0,
    minWidth: 0,
    height: '2.75rem',
    padding: '0 0.9rem 0 0.7rem',
    border: '1px solid $border',
    borderRadius: '$pill',
    background: '$paper',
    color: '$primaryText',
    fontFamily: '$button',
    fontWeight: 600,
    fontSize: '0.9rem',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'border-color $fast, background-color $fast, box-shadow $fast',
    '&:hover, &[aria-expanded="true"]': {
      borderColor: '$accentBorder',
      background: '$bgAccent',
      boxShadow: '0 0 18px -6px $colors$primary',
    },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '& [data-icon]': { color: '$primary' },
  },
  'control',
);

export const signInLink = styledRecipe({ '&[aria-busy="true"]': { cursor: 'progress' } }, 'SignInLink');

export const accountLink = styledRecipe(
  {
    paddingLeft: '0.3rem',
    paddingRight: '0.3rem',
    '@md': { maxWidth: '16rem', paddingRight: '0.9rem' },
  },
  'AccountLink',
);

export const avatar = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2rem',
    height: '2rem',
    borderRadius: '$pill',
    background: 'linear-gradient(135deg, $primary, $brandPrimaryDark)',
    color: '$baseBg',
    fontFamily: '$display',
    fontWeight: 800,
    fontSize: '0.95rem',
    textTransform: 'uppercase',
  },
  'Avatar',
);

export const name = styledRecipe(
  {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    // Phones show the avatar alone (the shop's name needs the room); the link's label still names the player.
    display: 'none',
    '@md': { display: 'inline' },
  },
  'Name',
);
