import { styledRecipe } from '~/ui/style-rules';

export const stage = styledRecipe(
  {
    position: 'relative',
    flex: 1,
    minHeight: 0,
    minWidth: 0,
    overflow: 'auto',
    padding: '$4',
    background:
      'linear-gradient(45deg, color-mix(in srgb, $colors$highlight 3%, transparent) 25%, transparent 25%) 0 0 / 24px 24px, $baseBg',
  },
  'CanvasStage',
);

export const device = styledRecipe(
  {
    margin: '0 auto',
    borderRadius: '$card',
    border: '1px solid $border',
    boxShadow: '0 12px 40px color-mix(in srgb, $colors$shadow 50%, transparent)',
    overflow: 'hidden',
    background: '$paper',
    transformOrigin: 'top left',
  },
  'CanvasDevice',
);

export const frame = styledRecipe({ display: 'block', border: 0, width: '100%', height: '100%' }, 'CanvasFrame');
