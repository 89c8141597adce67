import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { and, asc, eq } from 'drizzle-orm';
import { shopMemberships, shops } from '../../../db/schema';
import { shopHandleSchema } from '../../../schemas/shop-handle';
import { roleAtLeast, type StudioRole } from '../../../schemas/studio';
import type { Database } from '~/server/db.server';
import { ForbiddenError, NotFoundError } from '~/server/domain-errors.server';
import { errorResponse } from '~/server/error-response.server';
import type { AuthStrategy } from '~/server/request-route.server';
import { identifyPublisher } from '~/server/studio/publisher-sessions.server';
import type { Publisher, StudioMember } from '~/server/studio/studio-member';

// Deny by default (docs/decisions/035): every studio page and call finds the publisher from the studio cookie, then
// their membership of the shop in the URL, then checks the role. Signed out: a page redirects to the sign-in page, a
// call answers 401. Not a member (or no such shop): 404, so nobody learns which shops exist. Role too low: 403.

export const STUDIO_SIGN_IN_PATH = '/studio/sign-in';
const NOT_FOUND_MESSAGE = 'No shop of yours has this address';

/** The publisher's membership of a shop by handle, or null (unknown shop, or not theirs). */
export async function findMembership(db: Database, publisher: Publisher, handle: string): Promise<StudioMember | null> {
  if (!shopHandleSchema.safeParse(handle).success) return null;
  const [row] = await db
    .select({ id: shops.id, handle: shops.handle, name: shops.name, role: shopMemberships.role })
    .from(shopMemberships)
    .innerJoin(shops, eq(shops.id, shopMemberships.shopId))
    .where(and(eq(shopMemberships.publisherId, publisher.id), eq(shops.handle, handle)))
    .limit(1);
  return row ? { publisher, shop: { id: row.id, handle: row.handle, name: row.name }, role: row.role } : null;
}

/** Every shop the publisher is a member of, by name. */
export async function listPublisherShops(db: Database, publisherId: string) {
  return db
    .select({ id: shops.id, handle: shops.handle, name: shops.name, role: shopMemberships.role })
    .from(shopMemberships)
    .innerJoin(shops, eq(shops.id, shopMemberships.shopId))
    .where(eq(shopMemberships.publisherId, publisherId))
    .orderBy(asc(shops.name));
}

/** Where the sign-in page sends the publisher back to afterwards: this request's studio page. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const next = `${url.pathname}${url.search}`;
  return redirect(`${STUDIO_SIGN_IN_PATH}?next=${encodeURIComponent(next)}`);
}

/** A studio page's publisher, or a redirect to the sign-in page (thrown). */
export async function requireStudioPublisher(request: Request, context: AppLoadContext): Promise<Publisher> {
  const publisher = await identifyPublisher(context.db, context.clock, request);
  if (!publisher) throw signInRedirect(request);
  return publisher;
}

/**
 * For a studio page's loader or action: the signed-in publisher's membership of `shopHandle` with at least
 * `minimumRole`. Throws a redirect to the sign-in page when signed out, a 404 when the shop is not theirs, a 403 when
 * their role is too low. Pages render nothing of a shop before this returns.
 */
export async function requireStudioMember(
  request: Request,
  context: AppLoadContext,
  shopHandle: string | undefined,
  minimumRole: StudioRole,
): Promise<StudioMember> {
  const publisher = await requireStudioPublisher(request, context);
  const member = shopHandle ? await findMembership(context.db, publisher, shopHandle) : null;
  if (!member) throw new Response(NOT_FOUND_MESSAGE, { status: 404 });
  if (!roleAtLeast(member.role, minimumRole)) {
    throw new Response(`This needs the ${minimumRole} role; you are a ${member.role} of this shop`, { status: 403 });
  }
  return member;
}

/**
 * The auth strategy of /studio/api calls (request-route.server.ts): a member of the `{shop}` in the path with at least
 * `minimumRole`. Cookies carry the caller, so state-changing calls from other sites are refused; answers are no-store.
 */
export function publisherMember(minimumRole: StudioRole): AuthStrategy<StudioMember> {
  return {
    checksOrigin: true,
    paramsBeforeCaller: true,
    noStore: true,
    async identify({ request, context, params }) {
      const publisher = await identifyPublisher(context.db, context.clock, request);
      if (!publisher) return errorResponse(401, 'unauthenticated', 'Sign in to the studio to continue');
      const member = await findMembership(context.db, publisher, String(params.shop ?? ''));
      if (!member) throw new NotFoundError(NOT_FOUND_MESSAGE);
      if (!roleAtLeast(member.role, minimumRole)) {
        throw new ForbiddenError(`This needs the ${minimumRole} role; you are a ${member.role} of this shop`);
      }
      return member;
    },
  };
}
