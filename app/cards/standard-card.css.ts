import { styledRecipe } from '~/ui/style-rules';

export const stage = styledRecipe(
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    aspectRatio: '4 / 3',
    minHeight: '11rem',
    marginInline: '-1rem',
    marginTop: '-1.125rem',
    padding: '1rem',
    overflow: 'hidden',
    '& img, & [data-art]': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      aspectRatio: 'auto',
      borderRadius: 0,
      zIndex: -1,
    },
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: -1, background: 'var(--scrim)' },
    '& h3': { fontSize: '1.25rem', textShadow: '0 2px 10px color-mix(in srgb, $colors$shadow 70%, transparent)' },
    '& p': {
      color: '$primaryText',
      textShadow: '0 1px 8px color-mix(in srgb, $colors$shadow 80%, transparent)',
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    variants: {
      at: {
        top: {
          justifyContent: 'flex-start',
          '--scrim': 'linear-gradient(180deg, color-mix(in srgb, $colors$shadow 80%, transparent), transparent 70%)',
        },
        center: {
          justifyContent: 'center',
          '--scrim':
            'radial-gradient(ellipse at center, color-mix(in srgb, $colors$shadow 70%, transparent), transparent 75%)',
        },
        bottom: {
          justifyContent: 'flex-end',
          '--scrim': 'linear-gradient(0deg, color-mix(in srgb, $colors$shadow 85%, transparent), transparent 70%)',
        },
      },
    },
  },
  'Stage',
);

export const stageText = styledRecipe({ display: 'grid', gap: '0.25rem', isolation: 'isolate' }, 'StageText');
