import { createContext, useCallback, useContext } from 'react';
import type { Countdown } from '~/lib/time';
import { useCountdown } from '~/lib/use-countdown';
import { styled } from '~/ui/styled';
import * as styles from './card-clock.css';

/** `frozen` stops client ticking at the server's clock: the QA gallery's snapshots must not change second by second. */
export const CardClockContext = createContext<{ frozen: boolean }>({ frozen: false });

/** The countdown to `target` (null without one): SSR and hydration both start at `now`, the server's clock. */
export function useCardCountdown(target: string | undefined, now: number): Countdown | null {
  const { frozen } = useContext(CardClockContext);
  const frozenClock = useCallback(() => now, [now]);
  // No target counts as long passed: the hook stops its interval on the first tick.
  const left = useCountdown(target ?? 0, now, frozen ? frozenClock : Date.now);
  return target === undefined ? null : left;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2d 04h 13m 09s", always four units so the width does not jump as it ticks. */
export function formatCountdown(left: Countdown): string {
  return `${left.days}d ${pad(left.hours)}h ${pad(left.minutes)}m ${pad(left.seconds)}s`;
}

/** The kit has no clock icon yet: a small one in the same 24px, 2px-stroke style. */
function ClockGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9 2h6" />
    </svg>
  );
}

const Timer = styled('p', styles.timer);

/** "Ends in 2d 04h 13m 09s", or "Ended" once the time has passed. */
export function CountdownLine({ target, now, label = 'Ends in' }: { target?: string; now: number; label?: string }) {
  const left = useCardCountdown(target, now);
  if (!left || !target) return null;
  if (left.done) {
    return (
      <Timer ended>
        <strong>Ended</strong>
      </Timer>
    );
  }
  return (
    <Timer>
      <ClockGlyph />
      {label} <time dateTime={target}>{formatCountdown(left)}</time>
    </Timer>
  );
}
