import { isoOfLocalInput, wallClockAt } from './zoned-time';

// The periods engagement resets on (daily gifts, missions, offer chains; docs/decisions/047-engagement.md): a day
// begins at `resetHour` on the shop's clock, so it is 23 or 25 hours long across a daylight-saving change; a week
// begins on `weekStartsOn` (1 Monday ... 7 Sunday) at the same hour; a month on its 1st at that hour. Pure, shared by
// the server (claims) and the browser (countdowns).

export type PeriodKind = 'daily' | 'weekly' | 'monthly';

export interface PeriodRules {
  timeZone: string;
  /** 0-23 on the shop's clock. */
  resetHour: number;
  /** 1 Monday ... 7 Sunday; weekly periods only. */
  weekStartsOn?: number;
}

export interface Period {
  /** Stable name of the period, used in claim subjects: `2026-11-26`, `2026-W-2026-11-23`, `2026-11`. */
  key: string;
  /** The instants it starts (inclusive) and ends (exclusive), ms since the epoch. */
  startsAt: number;
  endsAt: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function addDays(date: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const dayKey = (date: CalendarDay) => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** The instant the shop's clock reads `resetHour:00` on a calendar day (moved past a skipped hour). */
function startOf(date: CalendarDay, rules: PeriodRules): number {
  return Date.parse(isoOfLocalInput(`${dayKey(date)}T${pad(rules.resetHour)}:00`, rules.timeZone)!);
}

/** The calendar day (on the shop's clock, shifted by the reset hour) that the instant belongs to. */
export function shopDayAt(time: number, rules: PeriodRules): CalendarDay {
  const wall = wallClockAt(time, rules.timeZone);
  const today = { year: wall.year, month: wall.month, day: wall.day };
  // Before the reset hour it is still the previous day; the check on the instant also covers a skipped hour.
  return time < startOf(today, rules) ? addDays(today, -1) : today;
}

/**
 * The periods found lately for each kind and rules: a page asks for the same few days many times (every gift,
 * calendar and chain card: today, and the day a calendar began), and each fresh answer costs Intl a dozen calls.
 * Bounded: a few periods for each of a shop's few rule sets.
 */
const recentPeriods = new Map<string, Readonly<Period>[]>();
const RECENT_RULE_SETS = 256;
const RECENT_PERIODS_PER_RULE_SET = 8;

/** The period of the given kind that holds the instant `time`. */
export function periodAt(time: number, kind: PeriodKind, rules: PeriodRules): Readonly<Period> {
  const key = `${kind}|${rules.timeZone}|${rules.resetHour}|${kind === 'weekly' ? (rules.weekStartsOn ?? 1) : ''}`;
  const recent = recentPeriods.get(key) ?? [];
  const known = recent.find((period) => period.startsAt <= time && time < period.endsAt);
  if (known) return known;
  const period = Object.freeze(computePeriodAt(time, kind, rules));
  if (!recentPeriods.has(key) && recentPeriods.size >= RECENT_RULE_SETS) recentPeriods.clear();
  recentPeriods.set(key, [period, ...recent.slice(0, RECENT_PERIODS_PER_RULE_SET - 1)]);
  return period;
}

function computePeriodAt(time: number, kind: PeriodKind, rules: PeriodRules): Period {
  const day = shopDayAt(time, rules);
  if (kind === 'daily') {
    return { key: dayKey(day), startsAt: startOf(day, rules), endsAt: startOf(addDays(day, 1), rules) };
  }
  if (kind === 'weekly') {
    const isoWeekday = ((new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7) + 1;
    const first = addDays(day, -((isoWeekday - (rules.weekStartsOn ?? 1) + 7) % 7));
    return { key: `week-${dayKey(first)}`, startsAt: startOf(first, rules), endsAt: startOf(addDays(first, 7), rules) };
  }
  const first = { year: day.year, month: day.month, day: 1 };
  const next =
    day.month === 12 ? { year: day.year + 1, month: 1, day: 1 } : { year: day.year, month: day.month + 1, day: 1 };
  return {
    key: `${pad(day.year, 4)}-${pad(day.month)}`,
    startsAt: startOf(first, rules),
    endsAt: startOf(next, rules),
  };
}

/** Whole shop days from the day holding `from` to the day holding `to` (0 the same day, 1 the next). */
export function shopDaysBetween(from: number, to: number, rules: PeriodRules): number {
  // The daily periods' keys name their shop days (`2026-11-26`), and periodAt remembers them.
  const dayOf = (time: number) => Date.parse(`${periodAt(time, 'daily', rules).key}T00:00:00Z`);
  return Math.round((dayOf(to) - dayOf(from)) / 86_400_000);
}
