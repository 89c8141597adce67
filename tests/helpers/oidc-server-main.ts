import { startOidcServer } from './oidc-server';

// The OIDC provider as a process of its own: Playwright starts it for the e2e, and a developer can run it for the
// emberfall demo shop's "Emberfall account" button (docs/decisions/014). Who signs in is chosen by login_hint.

const port = Number(process.env.OIDC_PORT ?? 4011);
const server = await startOidcServer({ port });
process.stdout.write(`OIDC test provider at ${server.issuer}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().finally(() => process.exit(0));
  });
}
