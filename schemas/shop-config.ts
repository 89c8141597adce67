import { z } from 'zod';
import { catalogueSchema } from './catalogue';
import type { Card } from './cards';
import { httpsUrlSchema, imageSrcSchema, text } from './common';
import { emptyEngagement, engagementIds, engagementReferenceIssues, engagementSchema } from './engagement';
import { footerStyles } from './enums';
import { type FieldError, toFieldErrors } from './field-errors';
import { layoutSchema } from './layout';
import { defaultLoginSettings, loginSettingsSchema } from './login-settings';
import { menuSchema } from './menu';
import { defaultPaymentSettings, paymentSettingsSchema } from './payment-settings';
import { themeSchema } from './theme';
import { DEFAULT_TIME_ZONE, timeZoneSchema } from './time-zone';

export const socialNetworks = ['discord', 'x', 'youtube', 'twitch', 'instagram', 'tiktok', 'facebook'] as const;
export const SocialNetwork = z.enum(socialNetworks, { error: `Expected a network: ${socialNetworks.join(', ')}` });
export type SocialNetwork = z.infer<typeof SocialNetwork>;

export const footerStyleOptions = [...footerStyles, 'DEFAULT'] as const;

export const footerSchema = z.strictObject({
  style: z.enum(footerStyleOptions, { error: `Expected a footer style: ${footerStyleOptions.join(', ')}` }),
  legalLinks: z
    .array(z.strictObject({ label: text(40), url: httpsUrlSchema }))
    .max(10, { error: 'Expected at most 10 legal links' }),
  socials: z
    .array(z.strictObject({ network: SocialNetwork, url: httpsUrlSchema }))
    .max(socialNetworks.length, { error: `Expected at most ${socialNetworks.length} social links` }),
  copyright: text(120),
});

export const trackingSchema = z.strictObject({
  gaId: z
    .string()
    .regex(/^G-[A-Z0-9]{4,12}$/, { error: 'Expected a Google Analytics id like G-ABC123XYZ' })
    .optional(),
  metaPixelId: z
    .string()
    .regex(/^\d{6,20}$/, { error: 'Expected a Meta pixel id of 6-20 digits' })
    .optional(),
});

export const cookieConsentSchema = z.strictObject({
  enabled: z.boolean({ error: 'Expected true or false' }),
  title: text(80),
  message: text(600),
  acceptLabel: text(30),
  rejectLabel: text(30),
  policyUrl: httpsUrlSchema.optional(),
});

export const shopIconsSchema = z.strictObject({
  favicon: imageSrcSchema,
  appleTouchIcon: imageSrcSchema.optional(),
  ogImage: imageSrcSchema.optional(),
});

const FONT_FILE_MESSAGE = 'Expected a font file URL (https:// or /path) ending in .woff2, .woff, .ttf or .otf';
const fontFileSchema = imageSrcSchema.refine((value) => /\.(woff2?|ttf|otf)$/i.test(value), {
  error: FONT_FILE_MESSAGE,
});

/** The publisher's own files for the commercial fonts we cannot ship; without one, an open look-alike is used. */
export const customFontFilesSchema = z.strictObject({
  COCOGOOSE: fontFileSchema.optional(),
  FORMULA1: fontFileSchema.optional(),
  CENZO_FLARE: fontFileSchema.optional(),
});

export const shopConfigSchema = z
  .strictObject({
    name: text(60),
    description: z.string({ error: 'Expected text' }).trim().max(200, { error: 'Expected at most 200 characters' }),
    theme: themeSchema,
    menu: menuSchema,
    layout: layoutSchema,
    footer: footerSchema,
    tracking: trackingSchema,
    cookieConsent: cookieConsentSchema,
    icons: shopIconsSchema,
    customFontFiles: customFontFilesSchema.default({}),
    /** The shop's clock (an IANA name): studio times are entered and shown in it; left out, UTC. */
    timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
    /** How players sign in; left out, email codes only. */
    login: loginSettingsSchema.default(defaultLoginSettings),
    /** What the shop sells (issue 6); left out, nothing is for sale yet and cards are previews. */
    catalogue: catalogueSchema.default({ defaultCurrency: 'USD', virtualCurrencies: [], items: [], coupons: [] }),
    /** Loyalty, missions, daily gifts, offer chains and passes (issue 14); left out, none. */
    engagement: engagementSchema.default(emptyEngagement),
    /** Which provider takes the shop's payments (issue 15); left out, the built-in sandbox. */
    payments: paymentSettingsSchema.default(defaultPaymentSettings),
  })
  .superRefine((config, ctx) => {
    // A card that sells an item must name one the catalogue has.
    const itemIds = new Set(config.catalogue.items.map((item) => item.id));
    config.layout.pages.forEach((page, p) =>
      page.sections.forEach((section, s) =>
        section.cards.forEach((card, c) => {
          const engagementRef = cardEngagementRef(card);
          if (engagementRef && !engagementIds(config.engagement)[engagementRef.list].has(engagementRef.id)) {
            ctx.addIssue({
              code: 'custom',
              path: ['layout', 'pages', p, 'sections', s, 'cards', c, engagementRef.field],
              message: `No ${engagementRef.noun} of the shop's engagement rules has the id ${engagementRef.id}`,
            });
          }
          for (const [itemId, path] of cardItemRefs(card)) {
            if (!itemIds.has(itemId)) {
              ctx.addIssue({
                code: 'custom',
                path: ['layout', 'pages', p, 'sections', s, 'cards', c, ...path],
                message: `No catalogue item has the id ${itemId}`,
              });
            }
          }
        }),
      ),
    );
    for (const issue of engagementReferenceIssues(config.engagement, config.catalogue)) {
      ctx.addIssue({ code: 'custom', path: ['engagement', ...issue.path], message: issue.message });
    }
  });

/** Every catalogue item a card refers to, with the path of the reference inside the card. */
export function cardItemRefs(card: Card): Array<[string, Array<string | number>]> {
  if (card.type === 'offer_chain') {
    return card.links.flatMap((link, index) =>
      link.itemId ? [[link.itemId, ['links', index, 'itemId']] as [string, Array<string | number>]] : [],
    );
  }
  return 'itemId' in card && card.itemId ? [[card.itemId, ['itemId']]] : [];
}

/** The engagement entry a card shows (an offer chain, a daily gift, a pass), if it names one. */
export function cardEngagementRef(
  card: Card,
): { list: 'offerChains' | 'dailyGifts' | 'passes'; field: string; id: string; noun: string } | null {
  if (card.type === 'offer_chain' && card.chainId)
    return { list: 'offerChains', field: 'chainId', id: card.chainId, noun: 'offer chain' };
  if ((card.type === 'daily_gift' || card.type === 'calendar') && card.giftId)
    return { list: 'dailyGifts', field: 'giftId', id: card.giftId, noun: 'daily gift' };
  if ((card.type === 'battle_pass' || card.type === 'premium_pass') && card.passId)
    return { list: 'passes', field: 'passId', id: card.passId, noun: 'pass' };
  return null;
}

export type ShopConfig = z.infer<typeof shopConfigSchema>;
/** What a publisher writes (defaults such as a menu item's badge may be left out). */
export type ShopConfigInput = z.input<typeof shopConfigSchema>;

export type ParseShopConfigResult = { ok: true; config: ShopConfig } | { ok: false; errors: FieldError[] };

export function parseShopConfig(input: unknown): ParseShopConfigResult {
  const result = shopConfigSchema.safeParse(input);
  return result.success ? { ok: true, config: result.data } : { ok: false, errors: toFieldErrors(result.error) };
}
