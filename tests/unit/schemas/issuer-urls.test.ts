import { describe, expect, it } from 'vitest';
import { ISSUER_MESSAGE, isLoopbackHttpUrl, issuerUrlSchema } from '../../../schemas/login-settings';

// A publisher's OAuth2 provider is reached at the issuer URL they type (docs/decisions/014): only a plain https
// address is taken, http only on this machine (the tests' own provider), and nothing a URL could smuggle.

const refusal = (value: unknown) => {
  const result = issuerUrlSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('an issuer URL', () => {
  it('is taken over https, and over http only on localhost or 127.0.0.1', () => {
    expect(refusal('https://login.acme.example')).toBeNull();
    expect(refusal('https://login.acme.example/realms/players')).toBeNull();
    expect(refusal('http://localhost:4000')).toBeNull();
    expect(refusal('http://127.0.0.1:4000/oidc')).toBeNull();
    expect(refusal('http://login.acme.example')).toBe(ISSUER_MESSAGE);
    expect(refusal('ftp://login.acme.example')).toBe(ISSUER_MESSAGE);
  });

  it('refuses a query, a fragment, credentials, quotes or spaces, and an overlong address', () => {
    for (const value of [
      'https://login.acme.example?tenant=1',
      'https://login.acme.example#top',
      'https://admin:pw@login.acme.example',
      'https://user@login.acme.example',
      'https://login.acme.example/"onload',
      'https://login.acme .example',
      `https://login.acme.example/${'a'.repeat(520)}`,
      'not a url',
      42,
    ]) {
      expect(refusal(value), String(value)).toBe(ISSUER_MESSAGE);
    }
  });
});

describe('a loopback http address', () => {
  it('is only plain http on this machine', () => {
    expect(isLoopbackHttpUrl('http://localhost:4000')).toBe(true);
    expect(isLoopbackHttpUrl('https://localhost:4000')).toBe(false);
    expect(isLoopbackHttpUrl('http://10.0.0.1')).toBe(false);
    expect(isLoopbackHttpUrl('http://')).toBe(false);
  });
});
