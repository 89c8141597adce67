import { styledRecipe } from '~/ui/style-rules';

export const trigger = styledRecipe(
  {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2.75rem',
    height: '2.75rem',
    padding: 0,
    border: '1px solid $border',
    borderRadius: '$pill',
    background: '$paper',
    color: '$primary',
    cursor: 'pointer',
    transition: 'border-color $fast, background-color $fast, box-shadow $fast',
    '&:hover': { borderColor: '$accentBorder', background: '$bgAccent', boxShadow: '0 0 18px -6px $colors$primary' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    // The count, drawn from the attribute: the button's label already says it.
    '&[data-count]::after': {
      content: 'attr(data-count)',
      position: 'absolute',
      top: -4,
      right: -4,
      minWidth: '1.25rem',
      padding: '0 0.3rem',
      borderRadius: '$pill',
      background: '$primary',
      color: '$baseBg',
      border: '2px solid $headerBg',
      font: '800 0.7rem/1rem var(--gf-font-display)',
      textAlign: 'center',
    },
  },
  'Trigger',
);
