import { z } from 'zod';
import { linkedAccountSchema, signInResultSchema } from '../account';
import { logEventBodySchema } from '../analytics-event';
import {
  checkLoginCodeBodySchema,
  checkLoginCodeResponseSchema,
  createdLinkCodeSchema,
  emailVerificationBodySchema,
  emailVerificationListQuerySchema,
  emailVerificationSchema,
  exchangeTokenBodySchema,
  generateLoginCodeBodySchema,
  generateLoginCodeResponseSchema,
  linkCodeSchemaOut,
  loginOptionsSchema,
  providerCallbackQuerySchema,
  providerExchangeResponseSchema,
  providerIdSchema,
  redeemLinkCodeBodySchema,
  redirectUrlQuerySchema,
  redirectUrlResponseSchema,
  verifyEmailBodySchema,
  verifyUrlTokenResponseSchema,
} from '../sign-in';
import { defineContract, hostnameSchema, pathParams, shopHandleSchema } from './contract';

// Spec section 7, "Login and links": sign-in, email verification, event log and account-link codes.
const tag = 'Login and links';

export const checkCustomLoginCode = defineContract({
  name: 'checkCustomLoginCode',
  method: 'POST',
  path: '/api/custom_login/check_code',
  secure: false,
  tag,
  status: 'implemented',
  summary: 'Checks a one-time login code the player typed',
  body: checkLoginCodeBodySchema,
  response: checkLoginCodeResponseSchema,
});

export const exchangeCustomLoginAuthToken = defineContract({
  name: 'exchangeCustomLoginAuthToken',
  method: 'POST',
  path: '/api/custom_login/exchange_auth_token',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Exchanges a custom login's auth token for the player's credentials",
  body: exchangeTokenBodySchema,
  response: signInResultSchema,
});

export const generateCustomLoginCode = defineContract({
  name: 'generateCustomLoginCode',
  method: 'POST',
  path: '/api/custom_login/generate_code',
  secure: false,
  tag,
  status: 'implemented',
  summary: 'Sends the player a one-time login code',
  body: generateLoginCodeBodySchema,
  response: generateLoginCodeResponseSchema,
});

export const shopHandleByDomainSchema = z.object({ handle: shopHandleSchema });

export const getShopHandleByDomain = defineContract({
  name: 'getShopHandleByDomain',
  method: 'GET',
  path: '/api/domain/{domain}',
  secure: false,
  tag,
  status: 'implemented',
  summary: 'Finds the shop served on a custom domain and returns its handle',
  params: pathParams('/api/domain/{domain}', { domain: hostnameSchema }),
  response: shopHandleByDomainSchema,
});

export const listEmailVerifications = defineContract({
  name: 'listEmailVerifications',
  method: 'GET',
  path: '/api/email_verification/get_all',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Lists the player's email verifications",
  query: emailVerificationListQuerySchema,
  response: z.object({ verifications: z.array(emailVerificationSchema) }),
});

export const sendEmailVerification = defineContract({
  name: 'sendEmailVerification',
  method: 'POST',
  path: '/api/email_verification/send',
  secure: true,
  tag,
  status: 'implemented',
  summary: 'Sends the player an email verification code',
  body: emailVerificationBodySchema,
  response: emailVerificationSchema,
});

export const verifyEmail = defineContract({
  name: 'verifyEmail',
  method: 'POST',
  path: '/api/email_verification/verify',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Verifies the player's email with the code they received",
  body: verifyEmailBodySchema,
  response: emailVerificationSchema,
});

export const logEvent = defineContract({
  name: 'logEvent',
  method: 'POST',
  path: '/api/event/log_event',
  secure: true,
  tag,
  status: 'implemented',
  summary: 'Records an analytics event for the player',
  body: logEventBodySchema,
  response: z.undefined(),
  // Batches of events (app/lib/analytics.ts sends at most 60 kB).
  maxBodyBytes: 64 * 1024,
});

export const getLoginOptions = defineContract({
  name: 'getLoginOptions',
  method: 'GET',
  path: '/api/login/get_login_options/{shop}',
  secure: false,
  tag,
  status: 'implemented',
  summary: 'Lists the login providers a shop offers',
  params: pathParams('/api/login/get_login_options/{shop}'),
  response: loginOptionsSchema,
});

export const exchangeLoginAuthToken = defineContract({
  name: 'exchangeLoginAuthToken',
  method: 'POST',
  path: '/api/login/{provider}/exchange_auth_token',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Exchanges a login provider's auth token for the player's credentials",
  params: pathParams('/api/login/{provider}/exchange_auth_token', { provider: providerIdSchema }),
  query: providerCallbackQuerySchema,
  response: signInResultSchema.extend(providerExchangeResponseSchema.shape),
});

export const getLoginRedirectUrl = defineContract({
  name: 'getLoginRedirectUrl',
  method: 'POST',
  path: '/api/login/{provider}/get_redirect_url',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Returns the URL of a login provider's sign-in page",
  params: pathParams('/api/login/{provider}/get_redirect_url', { provider: providerIdSchema }),
  query: redirectUrlQuerySchema,
  response: redirectUrlResponseSchema,
});

export const createLinkCode = defineContract({
  name: 'createLinkCode',
  method: 'POST',
  path: '/api/link_code/create',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Creates a code that links a game account to the player's account",
  response: createdLinkCodeSchema,
});

export const listLinkCodes = defineContract({
  name: 'listLinkCodes',
  method: 'GET',
  path: '/api/link_code/shop/{shop}/list',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Lists the player's link codes for a shop",
  params: pathParams('/api/link_code/shop/{shop}/list'),
  response: z.object({ codes: z.array(linkCodeSchemaOut) }),
});

export const redeemLinkCode = defineContract({
  name: 'redeemLinkCode',
  method: 'POST',
  path: '/api/link_code/user',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Links a game account to the player's account with a link code",
  body: redeemLinkCodeBodySchema,
  response: linkedAccountSchema,
});

export const exchangeUrlAuthToken = defineContract({
  name: 'exchangeUrlAuthToken',
  method: 'POST',
  path: '/api/urls/exchange_auth_token',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Exchanges the auth token carried by a signed URL for the player's credentials",
  body: exchangeTokenBodySchema,
  response: signInResultSchema.extend({ redirectTo: z.string().nullable() }),
});

export const verifyUrlToken = defineContract({
  name: 'verifyUrlToken',
  method: 'POST',
  path: '/api/urls/verify_token',
  secure: true,
  tag,
  status: 'implemented',
  summary: 'Verifies the token carried by a signed URL',
  body: exchangeTokenBodySchema,
  response: verifyUrlTokenResponseSchema,
});

export const loginContracts = [
  checkCustomLoginCode,
  exchangeCustomLoginAuthToken,
  generateCustomLoginCode,
  getShopHandleByDomain,
  listEmailVerifications,
  sendEmailVerification,
  verifyEmail,
  logEvent,
  getLoginOptions,
  exchangeLoginAuthToken,
  getLoginRedirectUrl,
  createLinkCode,
  listLinkCodes,
  redeemLinkCode,
  exchangeUrlAuthToken,
  verifyUrlToken,
] as const;
