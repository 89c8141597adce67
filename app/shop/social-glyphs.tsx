import type { ReactNode } from 'react';
import type { SocialNetwork } from '../../schemas/shop-config';

/** Simple line glyphs in the kit's icon style (24 grid, 2px round strokes); the kit has no brand icons. */
const glyphs = {
  discord: (
    <>
      <path d="M8.5 6.5c-1.8.3-3.3.9-4.5 1.7-1.7 2.9-2.2 5.9-1.9 8.9 1.6 1.2 3.3 2 5 2.4l1.1-2.1M15.5 6.5c1.8.3 3.3.9 4.5 1.7 1.7 2.9 2.2 5.9 1.9 8.9-1.6 1.2-3.3 2-5 2.4l-1.1-2.1" />
      <path d="M7 16.2c3.3 1.4 6.7 1.4 10 0M7.5 8.3c3-1 6-1 9 0" />
      <circle cx="9" cy="12.5" r="1.2" />
      <circle cx="15" cy="12.5" r="1.2" />
    </>
  ),
  x: <path d="M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.3M10.6 12.7L4 20" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.5v5l4.5-2.5z" />
    </>
  ),
  twitch: (
    <>
      <path d="M5 3.5h15v10l-4 4h-3.5L9.5 20.5v-3H5.5l-1-2V5z" />
      <path d="M11 8v4M15.5 8v4" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.75" />
      <circle cx="17" cy="7" r="0.5" />
    </>
  ),
  tiktok: <path d="M13 3.5v11.5a3.5 3.5 0 1 1-3.5-3.5M13 3.5c.5 2.8 2.4 4.6 5.5 5" />,
  facebook: <path d="M14.5 3.5h3v3.5h-2.5a1 1 0 0 0-1 1V11h3.5l-.5 3.5h-3v6.5h-3.5v-6.5H8V11h2.5V7.5a4 4 0 0 1 4-4z" />,
} satisfies Record<SocialNetwork, ReactNode>;

export const socialNames = {
  discord: 'Discord',
  x: 'X',
  youtube: 'YouTube',
  twitch: 'Twitch',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
} satisfies Record<SocialNetwork, string>;

export function SocialGlyph({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[network]}
    </svg>
  );
}
