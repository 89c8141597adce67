import { keyframes, styledRecipe } from '~/ui/style-rules';
import { claimStatus, signInPrompt } from './panel-styles';

const glow = keyframes({
  '0%': { opacity: 0, transform: 'translateY(4px) scale(0.96)' },
  '100%': { opacity: 1, transform: 'none' },
});

export const panel = styledRecipe(
  {
    position: 'relative',
    display: 'grid',
    gap: '1.25rem',
    marginBottom: '2.5rem',
    padding: '1.25rem',
    borderRadius: '$card',
    border: '1px solid $accentBorder',
    background:
      'radial-gradient(40rem 14rem at 0% 0%, color-mix(in srgb, $colors$primary 22%, transparent), transparent), linear-gradient(180deg, color-mix(in srgb, $colors$paper 92%, $colors$highlight), $paper)',
    boxShadow: '0 18px 40px color-mix(in srgb, $colors$shadow 45%, transparent)',
    overflow: 'hidden',
    '@md': { padding: '1.75rem 2rem' },
  },
  'LoyaltyPanel',
);

export const summary = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    gap: '0.75rem 1rem',
    '@md': { gridTemplateColumns: 'auto 1fr auto' },
  },
  'LoyaltySummary',
);

export const emblem = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: 64,
    height: 64,
    borderRadius: '50%',
    fontSize: '2rem',
    color: '$primaryForeground',
    background: 'radial-gradient(circle at 35% 30%, color-mix(in srgb, $colors$primary 60%, #fff), $primary 70%)',
    boxShadow: '0 0 24px color-mix(in srgb, $colors$primary 55%, transparent)',
    '@md': { width: 80, height: 80, fontSize: '2.5rem' },
  },
  'LoyaltyEmblem',
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
  'LoyaltyHeading',
);

export const total = styledRecipe(
  {
    margin: 0,
    display: 'flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    gap: '0.25rem 0.5rem',
    fontFamily: '$display',
    lineHeight: 1.05,
    '& > strong': {
      fontSize: '2.25rem',
      fontWeight: 800,
      fontVariantNumeric: 'tabular-nums',
      color: '$accentText',
      '@md': { fontSize: '3rem' },
    },
    '& > span': { fontSize: '1.125rem', color: '$secondaryText' },
  },
  'LoyaltyTotal',
);

export const gain = styledRecipe(
  {
    display: 'inline-block',
    padding: '0.125rem 0.5rem',
    borderRadius: '$pill',
    fontSize: '0.8125rem',
    fontWeight: 700,
    color: '$successForeground',
    background: '$success',
    animation: `${glow} 300ms ease-out`,
    '@reducedMotion': { animation: 'none' },
  },
  'LoyaltyGain',
);

export const tierBadge = styledRecipe(
  {
    gridColumn: '1 / -1',
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5rem',
    padding: '0.375rem 0.875rem',
    borderRadius: '$pill',
    border: '1px solid color-mix(in srgb, $colors$primary 70%, transparent)',
    background: 'color-mix(in srgb, $colors$primary 18%, transparent)',
    fontFamily: '$display',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    '& > small': { fontFamily: '$body', fontWeight: 600, textTransform: 'none', color: '$secondaryText' },
    '@md': { gridColumn: 'auto', justifySelf: 'end' },
  },
  'LoyaltyTierBadge',
);

export const progress = styledRecipe({ display: 'grid', gap: '0.5rem' }, 'LoyaltyProgress');

export const bar = styledRecipe(
  {
    position: 'relative',
    height: 12,
    borderRadius: '$pill',
    background: 'color-mix(in srgb, $colors$shadow 40%, $colors$border)',
    overflow: 'hidden',
    '& > span': {
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      borderRadius: 'inherit',
      background: 'linear-gradient(90deg, color-mix(in srgb, $colors$primary 60%, #fff), $primary)',
      boxShadow: '0 0 12px color-mix(in srgb, $colors$primary 70%, transparent)',
      transition: 'width 600ms ease-out',
      '@reducedMotion': { transition: 'none' },
    },
  },
  'LoyaltyBar',
);

export const caption = styledRecipe(
  {
    margin: 0,
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '0.25rem 1rem',
    fontSize: '0.875rem',
    color: '$secondaryText',
    '& strong': { color: '$primaryText' },
  },
  'LoyaltyCaption',
);

export const trackTitle = styledRecipe(
  { margin: 0, fontFamily: '$display', fontSize: '1.125rem' },
  'LoyaltyTrackTitle',
);

export const track = styledRecipe(
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '0.75rem',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12.5rem, 1fr))',
  },
  'LoyaltyTrack',
);

export const milestone = styledRecipe(
  {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignContent: 'start',
    gap: '0.5rem 0.75rem',
    padding: '0.875rem',
    borderRadius: '$card',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$paper 85%, $colors$shadow)',
    '& > button, & > p:last-child': { gridColumn: '1 / -1' },
    '&[data-state="reached"]': {
      borderColor: '$primary',
      background: 'color-mix(in srgb, $colors$primary 14%, $colors$paper)',
      boxShadow: '0 0 0 1px $primary, 0 0 22px color-mix(in srgb, $colors$primary 35%, transparent)',
    },
    '&[data-state="claimed"]': { borderColor: 'color-mix(in srgb, $colors$success 60%, transparent)' },
    '&[data-state="locked"]': { opacity: 0.78 },
  },
  'LoyaltyMilestone',
);

export const node = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    borderRadius: '50%',
    fontSize: '1.25rem',
    border: '2px solid $border',
    color: '$secondaryText',
    '[data-state="reached"] > &': { borderColor: '$primary', color: '$primaryForeground', background: '$primary' },
    '[data-state="claimed"] > &': { borderColor: '$success', color: '$successForeground', background: '$success' },
  },
  'LoyaltyNode',
);

export const milestoneName = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: '1rem',
    lineHeight: 1.2,
    '& > small': {
      display: 'block',
      fontFamily: '$body',
      fontSize: '0.8125rem',
      color: '$secondaryText',
      fontVariantNumeric: 'tabular-nums',
    },
  },
  'LoyaltyMilestoneName',
);

export const rewards = styledRecipe(
  {
    gridColumn: '1 / -1',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.375rem',
    '& > li': {
      padding: '0.125rem 0.5rem',
      borderRadius: '$pill',
      fontSize: '0.8125rem',
      background: 'color-mix(in srgb, $colors$highlight 8%, transparent)',
      border: '1px solid $border',
    },
  },
  'LoyaltyRewards',
);

export const status = styledRecipe(
  {
    ...claimStatus,
  },
  'LoyaltyStatus',
);

export const prompt = styledRecipe(
  {
    ...signInPrompt,
  },
  'LoyaltyPrompt',
);
