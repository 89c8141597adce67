import { styledRecipe } from '~/ui/style-rules';
import { claimStatus, panelFrame, signInPrompt } from './panel-styles';

export const panel = styledRecipe(
  {
    ...panelFrame,
    gap: '1.5rem',
  },
  'MissionsPanel',
);

export const title = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: '1.5rem',
    letterSpacing: '0.02em',
    '@md': { fontSize: '1.875rem' },
  },
  'MissionsTitle',
);

export const group = styledRecipe({ display: 'grid', gap: '0.75rem' }, 'MissionsGroup');

export const groupHeader = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '0.25rem 1rem',
    '& > h3': {
      margin: 0,
      fontFamily: '$display',
      fontSize: '0.9375rem',
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: '$secondaryText',
    },
  },
  'MissionsGroupHeader',
);

export const reset = styledRecipe(
  {
    margin: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.375rem',
    fontSize: '0.875rem',
    color: '$secondaryText',
    fontVariantNumeric: 'tabular-nums',
    '& time': { color: '$primaryText', fontWeight: 600 },
  },
  'MissionsReset',
);

export const list = styledRecipe(
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '0.75rem',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  },
  'MissionsList',
);

export const mission = styledRecipe(
  {
    display: 'grid',
    alignContent: 'start',
    gap: '0.625rem',
    padding: '1rem',
    borderRadius: '$card',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$paper 85%, $colors$shadow)',
    '&[data-state="completed"]': {
      borderColor: '$primary',
      background: 'color-mix(in srgb, $colors$primary 14%, $colors$paper)',
      boxShadow: '0 0 0 1px $primary, 0 0 22px color-mix(in srgb, $colors$primary 35%, transparent)',
    },
    '&[data-state="claimed"]': { borderColor: 'color-mix(in srgb, $colors$success 60%, transparent)' },
    '&[data-state="locked"]': { opacity: 0.72 },
  },
  'Mission',
);

export const missionName = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: '1.0625rem',
    lineHeight: 1.25,
    '& + p': { margin: 0, fontSize: '0.875rem', color: '$secondaryText' },
  },
  'MissionName',
);

export const bar = styledRecipe(
  {
    position: 'relative',
    height: 10,
    borderRadius: '$pill',
    background: 'color-mix(in srgb, $colors$shadow 40%, $colors$border)',
    overflow: 'hidden',
    '& > span': {
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      borderRadius: 'inherit',
      background: 'linear-gradient(90deg, color-mix(in srgb, $colors$primary 60%, #fff), $primary)',
      boxShadow: '0 0 10px color-mix(in srgb, $colors$primary 70%, transparent)',
      transition: 'width 600ms ease-out',
      '@reducedMotion': { transition: 'none' },
    },
    '[data-state="claimed"] > & > span': { background: '$success', boxShadow: 'none' },
  },
  'MissionBar',
);

export const count = styledRecipe(
  {
    margin: 0,
    fontSize: '0.875rem',
    color: '$secondaryText',
    fontVariantNumeric: 'tabular-nums',
    '& > strong': { color: '$primaryText' },
  },
  'MissionCount',
);

export const rewards = styledRecipe(
  {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.375rem',
    '& > li': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.25rem',
      padding: '0.125rem 0.5rem',
      borderRadius: '$pill',
      fontSize: '0.8125rem',
      background: 'color-mix(in srgb, $colors$highlight 8%, transparent)',
      border: '1px solid $border',
    },
  },
  'MissionRewards',
);

export const status = styledRecipe(
  {
    ...claimStatus,
  },
  'MissionStatus',
);

export const prompt = styledRecipe(
  {
    ...signInPrompt,
  },
  'MissionsPrompt',
);
