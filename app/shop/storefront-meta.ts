import type { MetaDescriptor } from '@remix-run/node';
import { fontsUsedBy } from '~/lib/theme-variables';
import type { StorefrontData } from '~/shop/load-storefront.server';
import { fontLinks } from '~/ui/fonts';

export function storefrontMeta(data: StorefrontData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: 'Shop not found' }];
  const title = data.page && data.target !== 'HOME' ? `${data.page.title} | ${data.shop.name}` : data.shop.name;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: data.shop.description },
    { name: 'theme-color', content: data.theme.headerBackgroundColor },
    { property: 'og:title', content: title },
    { property: 'og:description', content: data.shop.description },
    { tagName: 'link', rel: 'icon', href: data.icons.favicon },
  ];
  if (data.icons.ogImage) meta.push({ property: 'og:image', content: data.icons.ogImage });
  meta.push(...fontLinks(fontsUsedBy(data.theme), data.customFontFiles));
  if (data.icons.appleTouchIcon) meta.push({ tagName: 'link', rel: 'apple-touch-icon', href: data.icons.appleTouchIcon });
  return meta;
}
