/**
 * Wall-clock times in a named time zone, with Intl only (docs/decisions/045). A `datetime-local` input holds
 * `2026-03-29T02:30` with no zone; these turn it into the instant it means in the shop's zone and back.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on the wall in `timeZone` reads at the instant `time` (ms since the epoch). */
export function wallClockAt(time: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(time))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in ms (Berlin in summer: +7,200,000). */
export function offsetAt(time: number, timeZone: string): number {
  const wall = wallClockAt(time, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(time / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ISO instant (any offset) -> `2026-03-29T03:30` as the zone's clock reads it; '' for no or a bad time. */
export function localInputOf(value: unknown, timeZone: string): string {
  if (typeof value !== 'string' || value === '') return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const wall = wallClockAt(time, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const LOCAL_INPUT_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * `2026-03-29T02:30` read on the zone's clock -> the ISO instant (`…Z`), or undefined when it is not a date-time.
 * Like Temporal's "compatible" choice: a time that exists twice (the hour repeated when clocks go back) is the
 * earlier one, and a time that never exists (skipped when clocks go forward) is moved forward by the gap, so
 * 02:30 on the day Berlin skips 02:00-03:00 is 03:30 summer time.
 */
export function isoOfLocalInput(value: string, timeZone: string): string | undefined {
  const match = LOCAL_INPUT_RE.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : s!);
  if (Number.isNaN(asUtc)) return undefined;
  // The offsets a day either side: two different ones mean a change of offset is near.
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((time) => offsetAt(time, timeZone) === asUtc - time)
    .sort((a, b) => a - b);
  // Skipped: no instant reads this; take the offset from before the change and land after the gap.
  const time = candidates[0] ?? asUtc - before;
  return new Date(time).toISOString().replace('.000Z', 'Z');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "25 Nov 2026, 21:31" on the zone's clock, the same on server and browser (no locale, no hydration drift). */
export function formatZonedTime(iso: string, timeZone: string): string {
  const wall = wallClockAt(Date.parse(iso), timeZone);
  return `${wall.day} ${MONTHS[wall.month - 1]} ${wall.year}, ${pad(wall.hour)}:${pad(wall.minute)}`;
}
