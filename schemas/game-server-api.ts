import { z } from 'zod';
import { isSafeText, SAFE_TEXT_MESSAGE } from './common';
import { addToCartLineSchema, linkCodeSchema, returnToSchema } from './sign-in';
import { shopHandleSchema } from './shop-handle';

// The server-to-server API the publisher's game backend calls under /server-api/v1 (docs/decisions/015).
// Shared by the routes, the OpenAPI document and the tests.

export const GAME_ACCOUNT_ID_MESSAGE = 'Expected a game account id of 1-128 letters, digits and . _ : @ -';
/** URL-safe on purpose: it is the `{b}` of DELETE /api/user/me/linked_account/{a}/{b}. */
export const gameAccountIdSchema = z
  .string({ error: GAME_ACCOUNT_ID_MESSAGE })
  .regex(/^[A-Za-z0-9._:@-]{1,128}$/, { error: GAME_ACCOUNT_ID_MESSAGE });

export const gameDisplayNameSchema = z
  .string({ error: 'Expected the display name of the game account' })
  .trim()
  .min(1, { error: 'Expected a display name of at least one character' })
  .max(64, { error: 'Expected a display name of at most 64 characters' })
  .refine(isSafeText, { error: SAFE_TEXT_MESSAGE });

/** How long a minted token should live; each kind has a ceiling (sign-in 15 min, launcher 5, add-to-cart 10). */
const expiresInSecondsSchema = z
  .number({ error: 'Expected a number of seconds' })
  .int({ error: 'Expected a whole number of seconds' })
  .min(30, { error: 'Expected at least 30 seconds' })
  .max(24 * 3600, { error: 'Expected at most 86400 seconds (it is capped per token kind anyway)' });

export const serverApiShopParamsSchema = z.object({ shop: shopHandleSchema });

export const mintSignInLinkBodySchema = z.strictObject({
  gameAccountId: gameAccountIdSchema,
  displayName: gameDisplayNameSchema.optional(),
  /** A path on the shop to land on after signing in, like `/emberfall/store`. */
  redirectTo: returnToSchema.optional(),
  expiresInSeconds: expiresInSecondsSchema.optional(),
});

export const mintLauncherTokenBodySchema = z.strictObject({
  gameAccountId: gameAccountIdSchema,
  displayName: gameDisplayNameSchema.optional(),
  expiresInSeconds: expiresInSecondsSchema.optional(),
});

export const mintAddToCartTokenBodySchema = z.strictObject({
  gameAccountId: gameAccountIdSchema,
  items: z
    .array(addToCartLineSchema)
    .min(1, { error: 'Expected at least one item' })
    .max(50, { error: 'Expected at most 50 items' }),
  expiresInSeconds: expiresInSecondsSchema.optional(),
});

export const mintedTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const mintedSignInLinkSchema = mintedTokenSchema.extend({
  /** Open this in the player's browser: the page trades the token (in the fragment) for a session. */
  url: z.url(),
});

export const gameLinkCodeBodySchema = z.strictObject({
  gameAccountId: gameAccountIdSchema,
  displayName: gameDisplayNameSchema.optional(),
});

export const gameLinkCodeSchema = z.object({
  /** Show it in the game; the player types it at the shop (POST /api/link_code/user). */
  code: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  qrSvg: z.string(),
});

export const confirmLinkCodeParamsSchema = serverApiShopParamsSchema.extend({ code: linkCodeSchema });
export const confirmLinkCodeBodySchema = z.strictObject({
  gameAccountId: gameAccountIdSchema,
  displayName: gameDisplayNameSchema,
});

export const gameLinkSchema = z.object({
  /** The shop's player the game account is now linked to. */
  playerId: z.uuid(),
  gameAccountId: z.string(),
  displayName: z.string().nullable(),
  linkedAt: z.iso.datetime({ offset: true }),
});

/** The header the key may travel in instead of `Authorization: Bearer`. */
export const API_KEY_HEADER = 'X-Gamefront-Api-Key';

/** One call of the server API, described for the OpenAPI document (the routes use the same schemas). */
export interface GameServerOperation {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: `/server-api/v1/${string}`;
  summary: string;
  description: string;
  params: z.ZodType;
  /** Left out for a GET. */
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  requestExample?: unknown;
  responseExample: unknown;
  /** Refusals beyond the common ones (400, 401, 403), with what they mean here. */
  errors?: Record<string, string>;
}

const exampleToken = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJwdXJwb3NlIjoic2lnbl9pbiJ9.c2lnbmF0dXJl';
const exampleSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 23 23">...</svg>';

export const gameServerOperations: GameServerOperation[] = [
  {
    name: 'mintSignInLink',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/sign-in-links',
    summary: 'Mints a sign-in link for a game account',
    description:
      'Single use, valid at most 15 minutes. Opening the URL signs the player in to the shop as the player linked to ' +
      'this game account, or as a new player with it (POST /api/urls/exchange_auth_token).',
    params: serverApiShopParamsSchema,
    body: mintSignInLinkBodySchema,
    response: mintedSignInLinkSchema,
    requestExample: { gameAccountId: 'acct-48213', displayName: 'Kestrel', redirectTo: '/emberfall/store' },
    responseExample: {
      url: `https://shop.example.com/emberfall#gf_sign_in=${exampleToken}`,
      token: exampleToken,
      expiresAt: '2027-03-01T12:15:00.000Z',
    },
  },
  {
    name: 'mintLauncherToken',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/launcher-tokens',
    summary: 'Mints a launcher token for a game account',
    description:
      'Single use, valid at most 5 minutes. The launcher trades it for a bearer session at ' +
      'POST /api/launcher/payment/exchange_auth_token.',
    params: serverApiShopParamsSchema,
    body: mintLauncherTokenBodySchema,
    response: mintedTokenSchema,
    requestExample: { gameAccountId: 'acct-48213', displayName: 'Kestrel', expiresInSeconds: 120 },
    responseExample: { token: exampleToken, expiresAt: '2027-03-01T12:02:00.000Z' },
  },
  {
    name: 'mintAddToCartToken',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/add-to-cart-tokens',
    summary: 'Mints an add-to-cart token naming items for a game account',
    description:
      'Single use, valid at most 10 minutes. Only the player this game account is linked to can redeem it ' +
      '(POST /api/launcher/payment/verify_add_to_cart_token).',
    params: serverApiShopParamsSchema,
    body: mintAddToCartTokenBodySchema,
    response: mintedTokenSchema,
    requestExample: { gameAccountId: 'acct-48213', items: [{ itemId: 'gem-pack-500', quantity: 1 }] },
    responseExample: { token: exampleToken, expiresAt: '2027-03-01T12:10:00.000Z' },
    errors: { '422': 'The token would be longer than 4096 characters (too many items)' },
  },
  {
    name: 'createGameLinkCode',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/link-codes',
    summary: 'Creates a link code for a game account, for the player to enter at the shop',
    description:
      'Eight characters without 0/O/1/I, valid 15 minutes, single use. The signed-in player enters it at ' +
      'POST /api/link_code/user, which links this game account to them.',
    params: serverApiShopParamsSchema,
    body: gameLinkCodeBodySchema,
    response: gameLinkCodeSchema,
    requestExample: { gameAccountId: 'acct-48213', displayName: 'Kestrel' },
    responseExample: { code: 'K7PQ2MXR', expiresAt: '2027-03-01T12:15:00.000Z', qrSvg: exampleSvg },
  },
  {
    name: 'confirmLinkCode',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/link-codes/{code}/confirm',
    summary: 'Confirms a link code the player made at the shop, linking the game account it was entered on',
    description:
      'The player made the code at POST /api/link_code/create and typed it in the game. Confirming it links the ' +
      'game account to that player. Single use; a game account linked to another player of the shop is refused.',
    params: confirmLinkCodeParamsSchema,
    body: confirmLinkCodeBodySchema,
    response: gameLinkSchema,
    requestExample: { gameAccountId: 'acct-48213', displayName: 'Kestrel' },
    responseExample: {
      playerId: '7c0e6f1e-2b7a-4d8e-9b1c-3f7f4d9a2e10',
      gameAccountId: 'acct-48213',
      displayName: 'Kestrel',
      linkedAt: '2027-03-01T12:03:41.000Z',
    },
    errors: {
      '404': 'No such code in this shop, or a code made by the game (invalid_code)',
      '409': 'The code was used already (spent_code), or the game account is linked to another player (conflict)',
      '410': 'The code has expired (expired_code)',
    },
  },
];
