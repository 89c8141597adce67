import { styleClass, styledRecipe } from '~/ui/style-rules';

export const backdrop = styledRecipe(
  {
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    '& img, & [data-art]': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      aspectRatio: 'auto',
      borderRadius: 0,
    },
    // A scrim on the text's side keeps it readable over any picture.
    '&::after': { content: '""', position: 'absolute', inset: 0, background: 'var(--scrim)' },
  },
  'Backdrop',
);

export const body = styledRecipe(
  {
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5rem',
    flex: 1,
    maxWidth: '40rem',
    '& h2': {
      fontSize: '1.5rem',
      '@md': { fontSize: '2rem' },
      textShadow: '0 2px 12px color-mix(in srgb, $colors$shadow 60%, transparent)',
    },
    '& p': { color: '$primaryText', textShadow: '0 1px 8px color-mix(in srgb, $colors$shadow 70%, transparent)' },
    '& > :last-child': { marginTop: 0, alignSelf: 'flex-start', minWidth: '12rem' },
    variants: {
      at: {
        top: {
          justifyContent: 'flex-start',
          '--scrim': 'linear-gradient(180deg, color-mix(in srgb, $colors$shadow 75%, transparent), transparent 75%)',
        },
        center: {
          justifyContent: 'center',
          '--scrim': 'linear-gradient(90deg, color-mix(in srgb, $colors$shadow 75%, transparent), transparent 80%)',
        },
        bottom: {
          justifyContent: 'flex-end',
          '--scrim': 'linear-gradient(0deg, color-mix(in srgb, $colors$shadow 80%, transparent), transparent 75%)',
        },
      },
    },
  },
  'Body',
);

/** The banner's own size and padding, over the card frame's (a doubled class outranks the frame's rules). */
export const bannerFrame = styleClass({
  '&&': { minHeight: 240, padding: '1.5rem', '@md': { minHeight: 280, padding: '2rem' } },
});
