import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShopConfig } from '../schemas/shop-config';

// One schema for PGlite and PostgreSQL. Every shop-owned table carries shop_id and every read is scoped by it.

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
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
  (table) => [index('shop_domains_shop_idx').on(table.shopId), check('shop_domains_lowercase', sql`${table.domain} = lower(${table.domain})`)],
);

export const configStatus = pgEnum('shop_config_status', ['draft', 'published']);

export const shopConfigVersions = pgTable(
  'shop_config_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: configStatus('status').notNull().default('draft'),
    /** Validated by schemas/shop-config.ts before every write and again on every read. */
    config: jsonb('config').$type<ShopConfig>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shop_config_versions_shop_version_unique').on(table.shopId, table.version),
    // Exactly one published version per shop at a time, enforced by the database.
    uniqueIndex('shop_config_versions_one_published').on(table.shopId).where(sql`${table.status} = 'published'`),
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
    uniqueIndex('players_shop_email_unique').on(table.shopId, table.email).where(sql`${table.email} is not null`),
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
  (table) => [uniqueIndex('shop_api_keys_hash_unique').on(table.keyHash), index('shop_api_keys_shop_idx').on(table.shopId)],
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
};
