import { styledRecipe } from '~/ui/style-rules';
import { panelFrame } from './panel-styles';

export const panel = styledRecipe(
  {
    ...panelFrame,
    gap: '1rem',
  },
  'HubPanel',
);

export const heading = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: '0.875rem',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: '$secondaryText',
  },
  'HubHeading',
);

export const intro = styledRecipe({ margin: 0, color: '$primaryText', maxWidth: '40rem' }, 'HubIntro');

export const tiles = styledRecipe(
  {
    display: 'grid',
    gap: '0.75rem',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  },
  'HubTiles',
);

export const tile = styledRecipe(
  {
    display: 'grid',
    alignContent: 'start',
    gap: '0.375rem',
    padding: '1rem',
    borderRadius: 'calc($card * 0.75)',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$baseBg 55%, transparent)',
    '&[data-state="ready"]': {
      borderColor: '$primary',
      boxShadow: '0 0 18px -6px $colors$primary',
    },
    '& > a': {
      justifySelf: 'start',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.25rem',
      minHeight: '2.5rem',
      fontWeight: 600,
      color: '$accentText',
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px', borderRadius: 4 },
    },
  },
  'HubTile',
);

export const tileTitle = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '0.5rem',
    margin: 0,
    fontSize: '0.75rem',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: '$secondaryText',
  },
  'HubTileTitle',
);

export const headline = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: '1.375rem',
    fontWeight: 800,
    lineHeight: 1.15,
    color: '$primaryText',
    fontVariantNumeric: 'tabular-nums',
  },
  'HubHeadline',
);

export const detail = styledRecipe({ margin: 0, fontSize: '0.875rem', color: '$secondaryText' }, 'HubDetail');

export const bar = styledRecipe(
  {
    height: 8,
    borderRadius: '$pill',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$baseBg 70%, transparent)',
    overflow: 'hidden',
    '& > span': { display: 'block', height: '100%', background: '$primary' },
  },
  'HubBar',
);

export const news = styledRecipe(
  {
    display: 'grid',
    gap: '0.5rem',
    margin: '0.5rem 0 0',
    padding: 0,
    listStyle: 'none',
    '& > li': { display: 'grid', gap: '0.125rem' },
    '& span': { color: '$secondaryText', fontSize: '0.875rem' },
    '& a': { color: '$accentText', fontWeight: 600, justifySelf: 'start' },
  },
  'HubNews',
);
