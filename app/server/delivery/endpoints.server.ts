import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { deliveryEndpoints } from '../../../db/schema';
import { DELIVERY_URL_MESSAGE } from '../../../schemas/delivery';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { NotFoundError, UnprocessableError } from '~/server/domain-errors.server';

// Where a shop's game backend receives deliveries, and the secret they are signed with. The secret is made once
// and survives URL changes (the game keeps verifying); rotating it is its own, deliberate call.

export interface DeliveryEndpoint {
  url: string;
  secret: string;
  updatedAt: Date;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https anywhere; plain http only to this machine and never in production (a game server on a laptop). */
export function isAllowedDeliveryUrl(value: string, production: boolean): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return url.protocol === 'http:' && !production && LOCAL_HOSTS.has(url.hostname);
}

function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export async function getDeliveryEndpoint(db: Executor, shopId: string): Promise<DeliveryEndpoint | null> {
  const [row] = await db
    .select({ url: deliveryEndpoints.url, secret: deliveryEndpoints.secret, updatedAt: deliveryEndpoints.updatedAt })
    .from(deliveryEndpoints)
    .where(eq(deliveryEndpoints.shopId, shopId))
    .limit(1);
  return row ?? null;
}

export async function requireDeliveryEndpoint(db: Executor, shopId: string): Promise<DeliveryEndpoint> {
  const endpoint = await getDeliveryEndpoint(db, shopId);
  if (!endpoint)
    throw new NotFoundError('This shop has no delivery endpoint yet: set one with PUT .../delivery-endpoint');
  return endpoint;
}

/** Sets the URL; the first call makes the secret, later calls keep it (one statement, so two first calls agree). */
export async function setDeliveryEndpoint(
  db: Executor,
  clock: Clock,
  input: { shopId: string; url: string; production: boolean },
): Promise<DeliveryEndpoint> {
  if (!isAllowedDeliveryUrl(input.url, input.production)) {
    throw new UnprocessableError(DELIVERY_URL_MESSAGE, [{ path: 'url', message: DELIVERY_URL_MESSAGE }]);
  }
  const now = clock.now();
  const [row] = await db
    .insert(deliveryEndpoints)
    .values({ shopId: input.shopId, url: input.url, secret: newSecret(), updatedAt: now })
    .onConflictDoUpdate({ target: deliveryEndpoints.shopId, set: { url: input.url, updatedAt: now } })
    .returning({
      url: deliveryEndpoints.url,
      secret: deliveryEndpoints.secret,
      updatedAt: deliveryEndpoints.updatedAt,
    });
  return row!;
}

export async function rotateDeliverySecret(db: Executor, clock: Clock, shopId: string): Promise<DeliveryEndpoint> {
  const [row] = await db
    .update(deliveryEndpoints)
    .set({ secret: newSecret(), updatedAt: clock.now() })
    .where(eq(deliveryEndpoints.shopId, shopId))
    .returning({
      url: deliveryEndpoints.url,
      secret: deliveryEndpoints.secret,
      updatedAt: deliveryEndpoints.updatedAt,
    });
  if (!row) throw new NotFoundError('This shop has no delivery endpoint yet: set one with PUT .../delivery-endpoint');
  return row;
}

export function toDeliveryEndpointJson(endpoint: DeliveryEndpoint) {
  return { url: endpoint.url, secret: endpoint.secret, updatedAt: endpoint.updatedAt.toISOString() };
}
