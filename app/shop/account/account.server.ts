import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import type { sessionSummarySchema } from '../../../schemas/account';
import { pagePath } from '~/lib/shop-paths';
import { findPlayer, toPlayerProfile } from '~/server/players/players.server';
import {
  clearSessionCookieHeader,
  identifyPageRequest,
  listLiveSessions,
  revokeAllSessions,
  revokeSession,
} from '~/server/players/sessions.server';
import { loadShopChrome } from '~/shop/load-storefront.server';
import { PRIVATE_PAGE_HEADERS } from '~/shop/viewer.server';
import { isCrossSiteRequest } from '~/server/origin-check.server';

type SessionSummary = z.input<typeof sessionSummarySchema>;

/** The account page: the shop's chrome, and for a signed-in player their profile and live sessions. */
export async function loadAccountPage({ params, context, request }: LoaderFunctionArgs) {
  const storefront = await loadShopChrome(context, params.shop, request);
  const handle = storefront.shop.handle;
  const session = await identifyPageRequest(context.db, context.clock, request, handle);
  const player = session ? await findPlayer(context.db, session.shopId, session.playerId) : null;
  const viewer = session && player ? { player: toPlayerProfile(player, handle), credential: session.credential } : null;
  const sessions: SessionSummary[] =
    session && viewer
      ? (await listLiveSessions(context.db, context.clock, session.playerId)).map((row) => ({
          id: row.id,
          clientKind: row.clientKind,
          userAgent: row.userAgent,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === session.sessionId,
        }))
      : [];
  // The home page's cards are not shown here: leave them out of the page data.
  return data(
    { storefront, viewer, sessions },
    // Personal whether or not someone is signed in: the anonymous version must not be served to a player either.
    { headers: PRIVATE_PAGE_HEADERS }
  );
}

export type AccountPageData = Awaited<ReturnType<typeof loadAccountPage>>['data'];

export const accountIntents = ['sign-out', 'sign-out-everywhere', 'end-session'] as const;
type AccountIntent = (typeof accountIntents)[number];

/** Signing out: this browser, every session of the player, or one other session (the `intent` field says which). */
export async function accountAction({ params, context, request }: ActionFunctionArgs) {
  // A form post from another site is refused: its cookie is Lax, but browsers that say where a request came from are heard.
  if (isCrossSiteRequest(request)) throw new Response('Forbidden: this form must be sent from the shop', { status: 403 });
  const storefront = await loadShopChrome(context, params.shop, request);
  const { handle } = storefront.shop;
  const { basePath } = storefront;
  const form = await request.formData();
  const intent = form.get('intent');
  if (typeof intent !== 'string' || !(accountIntents as readonly string[]).includes(intent)) {
    throw new Response(`Expected intent to be one of: ${accountIntents.join(', ')}`, { status: 400 });
  }
  const session = await identifyPageRequest(context.db, context.clock, request, handle);
  const signedOut = { headers: { 'Set-Cookie': clearSessionCookieHeader(request, handle) } };
  const home = pagePath(basePath, 'HOME');
  if (!session) return redirect(home, signedOut);
  switch (intent as AccountIntent) {
    case 'sign-out':
      await revokeSession(context.db, context.clock, session);
      return redirect(home, signedOut);
    case 'sign-out-everywhere':
      await revokeAllSessions(context.db, context.clock, session.playerId);
      return redirect(home, signedOut);
    case 'end-session': {
      const parsed = z.uuid().safeParse(form.get('sessionId'));
      if (!parsed.success) throw new Response('Expected sessionId: the id of the session to sign out', { status: 400 });
      const sessionId = parsed.data;
      // Scoped to this player: another player's session id changes nothing.
      await revokeSession(context.db, context.clock, { sessionId, playerId: session.playerId });
      return sessionId === session.sessionId ? redirect(home, signedOut) : redirect(`${basePath}/account`);
    }
  }
}
