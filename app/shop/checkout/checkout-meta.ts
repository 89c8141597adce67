import type { MetaDescriptor } from '@remix-run/node';
import type { StorefrontData } from '~/shop/load-storefront.server';
import { storefrontMeta } from '~/shop/storefront-meta';

/** The shop's head with the page's own title; buying pages are personal and never indexed. */
export function buyingPageMeta(storefront: StorefrontData | undefined, page: string): MetaDescriptor[] {
  if (!storefront) return storefrontMeta(undefined);
  const title = `${page} | ${storefront.shop.name}`;
  const retitled = storefrontMeta(storefront).map((entry) => {
    if ('title' in entry) return { title };
    if ('property' in entry && entry.property === 'og:title') return { ...entry, content: title };
    if ('name' in entry && entry.name === 'twitter:title') return { ...entry, content: title };
    return entry;
  });
  return [...retitled, { name: 'robots', content: 'noindex' }];
}
