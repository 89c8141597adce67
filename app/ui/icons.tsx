import type { SVGProps } from 'react';
// `no-inline`: a sprite is only usable from its own URL (`<use>` does not follow data: URLs), so Vite must emit it as a
// fingerprinted file under /assets (cached for a year) even though it is small enough to be inlined.
import spriteUrl from './icons.svg?no-inline';

/**
 * The kit's icon set: 24x24 symbols with 2px round strokes in currentColor, drawn once in `icons.svg` and referenced
 * with `<use>`, so an icon costs one short element in the page instead of its paths (decision 028), and icons take
 * the colour and size of the text around them. Decorative (aria-hidden) unless given a `title`.
 */
export const iconNames = [
  'cart',
  'user',
  'close',
  'chevron-down',
  'chevron-up',
  'chevron-left',
  'chevron-right',
  'coins',
  'gift',
  'lock',
  'check',
  'download',
  'windows',
  'apple',
  'external-link',
  'menu',
  'search',
  'plus',
  'minus',
  'clock',
] as const;

export type IconName = (typeof iconNames)[number];

export type SvgProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export interface IconProps extends SvgProps {
  name: IconName;
  /** Gives the icon an accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
  size?: number | string;
}

/** Labelled (role img + name) when titled, hidden otherwise. */
export function a11yProps(title: string | undefined): SvgProps {
  return title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
}

export function Icon({ name, title, size = '1.25em', ...props }: IconProps) {
  return (
    <svg width={size} height={size} data-icon={name} {...a11yProps(title)} {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
