import { useEffect, useRef, useState } from 'react';
import { MS_PER_SECOND, countdown, type Countdown } from '~/lib/time';

function toMs(target: Date | number | string): number {
  if (typeof target === 'number') return target;
  return typeof target === 'string' ? Date.parse(target) : target.getTime();
}

/**
 * A countdown to `target` that ticks every second.
 * The first render uses `serverNow` (the loader's clock) so server and browser render the same text;
 * the browser's clock takes over after hydration. `clockNow` is for tests.
 */
export function useCountdown(
  target: Date | number | string,
  serverNow: number,
  clockNow: () => number = Date.now,
): Countdown {
  const targetMs = toMs(target);
  const [now, setNow] = useState(serverNow);
  // A ref keeps an inline clockNow from restarting the interval on every render.
  const clockRef = useRef(clockNow);
  clockRef.current = clockNow;

  useEffect(() => {
    const tick = () => {
      const current = clockRef.current();
      setNow(current);
      if (!(current < targetMs)) window.clearInterval(id);
    };
    const id = window.setInterval(tick, MS_PER_SECOND);
    tick();
    return () => window.clearInterval(id);
  }, [targetMs]);

  return countdown(targetMs, now);
}
