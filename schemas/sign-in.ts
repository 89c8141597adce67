import { z } from 'zod';
import { emailSchema } from './account';
import { LoginProviderType } from './enums';
import { shopHandleSchema } from './shop-handle';

// Signing in: email codes, OAuth2 providers, signed tokens from the game and the launcher, link codes.

/** Spec "not shown"; ours (docs/decisions/012): 6 digits, 10 minutes, 5 wrong tries. */
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MS = 10 * 60_000;
export const LOGIN_CODE_MAX_FAILED_ATTEMPTS = 5;
/** The sign-in screen's resend button waits this long after each send. */
export const LOGIN_CODE_RESEND_AFTER_MS = 30_000;

export const LOGIN_CODE_MESSAGE = `Expected the ${LOGIN_CODE_LENGTH}-digit code from the email`;
export const loginCodeSchema = z
  .string({ error: LOGIN_CODE_MESSAGE })
  .trim()
  .regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), { error: LOGIN_CODE_MESSAGE });

/** Opaque tokens we hand out (auth tokens, signed URL tokens): bounded so nobody posts a megabyte. */
export const opaqueTokenSchema = z
  .string({ error: 'Expected a token' })
  .min(16, { error: 'Expected a token' })
  .max(4096, { error: 'Expected a token of at most 4096 characters' });

export const generateLoginCodeBodySchema = z.strictObject({ shop: shopHandleSchema, email: emailSchema });
export const generateLoginCodeResponseSchema = z.object({
  /** Names this attempt in check_code; the same shape whether or not the email has an account. */
  attemptId: z.uuid(),
  expiresAt: z.iso.datetime({ offset: true }),
  resendAvailableAt: z.iso.datetime({ offset: true }),
});

export const checkLoginCodeBodySchema = z.strictObject({
  attemptId: z.uuid({ error: 'Expected the attempt id from generate_code' }),
  code: loginCodeSchema,
});
export const checkLoginCodeResponseSchema = z.object({
  authToken: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const exchangeTokenBodySchema = z.strictObject({ token: opaqueTokenSchema });

/** What the sign-in screen shows for each provider the shop enabled. */
export const loginOptionSchema = z.object({
  type: LoginProviderType,
  /** `custom`, `google`, or the shop's own id for an OAUTH2 provider; the `{provider}` of the login calls. */
  id: z.string(),
  label: z.string(),
});
export const loginOptionsSchema = z.object({ providers: z.array(loginOptionSchema) });
export type LoginOption = z.infer<typeof loginOptionSchema>;

export const PROVIDER_ID_MESSAGE = 'Expected a provider id like google or acme-sso';
export const providerIdSchema = z
  .string({ error: PROVIDER_ID_MESSAGE })
  .regex(/^[a-z][a-z0-9-]{1,39}$/, { error: PROVIDER_ID_MESSAGE });

/** Where to land after signing in: a path on this site only (never another origin). */
export const returnToSchema = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s]*$/, { error: 'Expected a path on this site starting with /' });

export const redirectUrlQuerySchema = z.strictObject({ shop: shopHandleSchema, return_to: returnToSchema.optional() });
export const redirectUrlResponseSchema = z.object({ url: z.url() });

export const providerCallbackQuerySchema = z.strictObject({
  shop: shopHandleSchema,
  code: z.string().min(1).max(2048).optional(),
  state: z.string({ error: 'Expected the state the provider sent back' }).min(16).max(512),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export const providerExchangeResponseSchema = z.object({ returnTo: z.string().nullable() });

export const verifyUrlTokenResponseSchema = z.object({
  purpose: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** A path the link points the player to, when the game put one in. */
  redirectTo: z.string().nullable(),
});

export const launcherSessionSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const addToCartLineSchema = z.object({
  itemId: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(999),
});
export const verifiedAddToCartSchema = z.object({ items: z.array(addToCartLineSchema).min(1).max(50) });

// Link codes: no 0/O/1/I, grouped for reading aloud.
export const LINK_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_TTL_MS = 15 * 60_000;
const LINK_CODE_MESSAGE = `Expected an ${LINK_CODE_LENGTH}-character link code`;
/** Said when a character is not in the alphabet: the player sees which one, and what a code is made of. */
const LINK_CODE_CHARACTERS = 'letters A-Z without I and O, digits 2-9';
/** Accepts `ABCD-EFGH`, lower case and spaces; outputs `ABCDEFGH`. */
export const linkCodeSchema = z
  .string({ error: LINK_CODE_MESSAGE })
  .max(64, { error: LINK_CODE_MESSAGE })
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      // One message per code: a character the alphabet leaves out says more than a wrong length.
      .superRefine((value, context) => {
        const stray = [...value].find((character) => !LINK_CODE_ALPHABET.includes(character));
        if (stray !== undefined) {
          context.addIssue({
            code: 'custom',
            message: `A link code has no "${stray}": it uses ${LINK_CODE_CHARACTERS} (no 0, 1, I or O)`,
          });
        } else if (value.length !== LINK_CODE_LENGTH) {
          context.addIssue({ code: 'custom', message: LINK_CODE_MESSAGE });
        }
      }),
  );

export const LinkCodeStatus = z.enum(['PENDING', 'LINKED', 'EXPIRED']);
export const linkCodeSchemaOut = z.object({
  code: z.string(),
  status: LinkCodeStatus,
  expiresAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  linkedAccountId: z.uuid().nullable(),
});
export const createdLinkCodeSchema = linkCodeSchemaOut.extend({
  /** A QR code of the link code as an SVG document, for desktop players to scan with the game's app. */
  qrSvg: z.string(),
});
export const redeemLinkCodeBodySchema = z.strictObject({ code: linkCodeSchema });

export const emailVerificationBodySchema = z.strictObject({ email: emailSchema });
export const verifyEmailBodySchema = z.strictObject({
  verificationId: z.uuid({ error: 'Expected the verification id from send' }),
  code: loginCodeSchema,
});
export const EmailVerificationStatus = z.enum(['PENDING', 'VERIFIED', 'EXPIRED']);
export const emailVerificationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: EmailVerificationStatus,
  createdAt: z.iso.datetime({ offset: true }),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
});
export const emailVerificationListQuerySchema = z.strictObject({ status: EmailVerificationStatus.optional() });
