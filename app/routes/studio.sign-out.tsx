import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import {
  clearStudioCookieHeader,
  identifyPublisher,
  revokePublisherSession,
} from '~/server/studio/publisher-sessions.server';

// Signing out of the studio ends this browser's studio session; a shop's player session is not touched.

export async function action({ request, context }: ActionFunctionArgs) {
  const publisher = await identifyPublisher(context.db, context.clock, request);
  if (publisher) await revokePublisherSession(context.db, context.clock, publisher.sessionId);
  return redirect('/studio/sign-in', { headers: { 'Set-Cookie': clearStudioCookieHeader(request) } });
}

export function loader() {
  return redirect('/studio');
}
