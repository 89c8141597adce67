import type { AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { FIXTURE_NOW, cardFixtures } from '../../fixtures/cards/index';
import { themePresets } from '../../fixtures/themes/index';
import { dateTimeSchema } from '../../schemas/cards';
import { slugSchema } from '../../schemas/common';
import { defaultTheme, type Theme } from '../../schemas/theme';
import { kitGalleryEnabled } from '~/kit/load-kit.server';
import { findPublishedShop, listPublishedShops } from '~/server/shops.server';

const galleryQuerySchema = z.object({
  theme: z.string().max(60).optional(),
  /** The frozen clock every countdown reads. */
  now: dateTimeSchema.optional(),
  /** One fixture by name. */
  card: slugSchema.optional(),
  /** `live=1` lets countdowns tick in the browser (manual QA); snapshots keep the clock still. */
  live: z.enum(['1', 'true']).optional(),
});

/** The card gallery: every card fixture under one theme at a frozen clock. Guarded like /kit. */
export async function loadGallery(context: AppLoadContext, url: URL) {
  if (!kitGalleryEnabled(context)) throw new Response('Not found', { status: 404 });
  const parsed = galleryQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  // A hand-edited query falls back to the defaults rather than failing the gallery.
  const query = parsed.success ? parsed.data : {};
  const fixtures = query.card ? cardFixtures.filter((fixture) => fixture.name === query.card) : cardFixtures;
  if (fixtures.length === 0) throw new Response(`No card fixture named ${query.card}`, { status: 404 });

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
    now: Date.parse(query.now ?? FIXTURE_NOW),
    frozen: query.live === undefined,
    single: query.card ?? null,
    fixtures,
  };
}

export type GalleryData = Awaited<ReturnType<typeof loadGallery>>;
