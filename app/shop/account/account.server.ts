import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import type { sessionSummarySchema } from '../../../schemas/account';
import { pagePath } from '~/lib/shop-paths';
import {
  clearSessionCookieHeader,
  identifyPageRequest,
  listLiveSessions,
  revokeAllSessions,
  revokeSession,
} from '~/server/players/sessions.server';
import { loadShopChrome } from '~/shop/load-storefront.server';
import { loadSignedInPage, PRIVATE_PAGE_HEADERS } from '~/shop/viewer.server';
import { isCrossSiteRequest } from '~/server/origin-check.server';
import { errorResponse, INVALID_REQUEST_MESSAGE } from '~/server/error-response.server';
import { invariantResponse } from '~/lib/invariant-response';
import { toFieldErrors } from '../../../schemas/field-errors';

type SessionSummary = z.input<typeof sessionSummarySchema>;

/** The account page: the shop's chrome, and for a signed-in player their profile and live sessions. */
export async function loadAccountPage({ params, context, request }: LoaderFunctionArgs) {
  const storefront = await loadShopChrome(context, params.shop, request);
  const signedIn = await loadSignedInPage(request, context, storefront.shop.handle);
  const viewer = signedIn?.viewer ?? null;
  const sessions: SessionSummary[] = signedIn
    ? (await listLiveSessions(context.db, context.clock, signedIn.session.playerId)).map((row) => ({
        id: row.id,
        clientKind: row.clientKind,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === signedIn.session.sessionId,
      }))
    : [];
  // The home page's cards are not shown here: leave them out of the page data.
  return data(
    { storefront, viewer, sessions },
    // Personal whether or not someone is signed in: the anonymous version must not be served to a player either.
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export type AccountPageData = Awaited<ReturnType<typeof loadAccountPage>>['data'];

/** The account page's forms, told apart by their `intent` field. */
export const accountFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('sign-out') }),
  z.object({ intent: z.literal('sign-out-everywhere') }),
  z.object({
    intent: z.literal('end-session'),
    sessionId: z.uuid('Expected sessionId: the id of the session to sign out'),
  }),
]);
export type AccountForm = z.infer<typeof accountFormSchema>;

/** Signing out: this browser, every session of the player, or one other session (the `intent` field says which). */
export async function accountAction({ params, context, request }: ActionFunctionArgs) {
  // A form post from another site is refused: its cookie is Lax, but browsers that say where a request came from are heard.
  invariantResponse(!isCrossSiteRequest(request), 'Forbidden: this form must be sent from the shop', { status: 403 });
  const storefront = await loadShopChrome(context, params.shop, request);
  const { handle } = storefront.shop;
  const { basePath } = storefront;
  const parsed = accountFormSchema.safeParse(Object.fromEntries(await request.formData()));
  // A form this page never sends: a 400 in the error shape of the API, naming the field.
  if (!parsed.success)
    throw errorResponse(400, 'invalid_request', INVALID_REQUEST_MESSAGE, toFieldErrors(parsed.error));
  const form = parsed.data;
  const session = await identifyPageRequest(context.db, context.clock, request, handle);
  const signedOut = { headers: { 'Set-Cookie': clearSessionCookieHeader(request, handle) } };
  const home = pagePath(basePath, 'HOME');
  if (!session) return redirect(home, signedOut);
  switch (form.intent) {
    case 'sign-out':
      await revokeSession(context.db, context.clock, session);
      return redirect(home, signedOut);
    case 'sign-out-everywhere':
      await revokeAllSessions(context.db, context.clock, session.playerId);
      return redirect(home, signedOut);
    case 'end-session': {
      const { sessionId } = form;
      // Scoped to this player: another player's session id changes nothing.
      await revokeSession(context.db, context.clock, { sessionId, playerId: session.playerId });
      return sessionId === session.sessionId ? redirect(home, signedOut) : redirect(`${basePath}/account`);
    }
  }
}
