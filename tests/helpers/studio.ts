import type { AppLoadContext } from '@remix-run/node';
import type { StudioRole } from '../../schemas/studio';
import { grantMembership } from '../../app/server/studio/members.server';
import { STUDIO_COOKIE, startPublisherSession } from '../../app/server/studio/publisher-sessions.server';
import type { StudioMember } from '../../app/server/studio/studio-member';
import { shopIdOf, TEST_ORIGIN } from './test-context';

/**
 * A publisher signed in to the studio as a successful sign-in would leave them, member of `shopHandle` with `role`:
 * the member the services take, and the headers their browser sends.
 */
export async function studioBrowser(context: AppLoadContext, email: string, shopHandle: string, role: StudioRole) {
  const shopId = await shopIdOf(context.db, shopHandle);
  const publisher = await grantMembership(context.db, { shopId, email, role });
  const session = await startPublisherSession(context.db, context.clock, {
    publisherId: publisher.id,
    userAgent: null,
    replacesToken: null,
  });
  const member: StudioMember = {
    publisher: { id: publisher.id, email: publisher.email, sessionId: 'test' },
    shop: { id: shopId, handle: shopHandle, name: shopHandle },
    role,
  };
  return {
    member,
    headers: { Cookie: `${STUDIO_COOKIE}=${session.token}`, Origin: TEST_ORIGIN } as Record<string, string>,
  };
}
