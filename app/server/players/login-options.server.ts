import type { LoginOption } from '../../../schemas/sign-in';
import { GOOGLE_ISSUER, type LoginSettings } from '../../../schemas/login-settings';
import type { Logger } from 'pino';

// What a shop's sign-in screen offers, and the OAuth2/OIDC provider behind a `{provider}` of the login calls.

/** An OIDC provider a shop turned on: Google or one of the publisher's own, in one shape. */
export interface SignInProvider {
  type: 'GOOGLE' | 'OAUTH2';
  /** The `{provider}` of /api/login/{provider}/...: `google` or the publisher's id. */
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecretEnv: string;
  scopes: string[];
  claims: { displayName: string; gameAccountId?: string };
}

const GOOGLE_SCOPES = ['openid', 'email', 'profile'];

/** The OIDC providers of a shop's settings, Google first. */
export function signInProviders(settings: LoginSettings): SignInProvider[] {
  const providers: SignInProvider[] = [];
  if (settings.google) {
    providers.push({
      type: 'GOOGLE',
      id: 'google',
      label: 'Google',
      issuer: settings.google.issuer ?? GOOGLE_ISSUER,
      clientId: settings.google.clientId,
      clientSecretEnv: settings.google.clientSecretEnv,
      scopes: GOOGLE_SCOPES,
      claims: { displayName: 'name' },
    });
  }
  for (const provider of settings.oauth2) providers.push({ type: 'OAUTH2', ...provider });
  return providers;
}

export function findSignInProvider(settings: LoginSettings, providerId: string): SignInProvider | null {
  return signInProviders(settings).find((provider) => provider.id === providerId) ?? null;
}

/** The client secret a provider's settings name, from the server's environment; null when unset or empty. */
export function providerClientSecret(provider: Pick<SignInProvider, 'clientSecretEnv'>): string | null {
  const value = process.env[provider.clientSecretEnv];
  return value ? value : null;
}

const warnedMissingSecrets = new Set<string>();

/**
 * The sign-in screen's buttons. A provider whose client secret this server does not hold is left out: its button
 * could only fail (a demo started without the secret shows email codes alone). Logged once per provider.
 */
export function loginOptionsFor(shopHandle: string, settings: LoginSettings, logger: Logger): LoginOption[] {
  const options: LoginOption[] = [];
  if (settings.custom) options.push({ type: 'CUSTOM', id: 'custom', label: 'Email' });
  for (const provider of signInProviders(settings)) {
    if (providerClientSecret(provider) === null) {
      const key = `${shopHandle}/${provider.id}/${provider.clientSecretEnv}`;
      if (!warnedMissingSecrets.has(key)) {
        warnedMissingSecrets.add(key);
        logger.warn(
          { shop: shopHandle, provider: provider.id, variable: provider.clientSecretEnv },
          'Sign-in provider hidden: its client secret variable is not set',
        );
      }
      continue;
    }
    options.push({ type: provider.type, id: provider.id, label: provider.label });
  }
  return options;
}
