import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  consentCookieName,
  readConsent,
} from '../../../app/shop/consent-cookie';

describe('the consent cookie', () => {
  it('is named per shop', () => {
    expect(consentCookieName('neon-drift')).toBe('gf_consent_neon-drift');
  });

  it('reads the choice for this shop only, among other cookies', () => {
    const header = 'theme=dark; gf_consent_emberfall=granted; gf_consent_verdant=denied';
    expect(readConsent(header, 'emberfall')).toBe('granted');
    expect(readConsent(header, 'verdant')).toBe('denied');
    expect(readConsent(header, 'frostmark')).toBeNull();
  });

  it('treats a missing header, a prefix-named cookie or an unknown value as no choice', () => {
    expect(readConsent(null, 'emberfall')).toBeNull();
    expect(readConsent('', 'emberfall')).toBeNull();
    expect(readConsent('gf_consent_ember=granted', 'emberfall')).toBeNull();
    expect(readConsent('gf_consent_emberfall=yes', 'emberfall')).toBeNull();
    expect(readConsent('gf_consent_emberfall', 'emberfall')).toBeNull();
  });

  it('is written for a year, SameSite=Lax, for the whole site, and Secure on https only', () => {
    expect(consentCookie('emberfall', 'granted', false)).toBe(
      `gf_consent_emberfall=granted; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
    );
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie('emberfall', 'denied', true)).toMatch(/; Secure$/);
  });
});
