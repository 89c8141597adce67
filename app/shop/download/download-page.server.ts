import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { PUBLIC_CHANNEL } from '../../../schemas/launcher-releases';
import { detectInstallerPlatform } from '~/lib/installer-platform';
import { launcherDownloadPage } from '~/server/launcher/launcher-releases.server';
import { requirePublishedShop } from '~/server/shops.server';
import { loadStorefront } from '~/shop/load-storefront.server';
import { loadViewer } from '~/shop/viewer.server';

/**
 * The DOWNLOAD page (`/{shop}/download`, `/download` on a shop's own domain): the shop's DOWNLOAD layout page with
 * the launcher's installers above its cards, the visitor's platform first. The answer depends on the visitor's
 * system, so it is private (never in the shared page cache) and varies on the headers it read.
 */
export async function loadDownloadPage({
  params,
  context,
  request,
}: Pick<LoaderFunctionArgs, 'params' | 'context' | 'request'>) {
  const segments = [params.shop, 'download'].filter((segment): segment is string => segment !== undefined);
  const storefront = await loadStorefront(context, segments, request);
  const [viewer, shop] = await Promise.all([
    loadViewer(request, context, storefront.shop.handle),
    requirePublishedShop(context.db, storefront.shop.handle),
  ]);
  const { platforms } = await launcherDownloadPage(context.db, shop, PUBLIC_CHANNEL);
  const detected = detectInstallerPlatform(
    request.headers.get('Sec-CH-UA-Platform'),
    request.headers.get('User-Agent'),
  );
  // The visitor's platform first; both are always listed.
  const ordered = detected
    ? [...platforms].sort((a, b) => Number(b.platform === detected) - Number(a.platform === detected))
    : platforms;
  return data(
    { storefront, viewer, download: { detected, platforms: ordered } },
    {
      headers: {
        'Cache-Control': viewer ? 'private, no-store' : 'private, max-age=0, must-revalidate',
        Vary: 'Sec-CH-UA-Platform, User-Agent, Cookie',
        'Accept-CH': 'Sec-CH-UA-Platform',
      },
    },
  );
}

export type DownloadPageData = Awaited<ReturnType<typeof loadDownloadPage>>['data']['download'];
