import { InstallerPlatform } from '../enums';
import {
  launcherChannelQuerySchema,
  launcherDownloadPageSchema,
  launcherReleaseSchema,
  latestLauncherInstallerQuerySchema,
  versionSchema,
} from '../launcher-releases';
import { exchangeTokenBodySchema, launcherSessionSchema, verifiedAddToCartSchema } from '../sign-in';
import { defineContract, pathParams } from './contract';

// Spec section 7, "Launcher": the desktop launcher's download page and its in-launcher payments. Releases are
// published by the game backend (schemas/launcher-releases.ts, docs/decisions/058-launcher-releases.md).
const tag = 'Launcher';

export const getLauncherDownloadPage = defineContract({
  name: 'getLauncherDownloadPage',
  method: 'GET',
  path: '/api/launcher/installer/{shop}/download_page',
  secure: false,
  tag,
  status: 'implemented',
  summary:
    "Reads what a shop's launcher download page shows: both platforms, each with its newest release not withdrawn " +
    '(null while none). A private channel needs its accessCode (403 without it).',
  params: pathParams('/api/launcher/installer/{shop}/download_page'),
  query: launcherChannelQuerySchema,
  response: launcherDownloadPageSchema,
});

export const getLatestLauncherInstaller = defineContract({
  name: 'getLatestLauncherInstaller',
  method: 'GET',
  path: '/api/launcher/installer/{shop}/latest',
  secure: false,
  tag,
  status: 'implemented',
  summary:
    "Reads the newest release not withdrawn of a shop's launcher installer for a platform and channel (404 while " +
    'none). A private channel needs its accessCode (403 without it).',
  params: pathParams('/api/launcher/installer/{shop}/latest'),
  query: latestLauncherInstallerQuerySchema,
  response: launcherReleaseSchema,
});

export const getLauncherInstaller = defineContract({
  name: 'getLauncherInstaller',
  method: 'GET',
  path: '/api/launcher/installer/{shop}/platform/{platform}/version/{version}',
  secure: false,
  tag,
  status: 'implemented',
  summary:
    "Reads one version of a shop's launcher installer for a platform, withdrawn or not (404 for a version never " +
    'published). A private channel needs its accessCode (403 without it).',
  params: pathParams('/api/launcher/installer/{shop}/platform/{platform}/version/{version}', {
    platform: InstallerPlatform,
    version: versionSchema,
  }),
  query: launcherChannelQuerySchema,
  response: launcherReleaseSchema,
});

export const exchangeLauncherPaymentAuthToken = defineContract({
  name: 'exchangeLauncherPaymentAuthToken',
  method: 'POST',
  path: '/api/launcher/payment/exchange_auth_token',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Exchanges the launcher's auth token for the player's credentials on the web checkout",
  body: exchangeTokenBodySchema,
  response: launcherSessionSchema,
});

export const verifyLauncherAddToCartToken = defineContract({
  name: 'verifyLauncherAddToCartToken',
  method: 'POST',
  path: '/api/launcher/payment/verify_add_to_cart_token',
  secure: true,
  tag,
  status: 'implemented',
  summary: 'Verifies the token the launcher sends to add an item to the cart',
  body: exchangeTokenBodySchema,
  response: verifiedAddToCartSchema,
});

export const launcherContracts = [
  getLauncherDownloadPage,
  getLatestLauncherInstaller,
  getLauncherInstaller,
  exchangeLauncherPaymentAuthToken,
  verifyLauncherAddToCartToken,
] as const;
