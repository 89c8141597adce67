import { getLauncherDownloadPage, getLatestLauncherInstaller, getLauncherInstaller } from '../../../schemas/api';
import type { InstallerPlatform } from '../../../schemas/enums';
import { apiRoute } from '~/server/api-route.server';
import { NotFoundError } from '~/server/domain-errors.server';
import {
  latestLauncherRelease,
  launcherDownloadPage,
  launcherReleaseByVersion,
  requireChannelAccess,
} from '~/server/launcher/launcher-releases.server';
import { requirePublishedShop } from '~/server/shops.server';

// The spec's three launcher installer calls (docs/decisions/058-launcher-releases.md): no login; a private channel
// needs its access code.

/** GET /api/launcher/installer/{shop}/download_page: both platforms with their latest release (null while none). */
export const getLauncherDownloadPageCall = apiRoute(getLauncherDownloadPage, async ({ params, query, context }) => {
  const shop = await requirePublishedShop(context.db, params.shop);
  await requireChannelAccess(context.db, shop.id, query.channel, query.accessCode);
  return launcherDownloadPage(context.db, shop, query.channel);
});

/** GET /api/launcher/installer/{shop}/latest: the newest release not withdrawn, 404 while there is none. */
export const getLatestLauncherInstallerCall = apiRoute(
  getLatestLauncherInstaller,
  async ({ params, query, context }) => {
    const shop = await requirePublishedShop(context.db, params.shop);
    await requireChannelAccess(context.db, shop.id, query.channel, query.accessCode);
    const latest = await latestLauncherRelease(context.db, shop.id, query.channel, query.platform);
    if (!latest)
      throw new NotFoundError(`No launcher release for ${query.platform} on the ${query.channel} channel yet`);
    return latest;
  },
);

/** GET /api/launcher/installer/{shop}/platform/{platform}/version/{version}: one version, withdrawn or not. */
export const getLauncherInstallerCall = apiRoute(getLauncherInstaller, async ({ params, query, context }) => {
  const shop = await requirePublishedShop(context.db, params.shop);
  await requireChannelAccess(context.db, shop.id, query.channel, query.accessCode);
  return launcherReleaseByVersion(context.db, shop.id, {
    // Checked by the contract's InstallerPlatform; pathParams types every placeholder as a string.
    platform: params.platform as InstallerPlatform,
    channel: query.channel,
    version: params.version,
  });
});
