import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../../schemas/field-errors';
import { loginSettingsSchema } from '../../../schemas/login-settings';
import { parseShopConfig } from '../../../schemas/shop-config';
import { demoShops } from '../../../fixtures/shops/index';

const provider = {
  id: 'acme-id',
  label: 'Acme account',
  issuer: 'https://login.acme.example',
  clientId: 'gamefront',
  clientSecretEnv: 'ACME_OIDC_CLIENT_SECRET',
};

function errorsOf(input: unknown) {
  const result = loginSettingsSchema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
}

describe('a shop’s sign-in settings', () => {
  it('gives a config without them email codes only', () => {
    const { config, ...rest } = demoShops[0]!;
    const { login: _login, ...withoutLogin } = config;
    const parsed = parseShopConfig(withoutLogin);
    expect(rest.handle).toBeTruthy();
    expect(parsed.ok && parsed.config.login).toEqual({ custom: true, oauth2: [] });
  });

  it('fills in Google’s issuer and a provider’s scopes and display-name claim', () => {
    expect(
      loginSettingsSchema.parse({
        google: { clientId: 'x.apps.googleusercontent.com', clientSecretEnv: 'GOOGLE_SECRET' },
        oauth2: [provider],
      }),
    ).toEqual({
      custom: true,
      google: {
        clientId: 'x.apps.googleusercontent.com',
        clientSecretEnv: 'GOOGLE_SECRET',
        issuer: 'https://accounts.google.com',
      },
      oauth2: [{ ...provider, scopes: ['openid', 'profile', 'email'], claims: { displayName: 'name' } }],
    });
  });

  it('takes http issuers only on this machine', () => {
    expect(errorsOf({ oauth2: [{ ...provider, issuer: 'http://127.0.0.1:4011' }] })).toEqual([]);
    expect(errorsOf({ oauth2: [{ ...provider, issuer: 'http://login.acme.example' }] })).toEqual([
      {
        path: 'oauth2[0].issuer',
        message: 'Expected an https:// issuer URL (http:// only on localhost or 127.0.0.1, for tests)',
      },
    ]);
  });

  it('refuses a secret where the name of its variable belongs', () => {
    expect(errorsOf({ oauth2: [{ ...provider, clientSecretEnv: 's3cr3t-value-from-the-console' }] })).toEqual([
      {
        path: 'oauth2[0].clientSecretEnv',
        message:
          'Expected the NAME of the environment variable that holds the client secret, like ACME_OIDC_CLIENT_SECRET (never the secret itself)',
      },
    ]);
  });

  it('refuses unknown fields, taken ids, duplicates, scopes without openid and no way to sign in', () => {
    expect(errorsOf({ oauth2: [{ ...provider, clientSecret: 'x' }] })[0]?.path).toBe('oauth2[0].clientSecret');
    expect(errorsOf({ oauth2: [{ ...provider, id: 'google' }] })[0]?.path).toBe('oauth2[0].id');
    expect(errorsOf({ oauth2: [provider, provider] })).toEqual([
      { path: 'oauth2[1].id', message: 'Expected a unique provider id; acme-id is used twice' },
    ]);
    expect(errorsOf({ oauth2: [{ ...provider, scopes: ['profile'] }] })).toEqual([
      { path: 'oauth2[0].scopes', message: 'Expected the scopes to include openid (sign-in needs an ID token)' },
    ]);
    expect(errorsOf({ custom: false })).toEqual([
      { path: 'custom', message: 'Expected at least one sign-in method: keep custom on or add a provider' },
    ]);
  });
});
