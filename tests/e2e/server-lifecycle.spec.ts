import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** A port nobody listens on right now, so a run never collides with another server. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForOutput(read: () => string, pattern: RegExp, timeoutMs = 60_000) {
  const started = Date.now();
  while (!pattern.test(read())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${pattern}; output:\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe('the server process', () => {
  // Each test starts a server of its own: a fresh embedded database, migrations and the demo seed.
  test.describe.configure({ timeout: 120_000 });
  test('refuses to start on a wrong environment value and names the variable', async () => {
    const server = startServer({
      PORT: 'not-a-port',
      DATA_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), 'gf-')), 'db'),
    });
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    expect(server.output()).toContain('PORT: Expected a port number');
  });

  test('on SIGTERM it stops accepting, finishes in-flight requests and exits cleanly', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'gf-')), 'db');
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    // Never leave a server behind, even when an assertion fails.
    const cleanup = () => server.child.exitCode === null && server.child.kill('SIGKILL');
    process.once('exit', cleanup);
    try {
      await waitForOutput(server.output, /Gamefront listening/);
      // A page request in flight when the signal arrives still gets its full answer.
      const inFlight = fetch(`http://127.0.0.1:${port}/verdant`).then(async (response) => ({
        status: response.status,
        body: await response.text(),
      }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      server.child.kill('SIGTERM');
      const answered = await inFlight;
      expect(answered.status).toBe(200);
      expect(answered.body).toContain('</html>');
      const [code] = await once(server.child, 'exit');
      expect(code).toBe(0);
      expect(server.output()).toContain('shutdown complete');
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      cleanup();
      process.off('exit', cleanup);
    }
  });
});
