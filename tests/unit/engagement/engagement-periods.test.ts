import { describe, expect, it } from 'vitest';
import { periodAt, shopDaysBetween } from '~/lib/engagement-periods';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('engagement periods on the shop clock', () => {
  it('a day starts at the reset hour in the shop time zone', () => {
    const rules = { timeZone: 'Europe/Berlin', resetHour: 4 };
    // 03:59 Berlin (02:59Z in winter) still belongs to the day before.
    const before = periodAt(at('2026-11-26T02:59:00Z'), 'daily', rules);
    expect(before.key).toBe('2026-11-25');
    const after = periodAt(at('2026-11-26T03:00:00Z'), 'daily', rules);
    expect(after.key).toBe('2026-11-26');
    expect(iso(after.startsAt)).toBe('2026-11-26T03:00:00.000Z');
    expect(iso(after.endsAt)).toBe('2026-11-27T03:00:00.000Z');
  });

  it('the day clocks go back is 25 hours long and the day they go forward 23', () => {
    const rules = { timeZone: 'Europe/Berlin', resetHour: 0 };
    const back = periodAt(at('2026-10-25T12:00:00Z'), 'daily', rules);
    expect((back.endsAt - back.startsAt) / 3_600_000).toBe(25);
    const forward = periodAt(at('2026-03-29T12:00:00Z'), 'daily', rules);
    expect((forward.endsAt - forward.startsAt) / 3_600_000).toBe(23);
  });

  it('a reset hour the spring change skips starts the day after the gap', () => {
    const rules = { timeZone: 'Europe/Berlin', resetHour: 2 };
    const day = periodAt(at('2026-03-29T12:00:00Z'), 'daily', rules);
    expect(day.key).toBe('2026-03-29');
    expect(iso(day.startsAt)).toBe('2026-03-29T01:00:00.000Z'); // 03:00 CEST, just after the skipped hour
  });

  it('weeks start on the chosen weekday and months on the 1st', () => {
    const rules = { timeZone: 'America/New_York', resetHour: 0, weekStartsOn: 1 };
    const week = periodAt(at('2026-11-26T15:00:00Z'), 'weekly', rules); // a Thursday
    expect(week.key).toBe('week-2026-11-23');
    expect(iso(week.startsAt)).toBe('2026-11-23T05:00:00.000Z');
    const sundayWeek = periodAt(at('2026-11-26T15:00:00Z'), 'weekly', { ...rules, weekStartsOn: 7 });
    expect(sundayWeek.key).toBe('week-2026-11-22');
    const month = periodAt(at('2026-12-31T23:00:00Z'), 'monthly', rules);
    expect(month.key).toBe('2026-12');
    expect(iso(month.endsAt)).toBe('2027-01-01T05:00:00.000Z');
  });

  it('counts shop days between two instants', () => {
    const rules = { timeZone: 'Asia/Tokyo', resetHour: 5 };
    expect(shopDaysBetween(at('2026-11-26T00:00:00Z'), at('2026-11-26T19:59:00Z'), rules)).toBe(0);
    expect(shopDaysBetween(at('2026-11-26T00:00:00Z'), at('2026-11-26T20:00:00Z'), rules)).toBe(1);
    expect(shopDaysBetween(at('2026-11-26T00:00:00Z'), at('2026-11-29T00:00:00Z'), rules)).toBe(3);
  });

  it('answers the same whichever periods were asked for before (a page asks for one day many times)', () => {
    const berlin = { timeZone: 'Europe/Berlin', resetHour: 4 };
    const tokyo = { timeZone: 'Asia/Tokyo', resetHour: 4 };
    const asked = [
      ['2026-11-26T03:00:00Z', berlin, '2026-11-26'],
      ['2026-11-26T02:59:59Z', berlin, '2026-11-25'],
      ['2026-11-26T03:00:00Z', tokyo, '2026-11-26'],
      ['2026-11-27T03:00:00Z', berlin, '2026-11-27'],
      ['2026-11-26T12:00:00Z', berlin, '2026-11-26'],
      ['2026-11-26T12:00:00Z', { ...berlin, resetHour: 14 }, '2026-11-25'],
    ] as const;
    for (const [time, rules, key] of asked) expect(periodAt(at(time), 'daily', rules).key).toBe(key);
    const monday = periodAt(at('2026-11-26T15:00:00Z'), 'weekly', { ...berlin, weekStartsOn: 1 });
    const sunday = periodAt(at('2026-11-26T15:00:00Z'), 'weekly', { ...berlin, weekStartsOn: 7 });
    expect([monday.key, sunday.key]).toEqual(['week-2026-11-23', 'week-2026-11-22']);
  });
});
