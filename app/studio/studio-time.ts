import { formatZonedTime } from '~/lib/zoned-time';

/**
 * A studio timestamp for people: "25 Nov 2026, 21:31 Europe/Berlin" on the shop's clock (UTC when none is given),
 * the same on server and browser (no hydration drift).
 */
export function formatStudioTime(iso: string, timeZone = 'UTC'): string {
  return `${formatZonedTime(iso, timeZone)} ${timeZone}`;
}
