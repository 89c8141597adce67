import { styledRecipe } from '~/ui/style-rules';

// Loaded only when a preview has a broken card to show: storefront pages never need this code.
export const placeholder = styledRecipe(
  {
    display: 'grid',
    alignContent: 'center',
    justifyItems: 'start',
    gap: '$2',
    minHeight: 160,
    padding: '$4',
    borderRadius: '$card',
    border: '2px dashed $danger',
    background: 'color-mix(in srgb, $colors$danger 8%, $colors$paper)',
    color: '$primaryText',
    fontSize: '0.875rem',
    '& strong': { display: 'inline-flex', alignItems: 'center', gap: '$2', color: '$danger', fontWeight: 800 },
    '& code': { overflowWrap: 'anywhere', color: '$secondaryText' },
  },
  'Placeholder',
);
