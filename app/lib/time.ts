/** Time constants and the countdown arithmetic (spec section 9). Pure: callers pass `now` (see Clock). */

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once `now` has reached the target. */
  done: boolean;
}

function toMs(time: Date | number): number {
  return typeof time === 'number' ? time : time.getTime();
}

/** Whole days, hours, minutes and seconds left until `target` (rounded down); all zero once it has passed. */
export function countdown(target: Date | number, now: Date | number): Countdown {
  const left = toMs(target) - toMs(now);
  // An invalid date counts as passed rather than rendering "NaN".
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  return {
    days: Math.floor(left / MS_PER_DAY),
    hours: Math.floor((left % MS_PER_DAY) / MS_PER_HOUR),
    minutes: Math.floor((left % MS_PER_HOUR) / MS_PER_MINUTE),
    seconds: Math.floor((left % MS_PER_MINUTE) / MS_PER_SECOND),
    done: false,
  };
}
