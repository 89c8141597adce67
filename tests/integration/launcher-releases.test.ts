import type { LoaderFunctionArgs } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { loader as api } from '../../app/routes/api.$';
import { loader as serverApi } from '../../app/routes/server-api.$';
import { loader as downloadPage } from '../../app/routes/($shop).download';
import { buildOpenApiDocument } from '../../app/server/openapi.server';
import { contractList } from '../../schemas/api';
import { TEST_ORIGIN } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

// The launcher's releases (docs/decisions/058-launcher-releases.md) as the game backend and the launcher see them:
// published and withdrawn with the shop's key, read by the spec's three installer calls, private channels behind
// their access code; and the launcher's own path into the cart (LAUNCHER session, add-to-cart token, cart).

const KEY = 'seed-key-for-launcher-releases-0123456789';
const suite = integrationSuite({ apiKey: KEY });
const bearer = { Authorization: `Bearer ${KEY}` };

/** One request through the splat route that serves it, exactly as Remix hands it over. */
async function send(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const request = new Request(`${TEST_ORIGIN}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json', Origin: TEST_ORIGIN }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const route = path.startsWith('/server-api/') ? serverApi : api;
  const args: LoaderFunctionArgs = { request, params: {}, context: suite.context };
  const response = await route(args);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const checksum = (digit: string) => digit.repeat(64);

function release(version: string, extra: Record<string, unknown> = {}) {
  return {
    platform: 'WINDOWS',
    version,
    downloadUrl: `https://cdn.example.com/verdant/VerdantLauncher-${version}-setup.exe`,
    sizeBytes: 120_000_000,
    sha256: checksum('a'),
    releaseNotes: `Release ${version}`,
    releasedAt: '2027-01-10T10:00:00Z',
    minimumOs: 'Windows 10 (64-bit)',
    ...extra,
  };
}

const publish = (shop: string, body: unknown, headers: Record<string, string> = bearer) =>
  send('POST', `/server-api/v1/shops/${shop}/launcher/releases`, { body, headers });
const latest = (shop: string, query: string) => send('GET', `/api/launcher/installer/${shop}/latest?${query}`);

// verdant has no demo releases: each test below starts from what it published itself.
describe('publishing launcher releases', () => {
  it('answers the stored release, and the same version again with the same fields is a retry', async () => {
    const first = await publish('verdant', release('1.0.0', { sha256: checksum('B') }));
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      ...release('1.0.0'),
      channel: 'stable',
      sha256: checksum('b'),
      releasedAt: '2027-01-10T10:00:00.000Z',
      withdrawn: false,
    });
    expect((await publish('verdant', release('1.0.0', { sha256: checksum('b') }))).json).toEqual(first.json);
  });

  it('refuses the same version with another checksum (409), and bad fields with their paths (400)', async () => {
    await publish('verdant', release('1.1.0'));
    const changed = await publish('verdant', release('1.1.0', { sha256: checksum('c') }));
    expect(changed.status).toBe(409);
    expect(changed.json).toMatchObject({ error: { code: 'conflict', message: expect.stringMatching(/1\.1\.0/) } });

    const bad = await publish('verdant', {
      ...release('v2'),
      platform: 'LINUX',
      sha256: 'abc',
      downloadUrl: 'http://x.test/a.exe',
      sizeBytes: -1,
    });
    expect(bad.status).toBe(400);
    const paths = (bad.json.error as { fields: Array<{ path: string }> }).fields.map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['platform', 'version', 'sha256', 'downloadUrl', 'sizeBytes']));
  });

  it('needs the shop’s own key', async () => {
    expect((await publish('verdant', release('1.2.0'), { Authorization: 'Bearer nope' })).status).toBe(401);
    expect((await publish('verdant', release('1.2.0'), {})).status).toBe(401);
  });
});

describe('reading launcher releases', () => {
  it('answers the newest release not withdrawn as latest, and the previous one once it is withdrawn', async () => {
    await publish('neon-drift', release('1.9.0', { releasedAt: '2027-02-01T10:00:00Z', sha256: checksum('d') }));
    await publish('neon-drift', release('2.0.0', { releasedAt: '2027-03-01T10:00:00Z', sha256: checksum('e') }));
    expect((await latest('neon-drift', 'platform=WINDOWS')).json).toMatchObject({ version: '2.0.0' });

    const withdrawn = await send('POST', '/server-api/v1/shops/neon-drift/launcher/releases/withdraw', {
      body: { platform: 'WINDOWS', version: '2.0.0' },
      headers: bearer,
    });
    expect(withdrawn.json).toMatchObject({ version: '2.0.0', withdrawn: true });
    expect((await latest('neon-drift', 'platform=WINDOWS')).json).toMatchObject({ version: '1.9.0' });
    // Still answered by version, saying it was withdrawn.
    const byVersion = await send('GET', '/api/launcher/installer/neon-drift/platform/WINDOWS/version/2.0.0');
    expect(byVersion.json).toMatchObject({ version: '2.0.0', withdrawn: true, sha256: checksum('e') });

    await send('POST', '/server-api/v1/shops/neon-drift/launcher/releases/withdraw', {
      body: { platform: 'WINDOWS', version: '2.0.0', withdrawn: false },
      headers: bearer,
    });
    expect((await latest('neon-drift', 'platform=WINDOWS')).json).toMatchObject({ version: '2.0.0' });
  });

  it('answers an unknown version, an unreleased platform and an unknown shop with a clear 404', async () => {
    const unknown = await send('GET', '/api/launcher/installer/emberfall/platform/MAC/version/9.9.9');
    expect(unknown).toEqual({
      status: 404,
      json: { error: { code: 'not_found', message: 'No launcher version 9.9.9 for MAC on the stable channel' } },
    });
    const none = await latest('frostmark', 'platform=MAC');
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({ error: { message: 'No launcher release for MAC on the stable channel yet' } });
    expect((await latest('no-such-shop', 'platform=MAC')).status).toBe(404);
  });

  it('refuses a platform or version that is none, with the field', async () => {
    const platform = await send('GET', '/api/launcher/installer/emberfall/platform/LINUX/version/1.0.0');
    expect(platform.status).toBe(400);
    expect(JSON.stringify(platform.json)).toContain('params.platform');
    const version = await send('GET', '/api/launcher/installer/emberfall/platform/MAC/version/latest');
    expect(version.status).toBe(400);
    expect(JSON.stringify(version.json)).toContain('params.version');
    expect((await latest('emberfall', '')).status).toBe(400);
  });

  it('lists both platforms on the download page, with null for one with nothing released', async () => {
    const page = await send('GET', '/api/launcher/installer/frostmark/download_page');
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      shop: 'frostmark',
      channel: 'stable',
      platforms: [
        { platform: 'WINDOWS', latest: { version: '3.0.2', minimumOs: 'Windows 10 (64-bit)' } },
        { platform: 'MAC', latest: null },
      ],
    });
  });
});

describe('a private channel', () => {
  const beta = (query = '') => latest('emberfall', `platform=MAC&channel=beta${query}`);

  it('answers only with its access code, and is public again once its code is removed', async () => {
    await publish('emberfall', { ...release('3.0.0-beta.1'), platform: 'MAC', channel: 'beta' });
    const made = await send('PUT', '/server-api/v1/shops/emberfall/launcher/channels/beta', {
      body: { accessCode: 'closed-beta-7f3k9q' },
      headers: bearer,
    });
    expect(made.json).toEqual({ channel: 'beta', private: true });

    const without = await beta();
    expect(without.status).toBe(403);
    expect(without.json).toMatchObject({ error: { message: 'The beta channel is private: send its accessCode' } });
    expect((await beta('&accessCode=wrong-code-123')).status).toBe(403);
    expect((await beta('&accessCode=closed-beta-7f3k9q')).json).toMatchObject({ version: '3.0.0-beta.1' });
    const page = await send('GET', '/api/launcher/installer/emberfall/download_page?channel=beta');
    expect(page.status).toBe(403);

    await send('PUT', '/server-api/v1/shops/emberfall/launcher/channels/beta', {
      body: { accessCode: null },
      headers: bearer,
    });
    expect((await beta()).status).toBe(200);
  });

  it('never makes the stable channel private', async () => {
    const refused = await send('PUT', '/server-api/v1/shops/emberfall/launcher/channels/stable', {
      body: { accessCode: 'closed-beta-7f3k9q' },
      headers: bearer,
    });
    expect(refused.status).toBe(422);
    expect((await latest('emberfall', 'platform=WINDOWS')).json).toMatchObject({ version: '2.4.1' });
  });
});

describe('the launcher in the shop', () => {
  it('signs the player in with a LAUNCHER session, and its add-to-cart token puts the offer in their cart', async () => {
    const gameAccountId = 'acct-launcher-cart';
    const launcherToken = await send('POST', '/server-api/v1/shops/emberfall/launcher-tokens', {
      body: { gameAccountId, displayName: 'Kestrel' },
      headers: bearer,
    });
    const session = await send('POST', '/api/launcher/payment/exchange_auth_token', {
      body: { token: launcherToken.json.token },
    });
    expect(session.status).toBe(200);
    const player = { Authorization: `Bearer ${String(session.json.accessToken)}` };

    const offer = await send('POST', '/server-api/v1/shops/emberfall/add-to-cart-tokens', {
      body: { gameAccountId, items: [{ itemId: 'gems-pouch', quantity: 2 }] },
      headers: bearer,
    });
    const verified = await send('POST', '/api/launcher/payment/verify_add_to_cart_token', {
      body: { token: offer.json.token },
      headers: player,
    });
    expect(verified).toEqual({ status: 200, json: { items: [{ itemId: 'gems-pouch', quantity: 2 }] } });

    for (const item of verified.json.items as Array<{ itemId: string; quantity: number }>) {
      const added = await send('POST', '/api/cart/mutate', {
        body: { shop: 'emberfall', mutation: { intent: 'add', itemId: item.itemId, quantity: item.quantity } },
        headers: player,
      });
      expect(added.status).toBe(200);
    }
    const cart = await send('POST', '/api/cart/get?shop=emberfall', { body: undefined, headers: player });
    expect(cart.status).toBe(200);
    // Priced from the catalogue: 2 x 4.99 USD.
    expect(cart.json).toMatchObject({
      lines: [expect.objectContaining({ itemId: 'gems-pouch', quantity: 2 })],
      total: 998,
      canCheckout: true,
    });
  });
});

describe('the DOWNLOAD page', () => {
  async function open(shop: string, headers: Record<string, string>) {
    const request = new Request(`${TEST_ORIGIN}/${shop}/download`, { headers });
    const answer = await downloadPage({ request, params: { shop }, context: suite.context });
    return { download: answer.data.download, headers: new Headers(answer.init?.headers) };
  }

  it('puts the platform of the client hint first, else the user agent’s, and is never shared between visitors', async () => {
    const mac = await open('neon-drift', { 'Sec-CH-UA-Platform': '"macOS"', 'User-Agent': 'Windows NT 10.0' });
    expect(mac.download.detected).toBe('MAC');
    expect(mac.download.platforms.map((entry) => entry.platform)).toEqual(['MAC', 'WINDOWS']);
    expect(mac.headers.get('Cache-Control')).toMatch(/^private/);
    expect(mac.headers.get('Vary')).toContain('Sec-CH-UA-Platform');

    const windows = await open('neon-drift', { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' });
    expect(windows.download.platforms.map((entry) => entry.platform)).toEqual(['WINDOWS', 'MAC']);
    const linux = await open('neon-drift', { 'Sec-CH-UA-Platform': '"Linux"' });
    expect(linux.download.detected).toBeNull();
    expect(linux.download.platforms).toHaveLength(2);
  });

  it('is a 404 for a shop that does not exist', async () => {
    await expect(open('no-such-shop', {})).rejects.toMatchObject({ status: 404 });
  });
});

describe('the OpenAPI document', () => {
  it('documents the three installer calls as implemented and the release calls of the game server', () => {
    const document = buildOpenApiDocument(contractList);
    const downloadPage = document.paths['/api/launcher/installer/{shop}/download_page']?.get as Record<string, unknown>;
    expect(downloadPage['x-status']).toBeUndefined();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/server-api/v1/shops/{shop}/launcher/releases',
        '/server-api/v1/shops/{shop}/launcher/releases/withdraw',
        '/server-api/v1/shops/{shop}/launcher/channels/{channel}',
      ]),
    );
  });
});
