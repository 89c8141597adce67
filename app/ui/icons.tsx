import type { ReactNode, SVGProps } from 'react';

/**
 * One inline-SVG icon set: 24x24 viewBox, 2px round strokes in currentColor, so icons take the colour
 * and size of the text around them. Decorative (aria-hidden) unless given a `title`.
 */
const iconPaths = {
  cart: (
    <>
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  'chevron-up': <path d="M6 15l6-6 6 6" />,
  'chevron-left': <path d="M15 6l-6 6 6 6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  coins: (
    <>
      <ellipse cx="9" cy="7" rx="6" ry="3" />
      <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
      <path d="M9 18c0 1.7 2.7 3 6 3s6-1.3 6-3v-5c0-1.6-2.4-2.9-5.5-3" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8S10.5 3 8 3.5 6.5 8 12 8zm0 0s1.5-5 4-4.5S17.5 8 12 8z" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  download: <path d="M12 3v12M7 10.5l5 5 5-5M4 20h16" />,
  windows: <path d="M3 5.5l7.5-1v7H3zM13 4.2L21 3v8.5h-8zM3 13.5h7.5v7l-7.5-1zM13 13.5h8V21l-8-1.2z" />,
  apple: (
    <>
      <path d="M12 7.5c-1.5-1.2-3.6-1.4-5-.6C4.6 8.3 4.2 12 5.6 15.6 6.8 18.7 8.6 21 10.2 20.8c.8-.1 1.1-.6 1.8-.6s1 .5 1.8.6c1.6.2 3.4-2.1 4.6-5.2 1.4-3.6 1-7.3-1.4-8.7-1.4-.8-3.5-.6-5 .6z" />
      <path d="M12 7.5c0-2 1-3.7 3-4.5" />
    </>
  ),
  'external-link': <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof iconPaths;
export const iconNames = Object.keys(iconPaths) as IconName[];

export type SvgProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export interface IconProps extends SvgProps {
  name: IconName;
  /** Gives the icon an accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
  size?: number | string;
}

/** Labelled (role img + name) when titled, hidden otherwise. */
export function a11yProps(title: string | undefined): SvgProps {
  return title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: 'false' };
}

export function Icon({ name, title, size = '1.25em', ...props }: IconProps) {
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
      data-icon={name}
      {...a11yProps(title)}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {iconPaths[name]}
    </svg>
  );
}
