import { z } from 'zod';
import { currencyCodeSchema } from '../cards';
import { acquireItemResultSchema, externalItemSchema, receiptQuerySchema, receiptSchema } from '../commerce';
import { layoutSchema } from '../layout';
import { PageTarget, menuSchema } from '../menu';
import { cookieConsentSchema, shopIconsSchema } from '../shop-config';
import { themeSchema } from '../theme';
import { meSchema } from '../account';
import {
  loyaltyAckBodySchema,
  loyaltyAckResultSchema,
  loyaltyClaimResultSchema,
  loyaltyDetailsSchema,
} from '../engagement/loyalty';
import { hubSchema } from './hub';
import { defineContract, pathParams, shopHandleSchema } from './contract';
import { missionsViewSchema } from './missions';

// Spec section 7, "Shop": a shop's public configuration and the player's items, loyalty, hub and missions.
const tag = 'Shop';

export const getShopMenu = defineContract({
  name: 'getShopMenu',
  method: 'GET',
  path: '/api/menu/{shop}',
  secure: true,
  anonymous: 'allowed',
  tag,
  status: 'implemented',
  summary: "Reads a shop's menu (personalised for a signed-in player, the public one otherwise)",
  params: pathParams('/api/menu/{shop}'),
  response: z.object({ items: menuSchema }),
});

export const getReceipt = defineContract({
  name: 'getReceipt',
  method: 'GET',
  path: '/api/receipt',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Reads the receipt of one of the player's purchases",
  query: receiptQuerySchema,
  response: receiptSchema,
});

export const acquireItemWithVirtualCurrency = defineContract({
  name: 'acquireItemWithVirtualCurrency',
  method: 'POST',
  path: '/api/shop/{shop}/acquire_item_with_virtual_currency/{item}',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Buys an item with the player's virtual currency (or claims a free one), in one atomic step",
  params: pathParams('/api/shop/{shop}/acquire_item_with_virtual_currency/{item}'),
  response: acquireItemResultSchema,
});

export const getExternalItem = defineContract({
  name: 'getExternalItem',
  method: 'GET',
  path: '/api/shop/{shop}/external_item/{item}',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Reads an item sold by the game outside the shop's layout",
  params: pathParams('/api/shop/{shop}/external_item/{item}'),
  /** The currency to price the item in; the catalogue's default when left out. */
  query: z.object({ currency: currencyCodeSchema.optional() }),
  response: externalItemSchema,
});

export const shopGaIdSchema = z.object({ gaId: z.string().nullable() });

export const getShopGaId = defineContract({
  name: 'getShopGaId',
  method: 'GET',
  path: '/api/shop/{shop}/ga_id',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Reads a shop's Google Analytics id (null when it has none)",
  params: pathParams('/api/shop/{shop}/ga_id'),
  response: shopGaIdSchema,
});

export const shopMetaTrackingIdSchema = z.object({ metaTrackingId: z.string().nullable() });

export const getShopMetaTrackingId = defineContract({
  name: 'getShopMetaTrackingId',
  method: 'GET',
  path: '/api/shop/{shop}/meta_tracking_id',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Reads a shop's Meta pixel id (null when it has none)",
  params: pathParams('/api/shop/{shop}/meta_tracking_id'),
  response: shopMetaTrackingIdSchema,
});

export const redeemFreeExternalItem = defineContract({
  name: 'redeemFreeExternalItem',
  method: 'POST',
  path: '/api/shop/{shop}/redeem_free_external_item/{item}',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Claims a free item sold by the game outside the shop's layout",
  params: pathParams('/api/shop/{shop}/redeem_free_external_item/{item}'),
  response: acquireItemResultSchema,
});

export const shopSummarySchema = z.object({
  id: z.string(),
  handle: shopHandleSchema,
  name: z.string(),
  description: z.string(),
});

export const getShopByHandle = defineContract({
  name: 'getShopByHandle',
  method: 'GET',
  path: '/api/shops/get_by_handle/{handle}',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Reads a shop's id, handle, name and description",
  params: pathParams('/api/shops/get_by_handle/{handle}'),
  response: shopSummarySchema,
});

export const getShopIcons = defineContract({
  name: 'getShopIcons',
  method: 'GET',
  path: '/api/shops/get_icons/{handle}',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Reads a shop's favicon, Apple touch icon and social-sharing image",
  params: pathParams('/api/shops/get_icons/{handle}'),
  response: shopIconsSchema,
});

export const acknowledgeLoyaltyPoints = defineContract({
  name: 'acknowledgeLoyaltyPoints',
  method: 'POST',
  path: '/api/shops/{shop}/ack_loyalty_points',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Marks the player's newly earned loyalty points as seen (`points`: the total the page showed)",
  params: pathParams('/api/shops/{shop}/ack_loyalty_points'),
  body: loyaltyAckBodySchema,
  response: loyaltyAckResultSchema,
});

export const claimLoyaltyMilestone = defineContract({
  name: 'claimLoyaltyMilestone',
  method: 'POST',
  path: '/api/shops/{shop}/claim_loyalty_milestone/{id}',
  secure: true,
  tag,
  status: 'implemented',
  summary: 'Claims the reward of a loyalty milestone the player reached (no body)',
  params: pathParams('/api/shops/{shop}/claim_loyalty_milestone/{id}'),
  response: loyaltyClaimResultSchema,
});

export const getCookieConsentConfig = defineContract({
  name: 'getCookieConsentConfig',
  method: 'GET',
  path: '/api/shops/{shop}/cookie_yes_config',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Reads a shop's cookie-consent banner settings",
  params: pathParams('/api/shops/{shop}/cookie_yes_config'),
  response: cookieConsentSchema,
});

export const getShopHub = defineContract({
  name: 'getShopHub',
  method: 'GET',
  path: '/api/shops/{shop}/hub',
  secure: true,
  tag,
  status: 'implemented',
  summary:
    "Reads the player's hub in a shop: a section per feature the shop runs (loyalty, daily gifts, missions, offer chains, passes) with its time window, and the news",
  params: pathParams('/api/shops/{shop}/hub'),
  response: hubSchema,
});

export const shopLayoutQuerySchema = z.object({ page: PageTarget.optional() });

export const getShopLayout = defineContract({
  name: 'getShopLayout',
  method: 'GET',
  path: '/api/shops/{shop}/layout',
  secure: true,
  anonymous: 'allowed',
  tag,
  status: 'implemented',
  summary: "Reads a shop's layout, or one page of it (personalised for a signed-in player, the public one otherwise)",
  params: pathParams('/api/shops/{shop}/layout'),
  query: shopLayoutQuerySchema,
  response: layoutSchema,
});

export const getLoyaltyDetails = defineContract({
  name: 'getLoyaltyDetails',
  method: 'GET',
  path: '/api/shops/{shop}/loyalty_details',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Reads the player's loyalty points, tier and milestones in a shop",
  params: pathParams('/api/shops/{shop}/loyalty_details'),
  response: loyaltyDetailsSchema,
});

export const getShopPlayer = defineContract({
  name: 'getShopPlayer',
  method: 'GET',
  path: '/api/shops/{shop}/me',
  secure: true,
  tag,
  status: 'implemented',
  summary: 'Reads the signed-in player as a shop sees them',
  params: pathParams('/api/shops/{shop}/me'),
  response: meSchema,
});

export const getMissions = defineContract({
  name: 'getMissions',
  method: 'GET',
  path: '/api/shops/{shop}/missions',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Reads the player's missions in a shop: goal, progress, state and rewards of each, in its current period",
  params: pathParams('/api/shops/{shop}/missions'),
  response: missionsViewSchema,
});

export const getShopTheme = defineContract({
  name: 'getShopTheme',
  method: 'GET',
  path: '/api/shops/{shop}/theme',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Reads a shop's theme: colours, radii, fonts, button type and typography",
  params: pathParams('/api/shops/{shop}/theme'),
  response: themeSchema,
});

export const shopContracts = [
  getShopMenu,
  getReceipt,
  acquireItemWithVirtualCurrency,
  getExternalItem,
  getShopGaId,
  getShopMetaTrackingId,
  redeemFreeExternalItem,
  getShopByHandle,
  getShopIcons,
  acknowledgeLoyaltyPoints,
  claimLoyaltyMilestone,
  getCookieConsentConfig,
  getShopHub,
  getShopLayout,
  getLoyaltyDetails,
  getShopPlayer,
  getMissions,
  getShopTheme,
] as const;
