import type { AppLoadContext } from '@remix-run/node';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { linkedAccounts, oauthStates } from '../../../db/schema';
import { emailSchema } from '../../../schemas/account';
import type { ApiErrorCode } from '../../../schemas/api/error';
import { isLoopbackHttpUrl } from '../../../schemas/login-settings';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { AuthenticationError, DomainError, NotFoundError } from '~/server/domain-errors.server';
import { findSignInProvider, providerClientSecret, type SignInProvider } from '~/server/players/login-options.server';
import { findOrCreatePlayer, type PlayerRow } from '~/server/players/players.server';
import { consumeRateLimit, rateLimitRules } from '~/server/players/rate-limits.server';
import { sha256 } from '~/server/players/secrets.server';
import {
  sessionTokenFromCookie,
  startSession,
  usesSecureCookies,
  type StartedSession,
} from '~/server/players/sessions.server';
import { findPublishedShop, type PublishedShop } from '~/server/shops.server';

// Google and publisher OAuth2 sign-in (docs/decisions/014): authorization code flow with PKCE (S256), state and
// nonce, through openid-client. The state is stored as SHA-256 with the verifier and nonce, expires after
// 10 minutes and is claimed once. ID tokens are checked against the real time: the provider's clock is real.

export const OAUTH_STATE_TTL_MS = 10 * 60_000;
/** Provider metadata is kept this long, so a changed key set or endpoint is picked up without a restart. */
const DISCOVERY_TTL_MS = 5 * 60_000;
const DISCOVERY_TIMEOUT_SECONDS = 10;

export const PROVIDER_UNAVAILABLE_MESSAGE = 'This sign-in method is not available right now';

/** 503: the provider cannot be used now (its secret is missing, or it does not answer). Reported, not the player's fault. */
export class ProviderUnavailableError extends DomainError {
  override name = 'ProviderUnavailableError';
  readonly status = 503;
  readonly code: ApiErrorCode = 'unavailable';
}

// ---- discovery ---------------------------------------------------------------------------------------------

type CachedConfiguration = { configuration: Promise<oidc.Configuration>; expiresAt: number };
const configurations = new Map<string, CachedConfiguration>();

/** The provider's discovered configuration for this client, cached per issuer and client for a few minutes. */
function providerConfiguration(
  provider: SignInProvider,
  clientSecret: string,
  clock: Clock,
): Promise<oidc.Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}\n${sha256(clientSecret)}`;
  const now = clock.now().getTime();
  const cached = configurations.get(key);
  if (cached && cached.expiresAt > now) return cached.configuration;
  const configuration = oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    undefined,
    oidc.ClientSecretPost(clientSecret),
    {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      // Plain HTTP only for a provider on this machine (tests, the local demo server); the schema allows no other.
      execute: isLoopbackHttpUrl(provider.issuer) ? [oidc.allowInsecureRequests] : [],
    },
  );
  configurations.set(key, { configuration, expiresAt: now + DISCOVERY_TTL_MS });
  // A failed discovery is not kept: the next sign-in tries again.
  configuration.catch(() => {
    if (configurations.get(key)?.configuration === configuration) configurations.delete(key);
  });
  return configuration;
}

// ---- shared steps ------------------------------------------------------------------------------------------

interface ProviderOfShop {
  shop: PublishedShop;
  provider: SignInProvider;
  clientSecret: string;
}

async function providerOfShop(
  context: AppLoadContext,
  shopHandle: string,
  providerId: string,
): Promise<ProviderOfShop> {
  const shop = await findPublishedShop(context.db, shopHandle);
  if (!shop) throw new NotFoundError('Shop not found');
  const provider = findSignInProvider(shop.config.login, providerId);
  if (!provider) throw new NotFoundError(`This shop has no sign-in provider ${providerId}`);
  const clientSecret = providerClientSecret(provider);
  if (clientSecret === null) {
    // The publisher's configuration, not the player's doing: tell the operator, give the player a plain answer.
    context.reporter.capture(
      new Error(
        `Sign-in provider ${providerId} of shop ${shopHandle} has no client secret: set ${provider.clientSecretEnv}`,
      ),
      { level: 'error', extra: { shop: shopHandle, provider: providerId, variable: provider.clientSecretEnv } },
    );
    throw new ProviderUnavailableError(PROVIDER_UNAVAILABLE_MESSAGE);
  }
  return { shop, provider, clientSecret };
}

async function discover(context: AppLoadContext, found: ProviderOfShop): Promise<oidc.Configuration> {
  try {
    return await providerConfiguration(found.provider, found.clientSecret, context.clock);
  } catch (error) {
    context.reporter.capture(error, {
      level: 'warning',
      extra: { shop: found.shop.handle, provider: found.provider.id, issuer: found.provider.issuer, step: 'discovery' },
    });
    throw new ProviderUnavailableError(PROVIDER_UNAVAILABLE_MESSAGE);
  }
}

/**
 * Where the provider sends the player back: `/{shop}/sign-in/callback` on the main host, `/sign-in/callback` on the
 * shop's own domain. One address per shop, whatever the provider, so a publisher registers it once.
 */
export function signInCallbackUrl(
  context: Pick<AppLoadContext, 'customDomainShopHandle'>,
  request: Request,
  shopHandle: string,
): string {
  const origin = new URL(request.url).origin;
  return context.customDomainShopHandle === shopHandle
    ? `${origin}/sign-in/callback`
    : `${origin}/${shopHandle}/sign-in/callback`;
}

// ---- the browser that started it ---------------------------------------------------------------------------

// The state alone does not say which browser started the attempt: a callback link made by someone else (login CSRF)
// would sign the victim into the attacker's account. A short-lived cookie per attempt ties it to this browser.
function attemptCookieName(request: Request, state: string): string {
  const name = `gf_signin_${sha256(state).slice(0, 24)}`;
  return usesSecureCookies(request) ? `__Host-${name}` : name;
}

function attemptCookie(request: Request, state: string, maxAgeSeconds: number): string {
  return serializeCookie(attemptCookieName(request, state), maxAgeSeconds > 0 ? '1' : '', {
    httpOnly: true,
    secure: usesSecureCookies(request),
    sameSite: 'lax',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

function startedInThisBrowser(request: Request, state: string): boolean {
  const header = request.headers.get('Cookie');
  return header !== null && parseCookies(header)[attemptCookieName(request, state)] === '1';
}

/** Removes the attempt's cookie once the attempt is over. */
export function clearAttemptCookie(request: Request, state: string): string {
  return attemptCookie(request, state, 0);
}

// ---- starting ----------------------------------------------------------------------------------------------

export interface StartProviderSignInInput {
  shopHandle: string;
  providerId: string;
  returnTo?: string | null;
}

export interface StartedProviderSignIn {
  /** The provider's sign-in page. */
  url: URL;
  /** Set-Cookie for the browser that will come back from the provider. */
  cookie: string;
}

/** Records a new authorization attempt and returns the provider's sign-in page to send the player to. */
export async function startProviderSignIn(
  context: AppLoadContext,
  request: Request,
  input: StartProviderSignInInput,
): Promise<StartedProviderSignIn> {
  const found = await providerOfShop(context, input.shopHandle, input.providerId);
  await consumeRateLimit(context.db, rateLimitRules.oauthStartPerIp, context.clientIp);
  const configuration = await discover(context, found);

  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = signInCallbackUrl(context, request, found.shop.handle);
  const now = context.clock.now();
  await context.db.insert(oauthStates).values({
    stateHash: sha256(state),
    shopId: found.shop.id,
    providerId: found.provider.id,
    codeVerifier,
    nonce,
    redirectUri,
    returnTo: input.returnTo ?? null,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
    createdAt: now,
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: found.provider.scopes.join(' '),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, cookie: attemptCookie(request, state, OAUTH_STATE_TTL_MS / 1000) };
}

// ---- finishing ---------------------------------------------------------------------------------------------

export const oauthMessages = {
  invalidState: 'This sign-in attempt is not one we started. Start signing in again.',
  otherBrowser: 'This sign-in was started in another browser. Start signing in again here.',
  spentState: 'This sign-in attempt was already used. Start signing in again.',
  expiredState: 'This sign-in attempt took more than 10 minutes and expired. Start signing in again.',
  denied: (label: string) => `You did not allow ${label} to sign you in. Try again, or choose another way to sign in.`,
  refused: (label: string) => `${label} could not sign you in. Try again, or choose another way to sign in.`,
  unverifiable: (label: string) => `${label} sent a sign-in we could not verify. Start signing in again.`,
};

export interface ProviderCallback {
  shopHandle: string;
  providerId: string;
  state: string;
  code?: string;
  error?: string;
  errorDescription?: string;
}

type StateRow = typeof oauthStates.$inferSelect;

/** Claims the attempt named by `state` for this shop and provider: valid, not expired, and never claimed before. */
async function claimState(
  db: Database,
  clock: Clock,
  shopId: string,
  providerId: string,
  state: string,
): Promise<StateRow> {
  const now = clock.now();
  const stateHash = sha256(state);
  const scope = and(
    eq(oauthStates.stateHash, stateHash),
    eq(oauthStates.shopId, shopId),
    eq(oauthStates.providerId, providerId),
  );
  const [claimed] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(scope, isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
    .returning();
  if (claimed) return claimed;
  const [seen] = await db.select().from(oauthStates).where(scope).limit(1);
  if (!seen) throw new AuthenticationError('invalid_token', oauthMessages.invalidState);
  if (seen.usedAt) throw new AuthenticationError('spent_token', oauthMessages.spentState);
  throw new AuthenticationError('expired_token', oauthMessages.expiredState);
}

/** The `{provider}` an attempt was started for, so the callback page needs only the state (null when unknown). */
export async function providerIdOfState(
  context: AppLoadContext,
  shopHandle: string,
  state: string,
): Promise<string | null> {
  const shop = await findPublishedShop(context.db, shopHandle);
  if (!shop) return null;
  const [row] = await context.db
    .select({ providerId: oauthStates.providerId })
    .from(oauthStates)
    .where(and(eq(oauthStates.stateHash, sha256(state)), eq(oauthStates.shopId, shop.id)))
    .limit(1);
  return row?.providerId ?? null;
}

const UNREACHABLE_CODES = new Set([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
  'OAUTH_HTTP_REQUEST_FORBIDDEN',
]);

/** Trades the code for tokens; refusals and unverifiable ID tokens are the provider's answer (401), the rest a 503. */
async function redeemCode(
  context: AppLoadContext,
  found: ProviderOfShop,
  attempt: StateRow,
  callback: ProviderCallback,
) {
  const configuration = await discover(context, found);
  const callbackUrl = new URL(attempt.redirectUri);
  callbackUrl.searchParams.set('code', callback.code ?? '');
  callbackUrl.searchParams.set('state', callback.state);
  const log = { shop: found.shop.handle, provider: found.provider.id, requestId: context.requestId };
  try {
    return await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedNonce: attempt.nonce,
      expectedState: callback.state,
      idTokenExpected: true,
    });
  } catch (error) {
    if (error instanceof oidc.ResponseBodyError) {
      context.logger.warn(
        { ...log, error: error.error, description: error.error_description },
        'Provider refused the code',
      );
      throw new AuthenticationError('provider_error', oauthMessages.refused(found.provider.label));
    }
    if (error instanceof oidc.ClientError && !UNREACHABLE_CODES.has(error.code ?? '')) {
      context.logger.warn(
        { ...log, code: error.code, reason: error.message },
        'ID token or token response failed its checks',
      );
      throw new AuthenticationError('provider_error', oauthMessages.unverifiable(found.provider.label));
    }
    context.reporter.capture(error, { level: 'warning', extra: { ...log, step: 'token' } });
    throw new ProviderUnavailableError(PROVIDER_UNAVAILABLE_MESSAGE);
  }
}

function claimText(claims: Record<string, unknown>, name: string | undefined, max: number): string | null {
  if (!name) return null;
  const value = claims[name];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
}

/** Links the game account the provider vouched for; one already linked to another player stays theirs. */
async function linkGameAccount(
  db: Database,
  player: PlayerRow,
  gameAccountId: string,
  displayName: string | null,
): Promise<void> {
  await db
    .insert(linkedAccounts)
    .values({
      shopId: player.shopId,
      playerId: player.id,
      provider: 'GAME',
      providerId: '',
      externalId: gameAccountId,
      displayName,
    })
    .onConflictDoNothing();
}

export interface FinishedProviderSignIn {
  shopId: string;
  shopHandle: string;
  player: PlayerRow;
  session: StartedSession;
  returnTo: string | null;
}

/** Completes a sign-in from the provider's answer: checks state, PKCE and nonce, finds or creates the player, starts a web session. */
export async function finishProviderSignIn(
  context: AppLoadContext,
  request: Request,
  callback: ProviderCallback,
): Promise<FinishedProviderSignIn> {
  const found = await providerOfShop(context, callback.shopHandle, callback.providerId);
  const attempt = await claimState(context.db, context.clock, found.shop.id, found.provider.id, callback.state);
  // Claimed even when refused here: a link forged for another browser is spent by its first use.
  if (!startedInThisBrowser(request, callback.state))
    throw new AuthenticationError('invalid_token', oauthMessages.otherBrowser);
  const { label } = found.provider;
  if (callback.error !== undefined) {
    context.logger.info(
      {
        shop: found.shop.handle,
        provider: found.provider.id,
        error: callback.error,
        description: callback.errorDescription,
      },
      'Provider answered with an error',
    );
    // The provider's own description is not shown: it is text anyone can put in a link.
    throw new AuthenticationError(
      'provider_error',
      callback.error === 'access_denied' ? oauthMessages.denied(label) : oauthMessages.refused(label),
    );
  }
  if (!callback.code) throw new AuthenticationError('provider_error', oauthMessages.refused(label));

  const tokens = await redeemCode(context, found, attempt, callback);
  const claims = tokens.claims();
  if (!claims) throw new AuthenticationError('provider_error', oauthMessages.unverifiable(label));
  const email = claims.email_verified === true ? emailSchema.safeParse(claims.email) : null;
  const displayName = claimText(claims, found.provider.claims.displayName, 80);
  const player = await findOrCreatePlayer(context.db, {
    shopId: found.shop.id,
    provider: found.provider.type,
    providerId: found.provider.type === 'OAUTH2' ? found.provider.id : '',
    externalId: claims.sub,
    verifiedEmail: email?.success ? email.data : null,
    displayName,
  });
  const gameAccountId = claimText(claims, found.provider.claims.gameAccountId, 200);
  if (gameAccountId) await linkGameAccount(context.db, player, gameAccountId, displayName);

  const session = await startSession(context.db, context.clock, {
    shopId: found.shop.id,
    playerId: player.id,
    clientKind: 'WEB',
    userAgent: request.headers.get('User-Agent'),
    replacesToken: sessionTokenFromCookie(request, found.shop.handle),
  });
  return { shopId: found.shop.id, shopHandle: found.shop.handle, player, session, returnTo: attempt.returnTo };
}
