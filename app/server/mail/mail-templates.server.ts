import type { Receipt } from '../../../schemas/commerce';
import type { Theme } from '../../../schemas/theme';
import { defaultTheme } from '../../../schemas/theme-values';
import { formatMoney } from '~/lib/money';
import type { PublishedShop } from '~/server/shops.server';
import { cardBrandNames } from '~/lib/card-brand-names';

// Mails wear the shop's look: its name, its icon and the colours of its published theme. Everything is inline
// styles in tables (what mail clients render), every value is escaped, and a plain-text part goes alongside.

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a template needs from the shop: its name, theme and icons from the published config. */
export type MailShop = Pick<PublishedShop, 'name'> & {
  config: Pick<PublishedShop['config'], 'name' | 'theme' | 'icons'>;
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The shop's icon as an absolute http(s) URL (mail has no page to resolve `/demo/...` against), or null. */
function logoUrl(shop: MailShop, origin: string | null): string | null {
  const src = shop.config.icons.appleTouchIcon ?? shop.config.icons.favicon;
  try {
    const url = origin ? new URL(src, origin) : new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The frame every mail shares: the shop's header with its icon and name, a heading, the intro, then `content`. */
function mailFrame({
  shop,
  origin,
  subject,
  heading,
  intro,
  content,
  maxWidth,
}: {
  shop: MailShop;
  origin: string | null;
  subject: string;
  heading: string;
  intro: string;
  /** Already escaped HTML, placed under the intro. */
  content: string;
  maxWidth: number;
}): string {
  const theme: Theme = shop.config.theme;
  const name = shop.config.name || shop.name;
  const e = escapeHtml;
  const logo = logoUrl(shop, origin);
  const radius = e(theme.borderRadius);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${e(theme.baseBackgroundColor)};">
<div style="display:none;max-height:0;overflow:hidden;">${e(intro)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${e(theme.baseBackgroundColor)};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${maxWidth}px;background:${e(
    theme.paperColor,
  )};border:1px solid ${e(theme.borderColor)};border-radius:${radius};font-family:Helvetica, Arial, sans-serif;">
<tr><td style="padding:20px 28px;background:${e(theme.headerBackgroundColor)};border-bottom:1px solid ${e(
    theme.borderColor,
  )};border-radius:${radius} ${radius} 0 0;">
${
  logo
    ? `<img src="${e(logo)}" width="32" height="32" alt="" style="vertical-align:middle;border:0;margin-right:10px;">`
    : ''
}<span style="vertical-align:middle;font-size:18px;font-weight:700;color:${e(theme.primaryTextColor)};">${e(name)}</span>
</td></tr>
<tr><td style="padding:28px;">
<h1 style="margin:0 0 12px;font-size:22px;color:${e(theme.primaryTextColor)};">${e(heading)}</h1>
<p style="margin:0 0 20px;font-size:15px;line-height:1.5;color:${e(theme.secondaryTextColor)};">${e(intro)}</p>
${content}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

interface CodeMailParts {
  shop: MailShop;
  origin: string | null;
  subject: string;
  heading: string;
  intro: string;
  code: string;
  notes: string[];
}

function renderCodeMail({ shop, origin, subject, heading, intro, code, notes }: CodeMailParts): RenderedMail {
  const theme: Theme = shop.config.theme;
  const name = shop.config.name || shop.name;
  const e = escapeHtml;
  const radius = e(theme.borderRadius);
  const content = `<p style="margin:0 0 20px;padding:16px;text-align:center;font-family:Menlo, Consolas, monospace;font-size:32px;font-weight:700;letter-spacing:8px;color:${e(
    theme.primaryColor,
  )};background:${e(theme.backgroundAccentColor)};border:1px solid ${e(theme.accentBorderColor)};border-radius:${radius};">${e(code)}</p>
${notes.map((note) => `<p style="margin:0 0 10px;font-size:13px;line-height:1.5;color:${e(theme.tertiaryTextColor)};">${e(note)}</p>`).join('\n')}`;
  const html = mailFrame({ shop, origin, subject, heading, intro, content, maxWidth: 480 });
  const text = [name, '', heading, '', intro, '', `    ${code}`, '', ...notes].join('\n') + '\n';
  return { subject, text, html };
}

export interface CodeMailInput {
  shop: MailShop;
  code: string;
  validForMinutes: number;
  /** The site's origin, to make the shop's icon URL absolute. */
  origin: string | null;
}

export function loginCodeMail({ shop, code, validForMinutes, origin }: CodeMailInput): RenderedMail {
  const name = shop.config.name || shop.name;
  return renderCodeMail({
    shop,
    origin,
    subject: `${code} is your ${name} sign-in code`,
    heading: 'Your sign-in code',
    intro: `Enter this code on the ${name} sign-in screen. It works for ${validForMinutes} minutes, once.`,
    code,
    notes: [
      'If you asked for more than one code, only the newest one works.',
      'If you did not ask to sign in, you can ignore this email: nobody can sign in without the code.',
    ],
  });
}

export function emailVerificationMail({ shop, code, validForMinutes, origin }: CodeMailInput): RenderedMail {
  const name = shop.config.name || shop.name;
  return renderCodeMail({
    shop,
    origin,
    subject: `${code} is your ${name} verification code`,
    heading: 'Confirm your email address',
    intro: `Enter this code in your ${name} account to confirm this address. It works for ${validForMinutes} minutes.`,
    code,
    notes: ['If you did not add this address to an account, you can ignore this email.'],
  });
}

// ---- Receipts (issue 6): the same frame as the code mails, with the order's lines and totals instead of a code.

export interface ReceiptMailInput {
  shop: MailShop;
  receipt: Receipt;
  /** The virtual currency's name ("Gems") when the order was paid with one. */
  virtualCurrencyName: string | null;
  origin: string | null;
}

export function receiptMail({ shop, receipt, virtualCurrencyName, origin }: ReceiptMailInput): RenderedMail {
  const theme: Theme = shop.config.theme;
  const name = shop.config.name || shop.name;
  const e = escapeHtml;
  const amount = (minor: number) => {
    if (receipt.paidWith === 'money') return formatMoney(minor, receipt.currency);
    if (receipt.paidWith === 'virtual')
      return `${minor.toLocaleString('en-US')} ${virtualCurrencyName ?? receipt.currency}`;
    return 'Free';
  };
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(receipt.paidAt ?? receipt.createdAt),
  );
  const subject = `Your ${name} receipt ${receipt.receiptNumber}`;
  const intro = `Thank you for your purchase. Receipt ${receipt.receiptNumber}, ${date}.`;
  const card = receipt.paymentMethod;
  const paidBy = card?.last4
    ? `Paid with ${card.brand ? cardBrandNames[card.brand] : 'card'} ending in ${card.last4}`
    : card && card.type !== 'unknown' && card.type !== 'scheme'
      ? `Paid with ${card.type.replace(/\b\w/g, (c) => c.toUpperCase())}`
      : null;
  const rows: Array<[string, string]> = receipt.lines.map((line) => [
    line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name,
    amount(line.amount),
  ]);
  const totals: Array<[string, string]> = [['Subtotal', amount(receipt.subtotal)]];
  if (receipt.discount > 0) {
    totals.push([receipt.couponCode ? `Discount (${receipt.couponCode})` : 'Discount', `−${amount(receipt.discount)}`]);
  }
  totals.push(['Total', amount(receipt.total)]);
  if (receipt.includedTax > 0) totals.push(['Tax included', amount(receipt.includedTax)]);

  const cell = `padding:8px 0;font-size:14px;color:${e(theme.primaryTextColor)};border-bottom:1px solid ${e(theme.borderColor)};`;
  const tableRows = (pairs: Array<[string, string]>, bold: (label: string) => boolean) =>
    pairs
      .map(
        ([label, value]) =>
          `<tr><td style="${cell}${bold(label) ? 'font-weight:700;' : ''}">${e(label)}</td><td align="right" style="${cell}${
            bold(label) ? 'font-weight:700;' : ''
          }">${e(value)}</td></tr>`,
      )
      .join('\n');
  const small = `margin:0 0 10px;font-size:13px;line-height:1.5;color:${e(theme.tertiaryTextColor)};`;
  const content = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
${tableRows(rows, () => false)}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;">
${tableRows(totals, (label) => label === 'Total')}
</table>
${paidBy ? `<p style="${small}">${e(paidBy)}</p>` : ''}
<p style="${small}">${e(receipt.shop.legalFooter)}</p>`;
  const html = mailFrame({ shop, origin, subject, heading: 'Thanks for your purchase', intro, content, maxWidth: 520 });
  const text =
    [
      name,
      '',
      intro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      ...totals.map(([label, value]) => `${label}: ${value}`),
      ...(paidBy ? ['', paidBy] : []),
      '',
      receipt.shop.legalFooter,
    ].join('\n') + '\n';
  return { subject, text, html };
}

// ---- Publisher studio (issue 12, docs/decisions/035): Gamefront's own look, not a shop's.

const studioMailShop: MailShop = {
  name: 'Gamefront Studio',
  config: { name: 'Gamefront Studio', theme: defaultTheme, icons: { favicon: '/favicon.svg' } },
};

export function studioSignInCodeMail({ code, validForMinutes, origin }: Omit<CodeMailInput, 'shop'>): RenderedMail {
  return renderCodeMail({
    shop: studioMailShop,
    origin,
    subject: `${code} is your Gamefront Studio sign-in code`,
    heading: 'Sign in to the studio',
    intro: `Enter this code on the studio sign-in page. It works for ${validForMinutes} minutes, once.`,
    code,
    notes: [
      'If you asked for more than one code, only the newest one works.',
      'If you did not ask to sign in, you can ignore this email: nobody can sign in without the code.',
    ],
  });
}

export interface StudioInvitationMailInput {
  shopName: string;
  role: string;
  invitedBy: string;
  /** Where the studio signs in: `https://host/studio/sign-in?email=...`. */
  signInUrl: string;
  origin: string | null;
}

export function studioInvitationMail({
  shopName,
  role,
  invitedBy,
  signInUrl,
  origin,
}: StudioInvitationMailInput): RenderedMail {
  const e = escapeHtml;
  const theme = defaultTheme;
  const subject = `You can now edit ${shopName} in Gamefront Studio`;
  const heading = `You were added to ${shopName}`;
  const intro = `${invitedBy} added you to ${shopName} as ${role === 'owner' ? 'an' : 'a'} ${role}. Sign in with this email address: we mail you a code, no password needed.`;
  const content = `<p style="margin:0 0 20px;"><a href="${e(signInUrl)}" style="display:inline-block;padding:12px 20px;font-weight:700;text-decoration:none;color:${e(
    theme.primaryForegroundColor ?? theme.baseBackgroundColor,
  )};background:${e(theme.primaryColor)};border-radius:${e(theme.borderRadius)};">Sign in to the studio</a></p>
<p style="margin:0;font-size:13px;line-height:1.5;color:${e(theme.tertiaryTextColor)};">Or open ${e(signInUrl)}</p>`;
  const html = mailFrame({ shop: studioMailShop, origin, subject, heading, intro, content, maxWidth: 480 });
  const text = ['Gamefront Studio', '', heading, '', intro, '', `Sign in: ${signInUrl}`].join('\n') + '\n';
  return { subject, text, html };
}
