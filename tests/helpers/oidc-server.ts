import { OAuth2Server } from 'oauth2-mock-server';

// A real OpenID Connect provider on loopback (oauth2-mock-server 7: its 8+ needs Node 22) for sign-in tests.
// Its authorize endpoint answers at once (no login form): who signs in is chosen here, per test or per login_hint.

/** The claims the provider vouches for in its ID token. */
export interface OidcIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  [claim: string]: unknown;
}

type Payload = Record<string, unknown>;

export const DEFAULT_IDENTITY: OidcIdentity = {
  sub: 'demo-player',
  name: 'Demo Player',
  email: 'demo.player@emberfall.example',
  email_verified: true,
  game_account_id: 'EMB-1001',
};

/**
 * Who a `login_hint` signs in as, so a browser test in another process can choose: `deny` refuses consent, any
 * other word is a player of that name with a verified email and a game account.
 */
export function identityForHint(hint: string): OidcIdentity {
  return {
    sub: `sub-${hint}`,
    name: hint.replace(/(^|-)(\w)/g, (_m, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`),
    email: `${hint}@players.example`,
    email_verified: true,
    game_account_id: `GAME-${hint.toUpperCase()}`,
  };
}

export interface TestOidcServer {
  /** The issuer URL, like http://127.0.0.1:40123. */
  issuer: string;
  /** Every authorization from now on signs in as this identity (unless a login_hint says otherwise). */
  signInAs(identity: OidcIdentity): void;
  /** The next authorization answers `error=access_denied`, as when the player clicks "Cancel" at the provider. */
  denyNextConsent(): void;
  /** Changes the next ID token's claims before it is signed (a wrong nonce, an expired `exp`, another `aud`). */
  tamperNextIdToken(change: (payload: Payload) => void): void;
  /** Visits an authorization URL as a browser would and returns where the provider sends the player back. */
  authorize(url: string): Promise<URL>;
  stop(): Promise<void>;
}

export async function startOidcServer(options: { port?: number; host?: string } = {}): Promise<TestOidcServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const host = options.host ?? '127.0.0.1';
  await server.start(options.port ?? 0, host);
  // The library names itself "localhost", which may resolve to ::1 where nothing listens: keep the address we bound.
  const issuer = `http://${host}:${server.address().port}`;
  server.issuer.url = issuer;

  let current: OidcIdentity = DEFAULT_IDENTITY;
  let denyNext = false;
  const tampers: Array<(payload: Payload) => void> = [];
  const identityByCode = new Map<string, OidcIdentity>();

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: { query: Record<string, unknown> }) => {
    const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint : null;
    const code = redirect.url.searchParams.get('code');
    if (denyNext || hint === 'deny') {
      denyNext = false;
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
      redirect.url.searchParams.set('error_description', 'The player did not allow the sign-in');
      return;
    }
    if (code) identityByCode.set(code, hint ? identityForHint(hint) : current);
  });

  server.service.on('beforeTokenSigning', (token: { payload: Payload }, req: { body?: Record<string, unknown> }) => {
    const code = typeof req.body?.code === 'string' ? req.body.code : null;
    const identity = (code && identityByCode.get(code)) ?? current;
    Object.assign(token.payload, identity);
    // Only the ID token carries `aud` (the client id); the access token is left alone by tampering.
    if (token.payload.aud !== undefined) tampers.shift()?.(token.payload);
  });

  return {
    issuer,
    signInAs: (identity) => {
      current = identity;
    },
    denyNextConsent: () => {
      denyNext = true;
    },
    tamperNextIdToken: (change) => {
      tampers.push(change);
    },
    async authorize(url) {
      const response = await fetch(url, { redirect: 'manual' });
      const location = response.headers.get('Location');
      if (response.status !== 302 || !location)
        throw new Error(`The provider did not redirect (${response.status}): ${await response.text()}`);
      return new URL(location);
    },
    stop: () => server.stop(),
  };
}
