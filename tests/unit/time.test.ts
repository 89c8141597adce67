import { describe, it, expect } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND, countdown } from '~/lib/time';
import { useCountdown } from '~/lib/use-countdown';

const now = new Date('2025-03-01T12:00:00.000Z');
const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

describe('time constants', () => {
  it('has 1000 ms per second and 60000 ms per minute', () => {
    expect(MS_PER_SECOND).toBe(1000);
    expect(MS_PER_MINUTE).toBe(60000);
    expect(MS_PER_HOUR).toBe(3_600_000);
    expect(MS_PER_DAY).toBe(86_400_000);
  });
});

describe('countdown', () => {
  it('gives days, hours, minutes and seconds remaining', () => {
    const target = now.getTime() + MS_PER_DAY + 2 * MS_PER_HOUR + 3 * MS_PER_MINUTE + 4 * MS_PER_SECOND;
    expect(countdown(target, now)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4, done: false });
    expect(countdown(new Date(target), now.getTime())).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      done: false,
    });
  });

  it('rounds down partial seconds', () => {
    expect(countdown(now.getTime() + 4999, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 4, done: false });
    expect(countdown(now.getTime() + 999, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: false });
  });

  it('is all zero and done once the time has passed', () => {
    expect(countdown(now.getTime() - MS_PER_HOUR, now)).toEqual(zero);
  });

  it('is all zero and done exactly at the target', () => {
    expect(countdown(now, now)).toEqual(zero);
  });

  it('treats an invalid date as passed', () => {
    expect(countdown(new Date('not a date'), now)).toEqual(zero);
  });
});

describe('useCountdown', () => {
  function Remaining({ target, serverNow }: { target: string; serverNow: number }) {
    const left = useCountdown(target, serverNow, () => 0);
    return createElement('span', null, `${left.days}d ${left.hours}h ${left.minutes}m ${left.seconds}s`);
  }

  it('renders first with the server time, so hydration matches', () => {
    const html = renderToString(
      createElement(Remaining, { target: '2025-03-02T14:03:04.000Z', serverNow: now.getTime() }),
    );
    expect(html).toBe('<span>1d 2h 3m 4s</span>');
  });
});
