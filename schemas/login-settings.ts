import { z } from 'zod';
import { text } from './common';
import { PROVIDER_ID_MESSAGE, providerIdSchema } from './sign-in';

// A shop's sign-in settings (docs/decisions/014): which providers are on and how to reach them. Secrets never live
// here: the config names the environment variable that holds each client secret.

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Provider ids the login calls use for the built-in providers: an OAUTH2 provider may not take them. */
export const builtInProviderIds = ['custom', 'google'] as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const ISSUER_MESSAGE = 'Expected an https:// issuer URL (http:// only on localhost or 127.0.0.1, for tests)';

/** True for an http issuer on this machine: the only case where openid-client may talk plain HTTP. */
export function isLoopbackHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

function isIssuerUrl(value: string): boolean {
  if (value.length > 512 || /[\s<>"'`\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return false;
    return url.protocol === 'https:' || isLoopbackHttpUrl(value);
  } catch {
    return false;
  }
}

export const issuerUrlSchema = z.string({ error: ISSUER_MESSAGE }).refine(isIssuerUrl, { error: ISSUER_MESSAGE });

const CLIENT_ID_MESSAGE = 'Expected the client id the provider gave you (no spaces)';
export const clientIdSchema = z
  .string({ error: CLIENT_ID_MESSAGE })
  .regex(/^[\x21-\x7e]{1,256}$/, { error: CLIENT_ID_MESSAGE });

export const SECRET_ENV_MESSAGE =
  'Expected the NAME of the environment variable that holds the client secret, like ACME_OIDC_CLIENT_SECRET (never the secret itself)';
export const secretEnvNameSchema = z
  .string({ error: SECRET_ENV_MESSAGE })
  .regex(/^[A-Z][A-Z0-9_]{2,63}$/, { error: SECRET_ENV_MESSAGE });

const CLAIM_MESSAGE = 'Expected a claim name like name or preferred_username';
const claimNameSchema = z
  .string({ error: CLAIM_MESSAGE })
  .regex(/^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/, { error: CLAIM_MESSAGE });

const SCOPE_MESSAGE = 'Expected a scope like openid, profile or email';
const scopeSchema = z
  .string({ error: SCOPE_MESSAGE })
  .regex(/^[\x21\x23-\x5b\x5d-\x7e]{1,64}$/, { error: SCOPE_MESSAGE });

export const googleLoginSchema = z.strictObject({
  clientId: clientIdSchema,
  clientSecretEnv: secretEnvNameSchema,
  issuer: issuerUrlSchema.default(GOOGLE_ISSUER),
});

export const oauth2ProviderSchema = z.strictObject({
  id: providerIdSchema.refine((id) => !(builtInProviderIds as readonly string[]).includes(id), {
    error: `${PROVIDER_ID_MESSAGE}; custom and google are taken by the built-in providers`,
  }),
  /** What the sign-in button says, like "Emberfall account". */
  label: text(40),
  issuer: issuerUrlSchema,
  clientId: clientIdSchema,
  clientSecretEnv: secretEnvNameSchema,
  scopes: z
    .array(scopeSchema)
    .min(1)
    .max(20, { error: 'Expected at most 20 scopes' })
    .refine((scopes) => scopes.includes('openid'), {
      error: 'Expected the scopes to include openid (sign-in needs an ID token)',
    })
    .default(['openid', 'profile', 'email']),
  /** Which ID token claims become the player's display name and, when set, their linked game account. */
  claims: z
    .strictObject({ displayName: claimNameSchema.default('name'), gameAccountId: claimNameSchema.optional() })
    .default({ displayName: 'name' }),
});

export const loginSettingsSchema = z
  .strictObject({
    /** Email code sign-in; on unless the publisher turns it off. */
    custom: z.boolean({ error: 'Expected true or false' }).default(true),
    google: googleLoginSchema.optional(),
    oauth2: z.array(oauth2ProviderSchema).max(10, { error: 'Expected at most 10 OAuth2 providers' }).default([]),
  })
  .superRefine((settings, ctx) => {
    if (!settings.custom && !settings.google && settings.oauth2.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom'],
        message: 'Expected at least one sign-in method: keep custom on or add a provider',
      });
    }
    const seen = new Set<string>();
    settings.oauth2.forEach((provider, index) => {
      if (seen.has(provider.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['oauth2', index, 'id'],
          message: `Expected a unique provider id; ${provider.id} is used twice`,
        });
      }
      seen.add(provider.id);
    });
  });

export type LoginSettings = z.infer<typeof loginSettingsSchema>;

/** A shop that says nothing about sign-in: email codes only (a fresh object each time: configs get mutated). */
export const defaultLoginSettings = (): LoginSettings => ({ custom: true, oauth2: [] });
export type GoogleLogin = z.infer<typeof googleLoginSchema>;
export type OAuth2Provider = z.infer<typeof oauth2ProviderSchema>;
