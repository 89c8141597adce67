import type { MetaDescriptor } from '@remix-run/node';
import type { StorefrontData } from '~/shop/load-storefront.server';

/** OpenGraph wants absolute URLs; a path is resolved against the request's origin when the loader knows it. */
function absolute(src: string, origin: string | null | undefined): string {
  return origin && src.startsWith('/') ? `${origin}${src}` : src;
}

/** The shop's head: title, description, OpenGraph and Twitter cards, icons and theme-color (same data as /api/shops/get_icons/{handle}). */
export function storefrontMeta(data: StorefrontData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: 'Shop not found' }];
  const title = data.page && data.target !== 'HOME' ? `${data.page.title} | ${data.shop.name}` : data.shop.name;
  const image = data.icons.ogImage ? absolute(data.icons.ogImage, data.origin) : null;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: data.shop.description },
    { name: 'theme-color', content: data.theme.headerBackgroundColor },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: data.shop.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: data.shop.description },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: data.shop.description },
    { tagName: 'link', rel: 'icon', href: data.icons.favicon },
  ];
  if (image) meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  meta.push(...data.fontLinks);
  if (data.icons.appleTouchIcon)
    meta.push({ tagName: 'link', rel: 'apple-touch-icon', href: data.icons.appleTouchIcon });
  return meta;
}
