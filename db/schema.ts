import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CheckoutLinkReturnMode } from '../schemas/checkout-links';
import type { PaymentAction, SandboxStatus } from '../schemas/commerce';
import type { PaymentOutcome, PaymentResultCode } from '../schemas/enums';
import type { NewOrderLine, PaidWith } from '../schemas/order';
import type { ShopConfig } from '../schemas/shop-config';

// One schema for PGlite and PostgreSQL. Every shop-owned table carries shop_id and every read is scoped by it.

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    /** The live config; kept in step with the one `published` row of shop_config_versions by every publish. */
    publishedVersionId: uuid('published_version_id').references((): AnyPgColumn => shopConfigVersions.id, {
      onDelete: 'set null',
    }),
    /** Bumped by every studio write (save, publish, discard, rollback): the revision a write must name (decision 036). */
    configRevision: integer('config_revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shops_handle_unique').on(table.handle),
    check('shops_handle_format', sql`${table.handle} ~ '^[a-z][a-z0-9-]{0,39}$'`),
  ],
);

export const shopDomains = pgTable(
  'shop_domains',
  {
    domain: text('domain').primaryKey(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('shop_domains_shop_idx').on(table.shopId),
    check('shop_domains_lowercase', sql`${table.domain} = lower(${table.domain})`),
  ],
);

/** `draft`: the studio's working copy (one per shop at most); `published`: live (one); `archived`: published before. */
export const configStatus = pgEnum('shop_config_status', ['draft', 'published', 'archived']);

export const shopConfigVersions = pgTable(
  'shop_config_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: configStatus('status').notNull().default('draft'),
    /**
     * Validated by schemas/shop-config.ts before it is published and again on every read; a draft may hold an
     * invalid config (work in progress), so its type is only what it should become.
     */
    config: jsonb('config').$type<ShopConfig>().notNull(),
    /** Who wrote it: a publisher's email, or `seed`. */
    createdBy: text('created_by').notNull(),
    authorPublisherId: uuid('author_publisher_id').references((): AnyPgColumn => publishers.id, {
      onDelete: 'set null',
    }),
    /** The version this one started from (a draft's published version, a rollback's archived one). */
    baseVersionId: uuid('base_version_id').references((): AnyPgColumn => shopConfigVersions.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    publishedBy: text('published_by'),
  },
  (table) => [
    uniqueIndex('shop_config_versions_shop_version_unique').on(table.shopId, table.version),
    // Exactly one published version per shop at a time, enforced by the database.
    uniqueIndex('shop_config_versions_one_published')
      .on(table.shopId)
      .where(sql`${table.status} = 'published'`),
    // At most one working copy per shop.
    uniqueIndex('shop_config_versions_one_draft')
      .on(table.shopId)
      .where(sql`${table.status} = 'draft'`),
    check('shop_config_versions_version_positive', sql`${table.version} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Player accounts (issue 5). Players are per shop: the same email in two shops is two players.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const shopRef = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
const playerRef = () =>
  uuid('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    /** Lower-cased; null for a player who only ever signed in through a game account or a provider without email. */
    email: text('email'),
    displayName: text('display_name'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_shop_email_unique')
      .on(table.shopId, table.email)
      .where(sql`${table.email} is not null`),
    index('players_shop_idx').on(table.shopId),
    check('players_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Where a player comes from: a sign-in provider identity (GOOGLE, CUSTOM, OAUTH2:<id>) or a linked game account (GAME). */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    playerId: playerRef(),
    /** `GOOGLE`, `CUSTOM` (subject = the email), `OAUTH2` (the shop's provider id in `providerId`) or `GAME`. */
    provider: text('provider').notNull(),
    /** The shop's OAuth2 provider id for OAUTH2; '' otherwise (part of the unique key). */
    providerId: text('provider_id').notNull().default(''),
    externalId: text('external_id').notNull(),
    displayName: text('display_name'),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('linked_accounts_identity_unique').on(table.shopId, table.provider, table.providerId, table.externalId),
    index('linked_accounts_player_idx').on(table.playerId),
    check('linked_accounts_provider', sql`${table.provider} in ('GOOGLE', 'CUSTOM', 'OAUTH2', 'GAME')`),
  ],
);

export const clientKind = pgEnum('client_kind', ['WEB', 'LAUNCHER']);

/** A signed-in browser or launcher. Only hashes of its secrets are stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    playerId: playerRef(),
    clientKind: clientKind('client_kind').notNull(),
    /** SHA-256 of the cookie value (WEB) or the bearer token (LAUNCHER). */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the anti-forgery credential the web client sends in X-Gamefront-Credential; null for LAUNCHER. */
    credentialHash: text('credential_hash'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    uniqueIndex('sessions_credential_hash_unique').on(table.credentialHash),
    index('sessions_player_idx').on(table.playerId),
  ],
);

/** One email-code sign-in attempt: the code and, once it is checked, the auth token, both hashed and single use. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
    authTokenHash: text('auth_token_hash'),
    authTokenExpiresAt: at('auth_token_expires_at'),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_codes_shop_email_idx').on(table.shopId, table.email),
    uniqueIndex('login_codes_auth_token_unique').on(table.authTokenHash),
  ],
);

/** An OAuth2/OIDC authorization in flight: state, PKCE verifier and nonce, used once. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  shopId: shopRef(),
  providerId: text('provider_id').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  returnTo: text('return_to'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Signed single-use tokens (sign-in links, launcher tokens, add-to-cart tokens) that have been spent. */
export const spentTokens = pgTable('spent_tokens', {
  jti: text('jti').primaryKey(),
  shopId: shopRef(),
  purpose: text('purpose').notNull(),
  expiresAt: at('expires_at').notNull(),
  spentAt: at('spent_at').notNull().defaultNow(),
});

/** rate-limiter-flexible's counters (its RateLimiterDrizzle store: key, points, expire), shared by every server. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: at('expire'),
});

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'dead']);

/** Mail waits here; a worker sends it over SMTP and retries failures. Bodies are erased once sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** What the mail is for: `login_code`, `email_verification`, `receipt`... */
    purpose: text('purpose').notNull(),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    playerId: playerRef(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
    createdAt: createdAt(),
  },
  (table) => [index('email_verifications_player_idx').on(table.playerId)],
);

/**
 * Codes that link a game account to a player. `direction` says who made it: `WEB` (the player shows it to the
 * game; the game backend confirms it with the game account) or `GAME` (the game shows it; the player enters it).
 */
export const linkCodes = pgTable(
  'link_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    code: text('code').notNull(),
    direction: text('direction').notNull(),
    /** Set for WEB codes at creation, for GAME codes when the player redeems it. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** Set for GAME codes at creation, for WEB codes when the game confirms it. */
    gameAccountId: text('game_account_id'),
    gameDisplayName: text('game_display_name'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    linkedAccountId: uuid('linked_account_id').references(() => linkedAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('link_codes_shop_code_unique').on(table.shopId, table.code),
    index('link_codes_player_idx').on(table.playerId),
    check('link_codes_direction', sql`${table.direction} in ('WEB', 'GAME')`),
  ],
);

/** Keys the publisher's game backend calls the server API with. Only the hash is stored; shown once. */
export const shopApiKeys = pgTable(
  'shop_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    label: text('label').notNull(),
    /** The first characters of the key, to tell keys apart in lists. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('shop_api_keys_hash_unique').on(table.keyHash),
    index('shop_api_keys_shop_idx').on(table.shopId),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: shopRef(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    clientKind: clientKind('client_kind').notNull(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull(),
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [index('analytics_events_shop_time_idx').on(table.shopId, table.occurredAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Commerce (issue 6, docs/decisions/016-commerce.md). Money is integer minor units; every amount has its currency.

/** One virtual-currency balance of a player; changed only together with a `wallet_ledger` row, never below zero. */
export const wallets = pgTable(
  'wallets',
  {
    shopId: shopRef(),
    playerId: playerRef(),
    currencyId: text('currency_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.playerId, table.currencyId] }),
    check('wallets_balance_not_negative', sql`${table.balance} >= 0`),
  ],
);

/** Append-only: every credit and debit of a wallet, with the balance it left. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: shopRef(),
    playerId: playerRef(),
    currencyId: text('currency_id').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** `purchase` (spent on an item), `currency_pack` (bought with money), `grant`, `refund`. */
    reason: text('reason').notNull(),
    orderId: uuid('order_id'),
    itemId: text('item_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('wallet_ledger_player_idx').on(table.playerId, table.currencyId),
    check('wallet_ledger_balance_after', sql`${table.balanceAfter} >= 0`),
    check('wallet_ledger_delta_not_zero', sql`${table.delta} <> 0`),
  ],
);

/** A player's cart in one shop: lines and an optional coupon. Prices are never stored here, only computed. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    playerId: playerRef(),
    currency: text('currency').notNull(),
    couponCode: text('coupon_code'),
    /** Bumped by every change; an order records the version it was made from. */
    version: integer('version').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('carts_player_unique').on(table.shopId, table.playerId)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.itemId] }),
    check('cart_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** How often a coupon was used, overall; the row is locked by a conditional update, so a limit is never passed. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    shopId: shopRef(),
    code: text('code').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.code] }),
    check('coupon_uses_not_negative', sql`${table.uses} >= 0`),
  ],
);

/** One use of a coupon by a player for an order; released when the order's payment fails or is canceled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    code: text('code').notNull(),
    playerId: playerRef(),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_order_unique').on(table.orderId),
    index('coupon_redemptions_player_idx').on(table.shopId, table.code, table.playerId),
  ],
);

export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'failed', 'canceled', 'refunded']);

/** A snapshot of a cart (prices, coupon, currency) taken when its payment is created. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    playerId: playerRef(),
    /** The receipt number (GF-000123): one sequence for all shops, so it never waits on a lock. */
    number: bigserial('number', { mode: 'number' }).notNull(),
    status: orderStatus('status').notNull().default('pending'),
    /** `money` (a payment provider), `virtual` (a wallet) or `free`. */
    paidWith: text('paid_with').$type<PaidWith>().notNull(),
    /** ISO 4217 for money; the virtual currency id for `virtual`; '' for free. */
    currency: text('currency').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** Tax included in the total, in minor units, when the shop declares one. */
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    couponCode: text('coupon_code'),
    /** The cart version the order was made from. */
    cartVersion: integer('cart_version'),
    /**
     * The Idempotency-Key of the purchase POST that made the order: a retry whose first request died is answered from
     * this order instead of making another (app/server/commerce/idempotency.server.ts).
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    /** Money given back so far (order_refunds), in minor units; the order is `refunded` once it reaches the total. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    refundedAt: at('refunded_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    uniqueIndex('orders_idempotency_unique')
      .on(table.shopId, table.playerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('orders_player_idx').on(table.shopId, table.playerId, table.createdAt),
    check(
      'orders_amounts',
      sql`${table.subtotal} >= 0 and ${table.discount} >= 0 and ${table.total} >= 0 and ${table.total} = ${table.subtotal} - ${table.discount}`,
    ),
    check('orders_refunded_amount', sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.total}`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: shopRef(),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: bigint('unit_amount', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What one unit delivers, copied from the catalogue (schemas/catalogue.ts `contents`), plus credits. */
    contents: jsonb('contents').$type<Array<{ name: string; amount: number }>>().notNull(),
    /** For a currency pack: the virtual currency one unit credits when the order is paid (snapshot, like the price). */
    credits: jsonb('credits').$type<{ currencyId: string; amount: number }>(),
    externalId: text('external_id'),
    /** The offer chain link this line pays for (issue 14): advanced at settle only if it is still the next one. */
    offerChainLink: jsonb('offer_chain_link').$type<{ chainId: string; cycle: string; link: number }>(),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** A payment of an order at a provider. One per order; a failed one ends the order and the player retries with a new one. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id for the payment (Stripe's PaymentIntent id, Adyen's pspReference, the sandbox's ref). */
    providerRef: text('provider_ref'),
    /** The spec's payment result code (schemas/enums.ts PaymentResultCode). */
    resultCode: text('result_code').$type<PaymentResultCode>().notNull().default('Unknown'),
    /** The spec's payment outcome: UNKNOWN, SUCCEEDED, CANCELED. */
    outcome: text('outcome').$type<PaymentOutcome>().notNull().default('UNKNOWN'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The spec's payment UI element: scheme, google pay, apple pay, klarna, paypal. */
    method: text('method'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** What the player must do next (3-D Secure challenge, redirect), as the provider answered it. */
    action: jsonb('action').$type<PaymentAction>(),
    /** Why a refused payment was refused, in words a player understands, and the provider's codes. */
    refusalReason: text('refusal_reason'),
    providerError: jsonb('provider_error').$type<Record<string, unknown>>(),
    /** The player agreed to keep the method for later purchases (checkout's box, or save_payment before paying). */
    saveMethod: boolean('save_method').notNull().default(false),
    /**
     * When we started asking the provider to charge (decision 053): set in the reserving transaction, before the call.
     * Set with no providerRef, a crash came between the call and its record: reconciliation asks `findPayment`.
     */
    providerCalledAt: at('provider_called_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_order_unique').on(table.orderId),
    uniqueIndex('payments_provider_ref_unique').on(table.provider, table.providerRef),
    // The reconciliation worker's question: which payments are still open, oldest first.
    index('payments_open_idx').on(table.outcome, table.updatedAt),
  ],
);

/** Provider webhook events, stored once each (a redelivered event id changes nothing). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    providerRef: text('provider_ref'),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The sandbox provider's own books: what a real provider would keep on its side (app/server/payments/sandbox). */
export const sandboxPayments = pgTable('sandbox_payments', {
  ref: text('ref').primaryKey(),
  /** Our payment id, the idempotency key of the call that made it (unique: asked twice, one payment). */
  paymentId: text('payment_id').unique('sandbox_payments_payment_id_unique'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  scenario: text('scenario').notNull(),
  status: text('status').$type<SandboxStatus>().notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The sandbox's outgoing webhook events, written in the same transaction as the change they announce and posted by a
 * worker until our webhook route accepts them: a crash between a payment's success and its webhook loses nothing.
 * Signed when sent, like a real provider's retries.
 */
export const sandboxWebhookOutbox = pgTable(
  'sandbox_webhook_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull(),
    rawBody: text('raw_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (table) => [
    uniqueIndex('sandbox_webhook_outbox_event_unique').on(table.eventId),
    index('sandbox_webhook_outbox_due_idx').on(table.sentAt, table.nextAttemptAt),
  ],
);

// Payment providers (issue 15, decision 053): no table of its own. `payments.provider_called_at` marks a payment whose
// provider call started (reconciliation finishes one a crash left unrecorded) and `sandbox_payments.payment_id` makes
// our payment id the sandbox's idempotency key; each shop's provider is in its config, its keys in the environment.

// Saved methods and refunds (issue 15, decision 056)

/** The provider's customer for a player of a shop (Stripe's Customer, Adyen's shopperReference), made once. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    shopId: shopRef(),
    playerId: playerRef(),
    provider: text('provider').notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.playerId, table.provider] })],
);

/** The sandbox provider's saved cards and wallets (its own books, like a real provider's vault). Never a number. */
export const sandboxStoredMethods = pgTable(
  'sandbox_stored_methods',
  {
    id: text('id').primaryKey(),
    customerRef: text('customer_ref').notNull(),
    method: text('method').notNull(),
    scenario: text('scenario').notNull(),
    walletType: text('wallet_type'),
    brand: text('brand'),
    last4: text('last4'),
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sandbox_stored_methods_card_unique').on(table.customerRef, table.method, table.scenario)],
);

/** The sandbox provider's refunds, each with its own id (as Stripe's `re_...`), so both our paths count it once. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentRef: text('payment_ref').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').$type<'refund' | 'dispute'>().notNull(),
    /** The caller's key: a refund asked again with it answers the first one. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('sandbox_refunds_payment_idx').on(table.paymentRef),
    uniqueIndex('sandbox_refunds_idempotency_unique').on(table.paymentRef, table.idempotencyKey),
    check('sandbox_refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Money given back on an order, once per provider refund (the provider's refund id): the webhook and the game
 * server's refund call record the same refund, and whichever comes second adds nothing
 * (app/server/commerce/refunds.server.ts).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line it refunds (an offer chain's duplicate step), or null for money on the whole order. */
    orderLineId: uuid('order_line_id'),
    provider: text('provider').notNull(),
    /** The provider's id for the refund (or dispute); ours for an order no provider was paid for. */
    refundRef: text('refund_ref').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** `refund`, `dispute` (a chargeback the shop lost) or `offer_chain_duplicate`. */
    reason: text('reason').$type<'refund' | 'dispute' | 'offer_chain_duplicate'>().notNull(),
    /** `provider` (a webhook), `game_server` (the server API), `offer_chain` (a duplicate step's refund due). */
    source: text('source').$type<'provider' | 'game_server' | 'offer_chain'>().notNull(),
    /** Virtual currency the refund could not take back (already spent), by currency id. */
    unrecovered: jsonb('unrecovered').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_refunds_ref_unique').on(table.provider, table.refundRef),
    index('order_refunds_order_idx').on(table.orderId),
    check('order_refunds_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

/** Where a shop's game backend receives deliveries, and the secret deliveries are signed with. */
export const deliveryEndpoints = pgTable('delivery_endpoints', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const deliveryStatus = pgEnum('delivery_status', ['pending', 'delivered', 'dead']);

/** One delivery per paid order line (unique): the outbox a worker drains with FOR UPDATE SKIP LOCKED. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    /** The paid order line this delivers, or null for a reward claim (`claimId`): exactly one of the two is set. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    claimId: uuid('claim_id').references((): AnyPgColumn => rewardClaims.id, { onDelete: 'cascade' }),
    playerId: playerRef(),
    /** Sent as `Idempotency-Key`: the game applies a key once. Equal to the id. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** `grant` gives the line (or reward) to the player; `revoke` takes a refunded line back (one of each per line). */
    kind: text('kind').$type<'grant' | 'revoke'>().notNull().default('grant'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: deliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
  },
  (table) => [
    uniqueIndex('deliveries_order_line_unique').on(table.orderLineId, table.kind),
    check('deliveries_kind', sql`${table.kind} in ('grant', 'revoke')`),
    uniqueIndex('deliveries_claim_unique').on(table.claimId),
    check(
      'deliveries_one_source',
      sql`(${table.orderLineId} is not null and ${table.orderId} is not null and ${table.claimId} is null) or (${table.orderLineId} is null and ${table.orderId} is null and ${table.claimId} is not null)`,
    ),
    index('deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('deliveries_shop_idx').on(table.shopId, table.createdAt),
  ],
);

/** Purchase POSTs with an Idempotency-Key: the first answer, replayed for the same key and body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    shopId: shopRef(),
    /** The player, or '' for anonymous callers. */
    callerId: text('caller_id').notNull(),
    key: text('key').notNull(),
    /** The call and a SHA-256 of its body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /**
     * Until when the request running under this key holds it. A duplicate that finds it unanswered after this time
     * (its first request died with its server) takes the key over and answers from the order's real state.
     */
    lockedUntil: at('locked_until').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.callerId, table.key] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Publisher studio (issue 12, docs/decisions/035-publishers-and-studio-access.md, 036-drafts-versions-and-publishing.md).
// Publishers are not players: their own accounts, sessions and sign-in codes.

export const publishers = pgTable(
  'publishers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastSignInAt: at('last_sign_in_at'),
  },
  (table) => [
    uniqueIndex('publishers_email_unique').on(table.email),
    check('publishers_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

export const studioRole = pgEnum('studio_role', ['owner', 'editor', 'viewer']);

/** Who may open a shop in the studio, and what they may do there. */
export const shopMemberships = pgTable(
  'shop_memberships',
  {
    shopId: shopRef(),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    role: studioRole('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.publisherId] }),
    index('shop_memberships_publisher_idx').on(table.publisherId),
  ],
);

/** A signed-in studio browser: only the hash of its cookie is stored (like player sessions, decision 012). */
export const publisherSessions = pgTable(
  'publisher_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('publisher_sessions_token_hash_unique').on(table.tokenHash),
    index('publisher_sessions_publisher_idx').on(table.publisherId),
  ],
);

/** One studio sign-in attempt: the same code columns as login_codes, checked by one-time-code.server.ts. */
export const publisherLoginCodes = pgTable(
  'publisher_login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
    createdAt: createdAt(),
  },
  (table) => [index('publisher_login_codes_email_idx').on(table.email)],
);

/** Every publish, rollback, discard and membership change: who, when, what. Append-only. */
export const studioAuditLog = pgTable(
  'studio_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: shopRef(),
    actorPublisherId: uuid('actor_publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    /** The actor's email at the time (kept when the publisher is removed). */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    details: text('details').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('studio_audit_log_shop_idx').on(table.shopId, table.at)],
);

/**
 * One row per studio write of a shop's working copy, numbered by `shops.config_revision`: a save based on an older
 * revision is refused with who changed what since (decision 036).
 */
export const shopConfigChanges = pgTable(
  'shop_config_changes',
  {
    shopId: shopRef(),
    revision: integer('revision').notNull(),
    action: text('action').notNull(),
    changedBy: text('changed_by').notNull(),
    changedFields: jsonb('changed_fields').$type<string[]>().notNull(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.revision] })],
);

/**
 * A publish set for a later time (decision 042): the draft's config as it was when scheduled, published once by
 * whichever server's worker claims it first (a conditional update from `pending`), or canceled before that.
 */
export const scheduledPublishes = pgTable(
  'scheduled_publishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    /** The draft as the publisher saw it when scheduling; validated by schemas/shop-config.ts then and again at publish. */
    config: jsonb('config').$type<ShopConfig>().notNull(),
    /** The draft row it was taken from: published as is when it still holds exactly this config. */
    draftVersionId: uuid('draft_version_id').references((): AnyPgColumn => shopConfigVersions.id, {
      onDelete: 'set null',
    }),
    publishAt: at('publish_at').notNull(),
    /** pending, then exactly one of published, canceled or failed. */
    status: text('status').notNull().default('pending'),
    createdBy: text('created_by').notNull(),
    createdByPublisherId: uuid('created_by_publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When it was published, canceled or failed, by whom (a publisher's email, or `schedule`), and the outcome. */
    settledAt: at('settled_at'),
    settledBy: text('settled_by'),
    outcome: text('outcome'),
    publishedVersionId: uuid('published_version_id').references((): AnyPgColumn => shopConfigVersions.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('scheduled_publishes_due_idx')
      .on(table.publishAt)
      .where(sql`${table.status} = 'pending'`),
    index('scheduled_publishes_shop_idx').on(table.shopId, table.publishAt),
    check('scheduled_publishes_status_known', sql`${table.status} in ('pending', 'published', 'canceled', 'failed')`),
  ],
);

/**
 * A shareable, read-only preview of one version of a shop (decision 042): the link carries the row id, its expiry and
 * an HMAC of both; the row says whether it was revoked. At most 7 days long.
 */
export const shopPreviewLinks = pgTable(
  'shop_preview_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    versionId: uuid('version_id')
      .notNull()
      .references((): AnyPgColumn => shopConfigVersions.id, { onDelete: 'cascade' }),
    /** A frozen copy of that version's config: a draft keeps changing, the link shows what was shared. */
    config: jsonb('config').$type<ShopConfig>().notNull(),
    versionNumber: integer('version_number').notNull(),
    label: text('label').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedBy: text('revoked_by'),
  },
  (table) => [index('shop_preview_links_shop_idx').on(table.shopId, table.createdAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Engagement (issue 14, docs/decisions/047-engagement.md): the rules live in the shop config (`engagement`); these
// tables hold what players did. Every grant is one `reward_claims` row (unique per player, kind and subject, so a
// claim is granted exactly once) and one delivery to the game.

export const rewardClaimKind = pgEnum('reward_claim_kind', [
  'loyalty_milestone',
  'mission',
  'daily_gift',
  'offer_chain_link',
  'pass_reward',
]);

/** One granted reward: inserted once per (shop, player, kind, subject); a second claim finds the row and grants nothing. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    playerId: playerRef(),
    kind: rewardClaimKind('kind').notNull(),
    /** What was claimed, with its period where it has one: `gold`, `win-3:2026-11-26`, `spring:4:premium`. */
    subject: text('subject').notNull(),
    rewards: jsonb('rewards').$type<Array<{ name: string; amount: number; currencyId?: string }>>().notNull(),
    /** Feature-specific facts about the claim (a daily gift's streak day, a chain's cycle). */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reward_claims_subject_unique').on(table.shopId, table.playerId, table.kind, table.subject),
    index('reward_claims_player_idx').on(table.shopId, table.playerId, table.kind, table.createdAt),
  ],
);

/** Append-only loyalty points: one credit per paid order and one reversal per refund (unique per source). */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: shopRef(),
    playerId: playerRef(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    /** `order` (credited at settle), `refund` (its reversal), `adjustment`. */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('loyalty_ledger_source_unique').on(table.shopId, table.source, table.sourceId),
    index('loyalty_ledger_player_idx').on(table.shopId, table.playerId),
    check('loyalty_ledger_delta_not_zero', sql`${table.delta} <> 0`),
  ],
);

/** The loyalty points a player has seen (ack_loyalty_points), so the page animates new points once. */
export const loyaltyAcks = pgTable(
  'loyalty_acks',
  {
    shopId: shopRef(),
    playerId: playerRef(),
    ackedPoints: bigint('acked_points', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.playerId] })],
);

/** Events the game posts (match won, level up): unique per shop and the game's event id, kept for unlinked players. */
export const gameEvents = pgTable(
  'game_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    /** The game's own id for the event: the same id twice counts once. */
    eventId: text('event_id').notNull(),
    name: text('name').notNull(),
    /** The player's game account (linked_accounts.external_id, provider GAME); linked later or never. */
    gameAccountId: text('game_account_id').notNull(),
    occurredAt: at('occurred_at').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_events_event_unique').on(table.shopId, table.eventId),
    index('game_events_account_idx').on(table.shopId, table.gameAccountId, table.name, table.occurredAt),
  ],
);

/** A player's progress along one offer chain in one cycle (`never`, `2026-W48`, `2026-11`, or a completion count). */
export const offerChainProgress = pgTable(
  'offer_chain_progress',
  {
    shopId: shopRef(),
    playerId: playerRef(),
    chainId: text('chain_id').notNull(),
    cycle: text('cycle').notNull(),
    /** Links claimed so far: link n is CLAIMED when n <= completed, UNLOCKED when n = completed + 1. */
    completed: integer('completed').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.playerId, table.chainId, table.cycle] }),
    check('offer_chain_progress_completed', sql`${table.completed} >= 0`),
  ],
);

export const schema = {
  shops,
  shopDomains,
  shopConfigVersions,
  configStatus,
  players,
  linkedAccounts,
  clientKind,
  sessions,
  loginCodes,
  oauthStates,
  spentTokens,
  rateLimits,
  mailStatus,
  mailOutbox,
  emailVerifications,
  linkCodes,
  shopApiKeys,
  analyticsEvents,
  wallets,
  walletLedger,
  carts,
  cartLines,
  couponUses,
  couponRedemptions,
  orderStatus,
  orders,
  orderLines,
  payments,
  paymentEvents,
  sandboxPayments,
  sandboxWebhookOutbox,
  deliveryEndpoints,
  deliveryStatus,
  deliveries,
  idempotencyKeys,
  publishers,
  studioRole,
  shopMemberships,
  publisherSessions,
  publisherLoginCodes,
  studioAuditLog,
  shopConfigChanges,
  scheduledPublishes,
  shopPreviewLinks,
  rewardClaimKind,
  rewardClaims,
  loyaltyLedger,
  loyaltyAcks,
  gameEvents,
  offerChainProgress,
};

// ---------------------------------------------------------------------------------------------------------------
// Launcher releases (issue 16, decision 058)
// The game backend publishes each installer per platform and channel; the DOWNLOAD page and the launcher calls read
// the newest one not withdrawn. Read with the query builder only, so these tables stay out of `schema` above (which
// is evaluated before them).

export const installerPlatform = pgEnum('installer_platform', ['WINDOWS', 'MAC']);

export const launcherReleases = pgTable(
  'launcher_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    platform: installerPlatform('platform').notNull(),
    channel: text('channel').notNull(),
    version: text('version').notNull(),
    downloadUrl: text('download_url').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Lower-case hex, as `sha256sum` prints it. */
    sha256: text('sha256').notNull(),
    releaseNotes: text('release_notes').notNull().default(''),
    releasedAt: at('released_at').notNull(),
    minimumOs: text('minimum_os').notNull(),
    /** Set: off the DOWNLOAD page and `latest`; still answered by version. */
    withdrawnAt: at('withdrawn_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('launcher_releases_version_unique').on(table.shopId, table.platform, table.channel, table.version),
    index('launcher_releases_latest_idx').on(table.shopId, table.platform, table.channel, table.releasedAt),
    check('launcher_releases_size_positive', sql`${table.sizeBytes} > 0`),
    check('launcher_releases_sha256_format', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** Private channels only: a channel without a row is public. */
export const launcherChannels = pgTable(
  'launcher_channels',
  {
    shopId: shopRef(),
    channel: text('channel').notNull(),
    /** SHA-256 of the access code (codes are at least 8 random characters, set by the game backend). */
    accessCodeHash: text('access_code_hash').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.channel] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Checkout links (issue 16, decision 057)
// A link the game backend sends one of its players to pay for one order. The order itself is made when the player
// pays (one per attempt, `checkout_link_orders`); the link's status follows its latest attempt's order and deliveries.

export const checkoutLinks = pgTable(
  'checkout_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopRef(),
    /** The shop's player of the game account (linked to it, or made for it when the link was created). */
    playerId: playerRef(),
    gameAccountId: text('game_account_id').notNull(),
    /** The game's id of the purchase: one link per shop and id. */
    transactionId: text('transaction_id').notNull(),
    /** SHA-256 of the creating body, so a repeat with another body is told apart (422). */
    requestHash: text('request_hash').notNull(),
    currency: text('currency').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    /** The priced lines, snapshot at creation: what every payment attempt orders. */
    lines: jsonb('lines').$type<NewOrderLine[]>().notNull(),
    /** The publisher's unit prices that replaced the catalogue's, by item id. */
    priceOverride: jsonb('price_override').$type<Record<string, number>>(),
    returnUrl: text('return_url').notNull(),
    returnMode: text('return_mode').$type<CheckoutLinkReturnMode>().notNull(),
    expiresAt: at('expires_at').notNull(),
    canceledAt: at('canceled_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('checkout_links_transaction_unique').on(table.shopId, table.transactionId),
    index('checkout_links_player_idx').on(table.shopId, table.playerId, table.createdAt),
    check('checkout_links_amounts', sql`${table.subtotal} >= 0 and ${table.total} >= 0`),
  ],
);

/** Each payment attempt of a link: its order (the latest one is the link's current order). */
export const checkoutLinkOrders = pgTable(
  'checkout_link_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => checkoutLinks.id, { onDelete: 'cascade' }),
    shopId: shopRef(),
    createdAt: createdAt(),
  },
  (table) => [index('checkout_link_orders_link_idx').on(table.linkId, table.createdAt)],
);
