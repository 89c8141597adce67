import { z } from 'zod';

/** Words the app uses at the top level of its URLs (and storefront page slugs): never a shop handle. */
export const reservedHandles = [
  'api',
  'server-api',
  'webhooks',
  'kit',
  'dev',
  'studio',
  'gallery',
  'healthz',
  'readyz',
  'assets',
  'demo',
  'fonts',
  'favicon.ico',
  'robots.txt',
  'shop',
  'loyalty',
  'missions',
  'hub',
  'download',
  'account',
  'checkout',
  'receipt',
  'sign-in',
  'sandbox-pay',
  'adyen-return',
  'shared-preview',
] as const;

export const shopHandleSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Expected a shop handle: lowercase letters, digits and dashes')
  .refine(
    (value) => !(reservedHandles as readonly string[]).includes(value),
    'This word is reserved and cannot be a shop handle',
  );
