import type { AppLoadContext } from '@remix-run/node';
import type { StudioChromeData } from '~/studio/studio-chrome';
import { listPublisherShops } from '~/server/studio/studio-access.server';
import type { Publisher } from '~/server/studio/studio-member';

/** What the studio's frame shows (app/studio/studio-chrome.tsx): the publisher's email and shops. */
export async function loadStudioChrome(context: AppLoadContext, publisher: Publisher): Promise<StudioChromeData> {
  const shops = await listPublisherShops(context.db, publisher.id);
  return {
    publisherEmail: publisher.email,
    shops: shops.map(({ handle, name, role }) => ({ handle, name, role })),
  };
}
