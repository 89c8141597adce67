import { z } from 'zod';
import { httpsUrlSchema, isSafeText, SAFE_TEXT_MESSAGE, text } from './common';
import { InstallerPlatform } from './enums';
import { serverApiShopParamsSchema, type GameServerOperation } from './game-server-api';

// The launcher's releases (issue 16, docs/decisions/058-launcher-releases.md): per shop, platform and channel, published
// and withdrawn by the game backend, read by the shop's DOWNLOAD page and the spec's three launcher installer calls.

/** The channel every shop has and the DOWNLOAD page shows; it can never be made private. */
export const PUBLIC_CHANNEL = 'stable';

export const CHANNEL_MESSAGE =
  'Expected a channel name like stable or beta (lowercase letters, digits and -, at most 32)';
export const channelSchema = z
  .string({ error: CHANNEL_MESSAGE })
  .regex(/^[a-z][a-z0-9-]{0,31}$/, { error: CHANNEL_MESSAGE });

export const VERSION_MESSAGE =
  'Expected a version like 1.4.2 (2-4 numbers, an optional -suffix, at most 64 characters)';
export const versionSchema = z
  .string({ error: VERSION_MESSAGE })
  .max(64, { error: VERSION_MESSAGE })
  .regex(/^\d{1,9}(?:\.\d{1,9}){1,3}(?:-[0-9A-Za-z.-]{1,40})?$/, { error: VERSION_MESSAGE });

export const SHA256_MESSAGE = 'Expected a SHA-256 checksum: 64 hexadecimal characters';
/** Stored and shown in lower case, the way `sha256sum` and `shasum -a 256` print it. */
export const sha256Schema = z
  .string({ error: SHA256_MESSAGE })
  .regex(/^[0-9a-fA-F]{64}$/, { error: SHA256_MESSAGE })
  .transform((value) => value.toLowerCase());

export const ACCESS_CODE_MESSAGE = 'Expected an access code of 8-128 letters, digits and - _';
export const accessCodeSchema = z
  .string({ error: ACCESS_CODE_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, { error: ACCESS_CODE_MESSAGE });

/** Installers are at most 16 GiB; the size is what the page shows and what the launcher checks after downloading. */
export const MAX_INSTALLER_BYTES = 16 * 1024 ** 3;

export const publishLauncherReleaseBodySchema = z.strictObject({
  platform: InstallerPlatform,
  channel: channelSchema.default(PUBLIC_CHANNEL),
  version: versionSchema,
  downloadUrl: httpsUrlSchema,
  sizeBytes: z
    .number({ error: 'Expected the installer size in bytes' })
    .int({ error: 'Expected a whole number of bytes' })
    .min(1, { error: 'Expected at least 1 byte' })
    .max(MAX_INSTALLER_BYTES, { error: 'Expected at most 16 GiB' }),
  sha256: sha256Schema,
  /** Plain text; blank lines separate paragraphs and lines starting with "- " are list items on the page. */
  releaseNotes: z
    .string({ error: 'Expected the release notes as text' })
    .trim()
    .max(10_000, { error: 'Expected at most 10000 characters' })
    .refine(isSafeText, { error: SAFE_TEXT_MESSAGE })
    .default(''),
  /** When it came out; now when left out. */
  releasedAt: z.iso.datetime({ offset: true, error: 'Expected an ISO 8601 date and time' }).optional(),
  /** The oldest system it runs on, shown as the page's system requirements: `Windows 10 (64-bit)`, `macOS 12`. */
  minimumOs: text(80),
});
export type PublishLauncherReleaseBody = z.output<typeof publishLauncherReleaseBodySchema>;
export type LauncherReleaseSeed = z.input<typeof publishLauncherReleaseBodySchema>;

export const launcherReleaseSchema = z.object({
  platform: InstallerPlatform,
  channel: z.string(),
  version: z.string(),
  downloadUrl: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  releaseNotes: z.string(),
  releasedAt: z.iso.datetime({ offset: true }),
  minimumOs: z.string(),
  /** A withdrawn release is never `latest` nor on the DOWNLOAD page; asked for by version, it says so. */
  withdrawn: z.boolean(),
});
export type LauncherRelease = z.infer<typeof launcherReleaseSchema>;

export const withdrawLauncherReleaseBodySchema = z.strictObject({
  platform: InstallerPlatform,
  channel: channelSchema.default(PUBLIC_CHANNEL),
  version: versionSchema,
  /** false puts a withdrawn release back. */
  withdrawn: z.boolean({ error: 'Expected true or false' }).default(true),
});

export const launcherChannelParamsSchema = serverApiShopParamsSchema.extend({ channel: channelSchema });

export const setLauncherChannelBodySchema = z.strictObject({
  /** null makes the channel public again. */
  accessCode: accessCodeSchema.nullable(),
});

export const launcherChannelSchema = z.object({ channel: z.string(), private: z.boolean() });

/** What the launcher and the DOWNLOAD page send to read a channel: its name and, for a private one, its code. */
export const launcherChannelQuerySchema = z.object({
  channel: channelSchema.default(PUBLIC_CHANNEL),
  accessCode: accessCodeSchema.optional(),
});

export const latestLauncherInstallerQuerySchema = launcherChannelQuerySchema.extend({ platform: InstallerPlatform });

export const launcherDownloadPageSchema = z.object({
  shop: z.string(),
  channel: z.string(),
  /** Both platforms, always, WINDOWS first; `latest` is null while a platform has nothing released. */
  platforms: z.array(z.object({ platform: InstallerPlatform, latest: launcherReleaseSchema.nullable() })),
});
export type LauncherDownloadPage = z.infer<typeof launcherDownloadPageSchema>;

const exampleRelease: LauncherRelease = {
  platform: 'WINDOWS',
  channel: PUBLIC_CHANNEL,
  version: '2.4.1',
  downloadUrl: 'https://cdn.example.com/emberfall/EmberfallLauncher-2.4.1-setup.exe',
  sizeBytes: 148_897_792,
  sha256: '9f2c3b1e7a4d5c6b8e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f',
  releaseNotes: 'Faster patching.\n\n- Resumes interrupted downloads',
  releasedAt: '2027-03-01T12:00:00.000Z',
  minimumOs: 'Windows 10 (64-bit)',
  withdrawn: false,
};

export const launcherReleaseOperations: GameServerOperation[] = [
  {
    name: 'publishLauncherRelease',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/launcher/releases',
    summary: 'Publishes a launcher installer for a platform and channel',
    description:
      'The newest release (by `releasedAt`) not withdrawn is what the DOWNLOAD page offers and `latest` answers. ' +
      'Publishing the same platform, channel and version again with the same fields answers the stored release ' +
      '(a retry); with other fields it is refused (409): publish a new version instead. The channel defaults to ' +
      `\`${PUBLIC_CHANNEL}\`, the public one the DOWNLOAD page shows.`,
    params: serverApiShopParamsSchema,
    body: publishLauncherReleaseBodySchema,
    response: launcherReleaseSchema,
    requestExample: { ...exampleRelease, withdrawn: undefined, channel: undefined },
    responseExample: exampleRelease,
    errors: { '409': 'This version was published before with other fields' },
  },
  {
    name: 'withdrawLauncherRelease',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/launcher/releases/withdraw',
    summary: 'Withdraws a launcher release, or puts it back',
    description:
      'A withdrawn release leaves the DOWNLOAD page and `latest` (the previous one takes its place); read by ' +
      'version it still answers, with `withdrawn: true`, so a launcher on it knows to move. `withdrawn: false` ' +
      'puts it back.',
    params: serverApiShopParamsSchema,
    body: withdrawLauncherReleaseBodySchema,
    response: launcherReleaseSchema,
    requestExample: { platform: 'WINDOWS', channel: PUBLIC_CHANNEL, version: '2.4.1' },
    responseExample: { ...exampleRelease, withdrawn: true },
    errors: { '404': 'No release of this version on this platform and channel' },
  },
  {
    name: 'setLauncherChannel',
    method: 'PUT',
    path: '/server-api/v1/shops/{shop}/launcher/channels/{channel}',
    summary: 'Makes a launcher channel private with an access code, or public',
    description:
      'A private channel answers only callers sending its `accessCode` (the launcher calls and `?channel=...&' +
      'accessCode=...` on the DOWNLOAD page). The code is stored as a hash; setting a new one replaces the old. ' +
      `\`${PUBLIC_CHANNEL}\` is always public (422).`,
    params: launcherChannelParamsSchema,
    body: setLauncherChannelBodySchema,
    response: launcherChannelSchema,
    requestExample: { accessCode: 'closed-beta-7f3k9q' },
    responseExample: { channel: 'beta', private: true },
    errors: { '422': `The ${PUBLIC_CHANNEL} channel is always public` },
  },
];
