import { createContext, useCallback, useContext } from 'react';
import type { Countdown } from '~/lib/time';
import { useCountdown } from '~/lib/use-countdown';
import { Icon } from '~/ui/icons';
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
      <Icon name="clock" size="1.1em" />
      {`${label} `}
      <time dateTime={target}>{formatCountdown(left)}</time>
    </Timer>
  );
}
