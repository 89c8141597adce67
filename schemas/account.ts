import { z } from 'zod';
import { ClientKind } from './enums';

// A player's account as the shop and its API see it: profile, linked accounts, sessions.

export const EMAIL_MESSAGE = 'Expected an email address like player@example.com';

/** An email address, trimmed and lower-cased (addresses compare case-insensitively here). */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, { error: 'Expected at most 254 characters' })
  .pipe(z.email({ error: EMAIL_MESSAGE }))
  .transform((value) => value.toLowerCase());

/** Where an account comes from: a sign-in provider or a game account the player linked. */
export const linkedAccountProviders = ['GOOGLE', 'CUSTOM', 'OAUTH2', 'GAME'] as const;
export const LinkedAccountProvider = z.enum(linkedAccountProviders, {
  error: `Expected a provider: ${linkedAccountProviders.join(', ')}`,
});
export type LinkedAccountProvider = z.infer<typeof LinkedAccountProvider>;

export const linkedAccountSchema = z.object({
  id: z.uuid(),
  shop: z.string(),
  provider: LinkedAccountProvider,
  /** The shop's OAuth2 provider id for OAUTH2 accounts. */
  providerId: z.string().nullable(),
  /** The id at the provider or in the game; with `provider` it names the account in DELETE .../{a}/{b}. */
  externalId: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  linkedAt: z.iso.datetime({ offset: true }),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

export const playerProfileSchema = z.object({
  id: z.uuid(),
  shop: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** What every sign-in call answers: the player, and for web clients the credential for secure calls. */
export const signInResultSchema = z.object({
  player: playerProfileSchema,
  clientKind: ClientKind,
  /** The value of the X-Gamefront-Credential header for secure calls from this browser (WEB). */
  credential: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const sessionSummarySchema = z.object({
  id: z.uuid(),
  clientKind: ClientKind,
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});

export const verifiedEmailSchema = z.object({ email: z.string(), verifiedAt: z.iso.datetime({ offset: true }) });

/** GET /api/shops/{shop}/me. */
export const meSchema = z.object({
  player: playerProfileSchema,
  clientKind: ClientKind,
  linkedAccounts: z.array(linkedAccountSchema),
  verifiedEmails: z.array(verifiedEmailSchema),
  sessions: z.array(sessionSummarySchema),
});
export type Me = z.infer<typeof meSchema>;
