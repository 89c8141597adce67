import type { SVGProps } from 'react';
import { icon } from './icons.css';

/**
 * The kit's icon set: 24x24 symbols with 2px round strokes, drawn once in `icons.svg`. The style sheet turns each
 * symbol into a mask (icons.css.ts), so an icon is one empty element in the page (decision 060) and takes the colour
 * and size of the text around it. Decorative (aria-hidden) unless given a `title`.
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
export interface IconProps {
  name: IconName;
  /** Gives the icon an accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
  /** Width and height (a number is pixels); by default 1.25em, so the icon follows the text around it. */
  size?: number | string;
  className?: string;
}

/** Labelled (role img + name) when titled, hidden otherwise. */
export function a11yProps(title: string | undefined): { role: 'img'; 'aria-label': string } | { 'aria-hidden': true } {
  return title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
}

export function Icon({ name, title, size, className }: IconProps) {
  return (
    <span
      data-icon={name}
      className={className ? `${icon} ${className}` : icon}
      style={size === undefined ? undefined : { width: size, height: size }}
      {...a11yProps(title)}
    />
  );
}
