import { styledRecipe } from '~/ui/style-rules';

// Three looks from one structure: the `look` variant restyles the band, the links and the social tiles.
export const footer = styledRecipe(
  {
    position: 'relative',
    marginTop: '4rem',
    color: '$tertiaryText',
    fontSize: '0.875rem',
    '& [data-part="band"]': { height: 4, background: 'linear-gradient(90deg, transparent, $primary, transparent)' },
    variants: {
      look: {
        DEFAULT: {
          background: '$paper',
          borderTop: '1px solid $border',
          '& [data-part="social"]': { borderRadius: '$pill' },
        },
        // Tactical: a hazard-striped band, stencil capitals on a gridded steel plate, notched tiles.
        TACTICUS: {
          background:
            'linear-gradient(0deg, color-mix(in srgb, $colors$highlight 2.5%, transparent) 1px, transparent 1px) 0 0 / 24px 24px, linear-gradient(90deg, color-mix(in srgb, $colors$highlight 2.5%, transparent) 1px, transparent 1px) 0 0 / 24px 24px, $baseBg',
          textTransform: 'uppercase',
          letterSpacing: '0.12em',
          fontSize: '0.78rem',
          '& [data-part="band"]': {
            height: 10,
            background: 'repeating-linear-gradient(135deg, $primary 0 14px, $baseBg 14px 28px)',
            borderBlock: '1px solid $primary',
          },
          '& [data-part="brand"]': {
            fontFamily: '$display',
            letterSpacing: '0.2em',
            borderLeft: '4px solid $primary',
            paddingLeft: '0.75rem',
          },
          '& [data-part="social"]': {
            borderRadius: 0,
            clipPath: 'polygon(8px 0, 100% 0, 100% calc(100% - 8px), calc(100% - 8px) 100%, 0 100%, 0 8px)',
            background: '$bgAccent',
          },
        },
        // Racing: a chequered-flag band, slanted italic type and skewed tiles on a speed-streaked plate.
        F1_CLASH: {
          // Faint slanted racing stripes on a plain plate: decoration that never sits under text at full strength.
          background:
            'linear-gradient(100deg, transparent 0 46%, color-mix(in srgb, $colors$brandPrimaryDark 55%, transparent) 46% 52%, transparent 52% 53.5%, color-mix(in srgb, $colors$primary 35%, transparent) 53.5% 55%, transparent 55%), $paper',
          fontStyle: 'italic',
          '& [data-part="band"]': {
            height: 16,
            background:
              'conic-gradient($colors$baseBg 25%, $colors$primaryText 0 50%, $colors$baseBg 0 75%, $colors$primaryText 0) 0 0 / 16px 16px',
            borderBottom: '3px solid $primary',
          },
          '& [data-part="brand"]': {
            fontFamily: '$display',
            fontWeight: 900,
            fontSize: '1.1rem',
            textTransform: 'uppercase',
          },
          '& [data-part="social"]': { borderRadius: 4, transform: 'skewX(-12deg)', background: '$bgAccent' },
          '& [data-part="social"] svg': { transform: 'skewX(12deg)' },
        },
      },
    },
    defaultVariants: { look: 'DEFAULT' },
  },
  'Footer',
);

export const inner = styledRecipe(
  {
    maxWidth: 1280,
    margin: '0 auto',
    padding: '2rem 1rem calc(2rem + env(safe-area-inset-bottom))',
    display: 'grid',
    gap: '1.5rem',
    '@md': { gridTemplateColumns: '1fr auto', alignItems: 'center' },
  },
  'Inner',
);

export const brandBlock = styledRecipe({ display: 'grid', gap: '0.35rem', '& p': { margin: 0 } }, 'BrandBlock');

export const brand = styledRecipe({ color: '$primaryText', fontWeight: 700 }, 'Brand');

export const navs = styledRecipe({ display: 'grid', gap: '1rem', '@md': { justifyItems: 'end' } }, 'Navs');

export const links = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.5rem 1.25rem',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    alignItems: 'center',
  },
  'Links',
);

export const linkLook = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.25rem',
    minHeight: '2.25rem',
    padding: 0,
    border: 'none',
    background: 'none',
    color: '$secondaryText',
    font: 'inherit',
    letterSpacing: 'inherit',
    textTransform: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { color: '$primary' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  },
  'linkLook',
);

export const legalLink = styledRecipe({}, 'LegalLink');

export const settingsButton = styledRecipe(
  { textDecoration: 'underline dotted', textUnderlineOffset: '4px' },
  'SettingsButton',
);

export const socials = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.5rem',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  'Socials',
);

export const socialLink = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    border: '1px solid $border',
    background: '$baseBg',
    color: '$secondaryText',
    transition: 'color $fast, border-color $fast, background-color $fast',
    '&:hover': { color: '$primary', borderColor: '$primary' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  },
  'SocialLink',
);
