import { z } from 'zod';

export const DEFAULT_TIME_ZONE = 'UTC';
export const TIME_ZONE_MESSAGE = 'Expected a time zone name like Europe/Berlin or UTC';

// An IANA name as written in the database (Area/City, Area/Region/City, or UTC): never an abbreviation like EST.
const IANA_NAME_RE = /^(?:UTC|[A-Z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/**
 * A zone name this runtime's Intl knows, spelled as IANA spells it. Intl.DateTimeFormat is the test rather than
 * `Intl.supportedValuesOf('timeZone')`: that list leaves out UTC and aliases (Node 20 lists Asia/Calcutta, newer
 * Chromium Asia/Kolkata), while the constructor accepts every name either runtime knows (docs/decisions/045).
 */
export function isTimeZone(name: string): boolean {
  if (!IANA_NAME_RE.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The shop's time zone: dates and times in the studio (and, later, daily resets) are in it. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .max(64, { error: TIME_ZONE_MESSAGE })
  .refine(isTimeZone, { error: TIME_ZONE_MESSAGE });

/** The zone of a stored or draft config (which may predate the field, or be unfinished): UTC unless it names one. */
export function shopTimeZoneOf(config: unknown): string {
  const zone = (config as { timeZone?: unknown } | null)?.timeZone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
