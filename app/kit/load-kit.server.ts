import type { AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { themePresets } from '../../fixtures/themes/index';
import { ButtonType, TypographySet } from '../../schemas/enums';
import { defaultTheme, type Theme } from '../../schemas/theme';
import { listPublishedShops, findPublishedShop } from '~/server/shops.server';

const kitQuerySchema = z.object({
  theme: z.string().max(60).optional(),
  buttonType: ButtonType.optional(),
  typography: TypographySet.optional(),
});

/** The gallery is for development, test builds (ENABLE_KIT_GALLERY) and, later, signed-in publishers. */
export function kitGalleryEnabled(context: Pick<AppLoadContext, 'env'>): boolean {
  return context.env.NODE_ENV !== 'production' || context.env.ENABLE_KIT_GALLERY;
}

export async function loadKit(context: AppLoadContext, url: URL) {
  if (!kitGalleryEnabled(context)) throw new Response('Not found', { status: 404 });
  const parsed = kitQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  // A hand-edited query falls back to the defaults rather than failing the gallery.
  const query = parsed.success ? parsed.data : {};
  const shops = await listPublishedShops(context.db);
  const themeOptions = [
    { value: 'default', label: 'Default (kit)' },
    ...shops.map((shop) => ({ value: shop.handle, label: shop.name })),
    ...Object.keys(themePresets).map((name) => ({ value: name, label: `Preset: ${name}` })),
  ];
  const themeName = themeOptions.some((option) => option.value === query.theme) ? query.theme! : 'default';
  let theme: Theme = defaultTheme;
  if (themePresets[themeName]) theme = themePresets[themeName];
  else if (themeName !== 'default')
    theme = (await findPublishedShop(context.db, themeName))?.config.theme ?? defaultTheme;
  return {
    themeName,
    themeOptions,
    theme,
    buttonType: query.buttonType ?? theme.buttonType,
    typography: query.typography ?? theme.typography,
  };
}

export type KitData = Awaited<ReturnType<typeof loadKit>>;
