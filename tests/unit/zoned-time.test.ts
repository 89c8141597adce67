import { describe, expect, it } from 'vitest';
import { formatZonedTime, isoOfLocalInput, localInputOf, offsetAt } from '~/lib/zoned-time';
import { formatStudioTime } from '~/studio/studio-time';
import { demoShops } from '../../fixtures/shops/index';
import { withCanvasConsent } from '~/shop/canvas-consent';
import { parseStoredShopConfig } from '../../schemas/stored-shop-config';
import { parseShopConfig } from '../../schemas/shop-config';
import { isTimeZone, shopTimeZoneOf, timeZoneSchema } from '../../schemas/time-zone';

describe('a wall-clock time in the shop zone', () => {
  it('is the same instant in UTC as before the zone existed', () => {
    expect(isoOfLocalInput('2027-01-31T23:59', 'UTC')).toBe('2027-01-31T23:59:00Z');
    expect(localInputOf('2027-01-31T23:59:00Z', 'UTC')).toBe('2027-01-31T23:59');
  });

  it('is read on the zone clock in winter and in summer', () => {
    expect(isoOfLocalInput('2026-01-15T12:00', 'Europe/Berlin')).toBe('2026-01-15T11:00:00Z');
    expect(isoOfLocalInput('2026-07-15T12:00', 'Europe/Berlin')).toBe('2026-07-15T10:00:00Z');
    expect(isoOfLocalInput('2026-07-15T12:00', 'America/New_York')).toBe('2026-07-15T16:00:00Z');
    expect(isoOfLocalInput('2026-07-15T12:00', 'Asia/Kolkata')).toBe('2026-07-15T06:30:00Z');
    expect(localInputOf('2026-07-15T10:00:00Z', 'Europe/Berlin')).toBe('2026-07-15T12:00');
    expect(localInputOf('2026-07-15T10:00:00.000+00:00', 'America/New_York')).toBe('2026-07-15T06:00');
  });

  it('that the clocks skip (Berlin, 29 March 2026, 02:30) moves forward by the gap to 03:30 summer time', () => {
    const iso = isoOfLocalInput('2026-03-29T02:30', 'Europe/Berlin');
    expect(iso).toBe('2026-03-29T01:30:00Z');
    expect(localInputOf(iso, 'Europe/Berlin')).toBe('2026-03-29T03:30');
    // Either side of the gap is exact.
    expect(isoOfLocalInput('2026-03-29T01:59', 'Europe/Berlin')).toBe('2026-03-29T00:59:00Z');
    expect(isoOfLocalInput('2026-03-29T03:00', 'Europe/Berlin')).toBe('2026-03-29T01:00:00Z');
  });

  it('that the clocks show twice (Berlin, 25 October 2026, 02:30) is the first one, in summer time', () => {
    const iso = isoOfLocalInput('2026-10-25T02:30', 'Europe/Berlin');
    expect(iso).toBe('2026-10-25T00:30:00Z');
    expect(localInputOf(iso, 'Europe/Berlin')).toBe('2026-10-25T02:30');
    // The second 02:30 (winter time) still shows as 02:30: the input shows what the clock read.
    expect(localInputOf('2026-10-25T01:30:00Z', 'Europe/Berlin')).toBe('2026-10-25T02:30');
    expect(isoOfLocalInput('2026-10-25T03:00', 'Europe/Berlin')).toBe('2026-10-25T02:00:00Z');
  });

  it('handles a gap in a zone west of UTC the same way (New York, 8 March 2026, 02:30 -> 03:30)', () => {
    expect(isoOfLocalInput('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00Z');
    expect(isoOfLocalInput('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00Z');
  });

  it('is undefined for text that is not a date-time', () => {
    expect(isoOfLocalInput('', 'UTC')).toBeUndefined();
    expect(isoOfLocalInput('tomorrow', 'Europe/Berlin')).toBeUndefined();
    expect(localInputOf('not a date', 'Europe/Berlin')).toBe('');
    expect(localInputOf(undefined, 'Europe/Berlin')).toBe('');
  });

  it('knows the offset of the zone at an instant', () => {
    expect(offsetAt(Date.parse('2026-07-01T00:00:00Z'), 'Europe/Berlin')).toBe(2 * 3_600_000);
    expect(offsetAt(Date.parse('2026-01-01T00:00:00Z'), 'Europe/Berlin')).toBe(3_600_000);
  });

  it('is shown with the zone name, the same on every runtime', () => {
    expect(formatZonedTime('2026-11-25T20:31:00Z', 'Europe/Berlin')).toBe('25 Nov 2026, 21:31');
    expect(formatStudioTime('2026-11-25T20:31:00Z')).toBe('25 Nov 2026, 20:31 UTC');
    expect(formatStudioTime('2026-11-25T20:31:00Z', 'Europe/Berlin')).toBe('25 Nov 2026, 21:31 Europe/Berlin');
    expect(formatStudioTime('2026-11-25T23:31:00Z', 'Asia/Tokyo')).toBe('26 Nov 2026, 08:31 Asia/Tokyo');
  });
});

describe('the shop time zone field', () => {
  it('accepts IANA names and UTC', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Etc/GMT+5']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses abbreviations, wrong case and unknown zones with one clear message', () => {
    for (const zone of ['EST', 'europe/berlin', 'Europe/Atlantis', '', 'UTC; drop table', 'Europe/Berlin/../x']) {
      const result = timeZoneSchema.safeParse(zone);
      expect(result.success, zone).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Expected a time zone name like Europe/Berlin or UTC');
    }
  });
});

describe('a shop config', () => {
  const stored = structuredClone(demoShops[0]!.config) as Record<string, unknown>;
  delete stored.timeZone;

  it('stored before the time zone existed still loads, in UTC', () => {
    const result = parseStoredShopConfig(stored);
    expect(result.ok && result.config.timeZone).toBe('UTC');
    expect(shopTimeZoneOf(stored)).toBe('UTC');
  });

  it('keeps a named zone and refuses an unknown one at its path', () => {
    const berlin = parseShopConfig({ ...stored, timeZone: 'Europe/Berlin' });
    expect(berlin.ok && berlin.config.timeZone).toBe('Europe/Berlin');
    const wrong = parseShopConfig({ ...stored, timeZone: 'Mars/Olympus' });
    expect(wrong.ok ? [] : wrong.errors).toEqual([
      { path: 'timeZone', message: 'Expected a time zone name like Europe/Berlin or UTC' },
    ]);
  });
});

describe('the canvas cookie answer', () => {
  const page = { cookieConsent: { enabled: true, choice: null }, tracking: { gaId: 'G-ABC1234' } } as const;

  it('answers for the page as Preview as chose, and never loads trackers', () => {
    expect(withCanvasConsent({ ...page, cookieConsent: { ...page.cookieConsent } }, 'accepted')).toMatchObject({
      cookieConsent: { choice: 'granted' },
      tracking: {},
    });
    expect(
      withCanvasConsent({ ...page, cookieConsent: { enabled: true, choice: 'granted' } }, 'unset').cookieConsent.choice,
    ).toBeNull();
    expect(
      withCanvasConsent({ ...page, cookieConsent: { ...page.cookieConsent } }, 'declined').cookieConsent.choice,
    ).toBe('denied');
  });
});
