import type { MenuLinkTarget } from '../../schemas/enums';

export type PageTarget = Exclude<MenuLinkTarget, 'EXTERNAL_URL' | 'NESTED'>;

export const pageSlugs = {
  HOME: '',
  SHOP: 'shop',
  LOYALTY: 'loyalty',
  MISSIONS: 'missions',
  HUB: 'hub',
  DOWNLOAD: 'download',
} as const satisfies Record<PageTarget, string>;

export function pageTargetFromSlug(slug: string | undefined): PageTarget | null {
  if (slug === undefined || slug === '') return 'HOME';
  const entry = Object.entries(pageSlugs).find(([, value]) => value === slug);
  return entry ? (entry[0] as PageTarget) : null;
}

/** A storefront link: `/{handle}/{page}` on the main host, `/{page}` on the shop's own domain (basePath ''). */
export function pagePath(basePath: string, target: PageTarget): string {
  const slug = pageSlugs[target];
  if (!slug) return basePath || '/';
  return `${basePath}/${slug}`;
}
