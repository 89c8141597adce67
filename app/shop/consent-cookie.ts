/**
 * The player's cookie-consent choice, one cookie per shop: `gf_consent_<handle>=granted|denied|analytics|marketing`,
 * Path=/, SameSite=Lax, one year, Secure on https. Written in the browser when the player chooses, read
 * by the storefront loader so a returning player gets no banner and no flash of it.
 *
 * Cookies a shop may set beyond the necessary ones fall in two categories, one per tracker a shop can configure:
 * analytics (Google Analytics) and marketing (the Meta pixel). `granted` allows both, `denied` neither, and a
 * category's name allows that one alone (chosen in "Cookie settings").
 */
export const consentCategories = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export const consentChoices = ['granted', 'denied', ...consentCategories] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** Whether the choice allows the category's cookies (none before the player chose). */
export function consentAllows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  return choice === 'granted' || choice === category;
}

/** The choice that allows exactly these categories. */
export function consentChoiceOf(allowed: Readonly<Record<ConsentCategory, boolean>>): ConsentChoice {
  const granted = consentCategories.filter((category) => allowed[category]);
  if (granted.length === consentCategories.length) return 'granted';
  return granted[0] ?? 'denied';
}

export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function consentCookieName(handle: string): string {
  return `gf_consent_${handle}`;
}

/** The stored choice for this shop, or null when the player has not chosen (or the value is not one we wrote). */
export function readConsent(cookieHeader: string | null | undefined, handle: string): ConsentChoice | null {
  if (!cookieHeader) return null;
  const name = consentCookieName(handle);
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return (consentChoices as readonly string[]).includes(value) ? (value as ConsentChoice) : null;
  }
  return null;
}

/** The `document.cookie` assignment that stores the choice. */
export function consentCookie(handle: string, choice: ConsentChoice, secure: boolean): string {
  const parts = [
    `${consentCookieName(handle)}=${choice}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
