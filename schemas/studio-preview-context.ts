import { z } from 'zod';

// "Preview as" (docs/decisions/042): who the studio's canvas pretends is looking, and when. It travels in the preview's
// query (`?as=player&balance=0&bought=gold-pack:2&at=2026-12-01T18:00:00Z&consent=unset`), so the canvas stays a plain page load; it
// is parsed here, bounded, and never names a real player.

/** The most a preview wallet may hold: the wallet column's own ceiling is far above what any shop sells. */
export const PREVIEW_MAX_BALANCE = 1_000_000_000;
/** How many items may carry a chosen purchase count. */
export const PREVIEW_MAX_PURCHASE_ENTRIES = 50;
/** The dates a preview may be set to (bounded without a clock, so the same query always parses the same way). */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('2100-01-01T00:00:00Z');

const itemIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, { error: 'Expected an item id (letters, digits, - and _)' });

const purchaseEntrySchema = z
  .string()
  .regex(/^[^:]+:\d{1,6}$/, { error: 'Expected itemId:count, for example gold-pack:2' })
  .transform((entry) => {
    const at = entry.lastIndexOf(':');
    return [entry.slice(0, at), Number(entry.slice(at + 1))] as const;
  })
  .pipe(z.tuple([itemIdSchema, z.number().int().min(0).max(999_999)]));

/** The cookie banner's state in the canvas: answered (the default, so the canvas shows the shop) or not yet. */
export const previewConsentChoices = ['accepted', 'declined', 'unset'] as const;
export type PreviewConsent = (typeof previewConsentChoices)[number];

export const previewContextSchema = z.strictObject({
  as: z.enum(['anonymous', 'player'], { error: 'Expected anonymous or player' }).default('anonymous'),
  balance: z.coerce
    .number({ error: 'Expected a whole number of coins' })
    .int({ error: 'Expected a whole number of coins' })
    .min(0, { error: 'A balance cannot be negative' })
    .max(PREVIEW_MAX_BALANCE, { error: `At most ${PREVIEW_MAX_BALANCE.toLocaleString('en-US')}` })
    .optional(),
  bought: z
    .array(purchaseEntrySchema)
    .max(PREVIEW_MAX_PURCHASE_ENTRIES, { error: `At most ${PREVIEW_MAX_PURCHASE_ENTRIES} items` })
    .default([]),
  at: z.iso
    .datetime({ offset: true, error: 'Expected a date and time like 2026-12-01T18:00:00Z' })
    .optional()
    .refine((value) => value === undefined || (Date.parse(value) >= EARLIEST && Date.parse(value) < LATEST), {
      error: 'Choose a date between 2000 and 2099',
    }),
  consent: z
    .enum(previewConsentChoices, { error: `Expected a cookie choice: ${previewConsentChoices.join(', ')}` })
    .default('accepted'),
});

export type PreviewContext = z.output<typeof previewContextSchema>;
export type PreviewContextInput = z.input<typeof previewContextSchema>;

/** The query as the schema reads it: repeated `bought` becomes a list, the rest stay single values. */
export function previewQueryObject(query: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    object[key] = key === 'bought' ? values : values.length === 1 ? values[0]! : values;
  }
  return object;
}

export function parsePreviewContext(query: URLSearchParams) {
  return previewContextSchema.safeParse(previewQueryObject(query));
}

/** The query string of a preview context ('' for the plain anonymous, present-day preview). */
export function previewContextQuery(context: Partial<PreviewContext>): string {
  const query = new URLSearchParams();
  if (context.as === 'player') query.set('as', 'player');
  if (context.as === 'player' && context.balance !== undefined) query.set('balance', String(context.balance));
  if (context.as === 'player')
    for (const [item, count] of context.bought ?? []) query.append('bought', `${item}:${count}`);
  if (context.at) query.set('at', context.at);
  if (context.consent && context.consent !== 'accepted') query.set('consent', context.consent);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Whether the context changes anything from what the plain preview shows. */
export function isDefaultPreviewContext(context: PreviewContext): boolean {
  return context.as === 'anonymous' && context.at === undefined && context.consent === 'accepted';
}
