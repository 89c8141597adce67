import { styledRecipe } from '~/ui/style-rules';
import type {
  battlePassVariants,
  calendarVariants,
  currencyCardVariants,
  dailyGiftVariants,
  premiumPassVariants,
  standardCardVariants,
} from '../../schemas/cards';
import type { CSS } from '~/ui/text';

export type CardVariant = (
  | typeof battlePassVariants
  | typeof premiumPassVariants
  | typeof calendarVariants
  | typeof standardCardVariants
  | typeof currencyCardVariants
  | typeof dailyGiftVariants
)[number];

// Ornaments are painted by ::before (a band or motif) and ::after (a corner mark) below the content
// (z-index -1 inside the frame's isolated stacking context), so the content stays plain.
const ornament = { content: '""', position: 'absolute', pointerEvents: 'none', zIndex: -1 } as const;

const band = (background: string, height = '6px'): CSS => ({
  '&::before': { ...ornament, insetInline: 0, top: 0, height, background },
});

// The tint fades out over a fixed height (not a percentage): a short gradient keeps snapshots small and tall cards calm.
const tint = (color: string, amount = '22%') =>
  `linear-gradient(180deg, color-mix(in srgb, ${color} ${amount}, $colors$paper), $colors$paper 10rem)`;

/**
 * Every game-specific variant's look, declared in one place: an accent colour, the frame and an ornament.
 * A variant added to the schema without a look here is a type error.
 */
const looks = {
  // Battle pass
  frontline: {
    '--card-accent': '#a3b86c',
    borderRadius: '2px',
    background: tint('#4d5a2b', '35%'),
    ...band('repeating-linear-gradient(-45deg, #a3b86c 0 10px, #1b1f12 10px 20px)', '8px'),
  },
  odyssey: {
    '--card-accent': '#2dd4bf',
    background: `radial-gradient(14rem 8rem at 90% 0%, rgba(251, 191, 36, 0.25), transparent), ${tint(
      '#0f766e',
      '40%',
    )}`,
    ...band('linear-gradient(90deg, #2dd4bf, #fbbf24, #2dd4bf)', '3px'),
    '&::after': {
      ...ornament,
      insetInlineEnd: '1rem',
      top: '0.75rem',
      width: 10,
      height: 10,
      transform: 'rotate(45deg)',
      background: '#fbbf24',
    },
  },
  nightfall: {
    '--card-accent': '#a78bfa',
    background: `radial-gradient(14rem 8rem at 100% 0%, rgba(167, 139, 250, 0.35), transparent), linear-gradient(180deg, #15112b, $colors$paper 10rem)`,
    '&::after': {
      ...ornament,
      insetInlineEnd: '1.1rem',
      top: '0.9rem',
      width: 22,
      height: 22,
      borderRadius: '50%',
      boxShadow: '6px -4px 0 0 #e9e4ff',
    },
  },
  // Premium pass
  gilded: {
    '--card-accent': '#facc15',
    borderColor: '#facc15',
    boxShadow:
      'inset 0 0 0 1px rgba(250, 204, 21, 0.5), 0 0 24px -6px rgba(250, 204, 21, 0.55), 0 10px 30px color-mix(in srgb, $colors$shadow 35%, transparent)',
    background: tint('#a16207', '30%'),
    ...band('linear-gradient(90deg, #854d0e, #fde68a, #ca8a04, #fef3c7, #854d0e)', '5px'),
  },
  obsidian: {
    '--card-accent': '#c084fc',
    borderColor: '#3b2a52',
    background: 'linear-gradient(180deg, #1b1526, #0b0a10 10rem)',
    boxShadow:
      'inset 0 1px 0 color-mix(in srgb, $colors$highlight 8%, transparent), 0 0 0 1px rgba(192, 132, 252, 0.25), 0 10px 30px color-mix(in srgb, $colors$shadow 50%, transparent)',
    ...band('linear-gradient(90deg, transparent, #c084fc, transparent)', '2px'),
  },
  // Calendar
  advent: {
    '--card-accent': '#f87171',
    background: tint('#7f1d1d', '35%'),
    ...band('linear-gradient(90deg, #b91c1c 0 45%, #fef3c7 45% 55%, #15803d 55%)', '6px'),
  },
  harvest: {
    '--card-accent': '#f59e0b',
    background: tint('#92400e', '35%'),
    ...band('repeating-linear-gradient(90deg, #f59e0b 0 6px, #78350f 6px 9px)', '6px'),
  },
  lunar: {
    '--card-accent': '#93c5fd',
    background: `radial-gradient(14rem 8rem at 100% 0%, rgba(147, 197, 253, 0.3), transparent), ${tint(
      '#1e3a8a',
      '35%',
    )}`,
    '&::after': {
      ...ornament,
      insetInlineEnd: '1rem',
      top: '0.8rem',
      width: 18,
      height: 18,
      borderRadius: '50%',
      background: '#dbeafe',
      boxShadow: '0 0 16px 4px rgba(147, 197, 253, 0.6)',
    },
  },
  // Standard card
  classic: {},
  tactical: {
    '--card-accent': '#84cc16',
    borderRadius: 0,
    clipPath: 'polygon(14px 0, 100% 0, 100% calc(100% - 14px), calc(100% - 14px) 100%, 0 100%, 0 14px)',
    background: tint('#365314', '30%'),
    ...band('linear-gradient(90deg, #84cc16 0 30%, transparent 30%)', '3px'),
  },
  racing: {
    '--card-accent': '#ef4444',
    background: tint('#7f1d1d', '30%'),
    ...band('repeating-conic-gradient(#f5f5f5 0 25%, #111 0 50%) 0 0 / 12px 12px', '12px'),
  },
  // Currency
  crystal: {
    '--card-accent': '#22d3ee',
    background: `radial-gradient(14rem 10rem at 50% 25%, rgba(34, 211, 238, 0.25), transparent), ${tint(
      '#155e75',
      '30%',
    )}`,
    // A row of crystal facets along the top edge.
    ...band(
      'linear-gradient(135deg, #67e8f9 25%, transparent 25%) -7px 0 / 14px 14px, linear-gradient(225deg, #22d3ee 25%, transparent 25%) -7px 0 / 14px 14px',
      '7px',
    ),
  },
  coin: {
    '--card-accent': '#fbbf24',
    background: `radial-gradient(14rem 10rem at 50% 25%, rgba(251, 191, 36, 0.3), transparent), $colors$paper`,
    ...band('linear-gradient(90deg, #b45309, #fde68a, #b45309)', '3px'),
  },
  fuel: {
    '--card-accent': '#fb923c',
    background: tint('#7c2d12', '30%'),
    '&::before': {
      ...ornament,
      insetInline: 0,
      bottom: 0,
      height: 6,
      background: 'repeating-linear-gradient(45deg, #fb923c 0 8px, #111 8px 16px)',
    },
  },
  // Daily gift
  chest: {
    '--card-accent': '#f59e0b',
    background: tint('#78350f', '45%'),
    ...band('radial-gradient(circle, #fcd34d 0 2px, transparent 3px) 6px 50% / 18px 8px repeat-x, #5b2d0c', '8px'),
  },
  crate: {
    '--card-accent': '#facc15',
    background: `repeating-linear-gradient(135deg, transparent 0 22px, color-mix(in srgb, $colors$highlight 3%, transparent) 22px 24px), ${tint(
      '#334155',
      '50%',
    )}`,
    ...band('repeating-linear-gradient(45deg, #facc15 0 8px, #1f2937 8px 16px)', '6px'),
  },
  scroll: {
    '--card-accent': '#e7c98b',
    background: tint('#a68a55', '30%'),
    '&::before': {
      ...ornament,
      insetInline: 0,
      top: 0,
      height: 8,
      background: 'linear-gradient(180deg, #e7c98b, #8a6d3b)',
      borderRadius: '0 0 8px 8px',
    },
    '&::after': {
      ...ornament,
      insetInline: 0,
      bottom: 0,
      height: 8,
      background: 'linear-gradient(0deg, #e7c98b, #8a6d3b)',
      borderRadius: '8px 8px 0 0',
    },
  },
} satisfies Record<CardVariant, CSS>;

export const cardFrame = styledRecipe(
  {
    '--card-accent': '$colors$primary',
    position: 'relative',
    isolation: 'isolate',
    display: 'flex',
    flexDirection: 'column',
    gap: '0.625rem',
    minWidth: 0,
    padding: '1.125rem 1rem 1rem',
    borderRadius: '$card',
    background: 'linear-gradient(180deg, $bgAccent, $paper 10rem)',
    border: '1px solid $border',
    boxShadow: '0 10px 30px color-mix(in srgb, $colors$shadow 35%, transparent)',
    color: '$primaryText',
    overflow: 'hidden',
    transition: 'transform 150ms ease, border-color 150ms ease',
    '&:hover': { transform: 'translateY(-2px)', borderColor: 'var(--card-accent)' },
    '@reducedMotion': { transition: 'none', '&:hover': { transform: 'none' } },
    variants: {
      look: looks,
      wide: { true: { gridColumn: '1 / -1' } },
      soldOut: { true: { '& img, & [data-art]': { filter: 'grayscale(0.85)', opacity: 0.6 } } },
    },
  },
  'CardFrame',
);
