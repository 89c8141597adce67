import { styledRecipe } from '~/ui/style-rules';

const artBox = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: 'calc($card / 2)',
} as const;

export const artImage = styledRecipe(
  {
    ...artBox,
    objectFit: 'contain',
    // Until the browser gives up on a broken file, its alt text must not flash as a broken-image box.
    color: 'transparent',
    variants: {
      fit: { contain: {}, cover: { objectFit: 'cover' } },
      at: {
        top: { objectPosition: 'top' },
        center: { objectPosition: 'center' },
        bottom: { objectPosition: 'bottom' },
      },
      size: { full: {}, small: { width: 64, aspectRatio: '1', flexShrink: 0 } },
    },
  },
  'ArtImage',
);

export const missing = styledRecipe(
  {
    ...artBox,
    display: 'grid',
    placeItems: 'center',
    border: '1px dashed color-mix(in srgb, var(--card-accent) 45%, transparent)',
    background: 'color-mix(in srgb, var(--card-accent) 7%, transparent)',
    color: 'color-mix(in srgb, var(--card-accent) 70%, $colors$secondaryText)',
    fontSize: '2.5rem',
    variants: { size: { full: {}, small: { width: 64, aspectRatio: '1', flexShrink: 0, fontSize: '1.5rem' } } },
  },
  'Missing',
);
