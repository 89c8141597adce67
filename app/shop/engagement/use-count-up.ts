import { useEffect, useState } from 'react';

/** How long new points take to count up. */
const COUNT_UP_MS = 1200;

/**
 * A number counting from `from` to `to` once after the page is shown (when `animate`), eased out; at once for a
 * player who prefers reduced motion. The server renders `from` when animating, so hydration matches.
 */
export function useCountUp(from: number, to: number, animate: boolean): number {
  const [value, setValue] = useState(animate ? from : to);
  useEffect(() => {
    if (!animate || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setValue(to);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / COUNT_UP_MS);
      const eased = 1 - (1 - progress) ** 3;
      setValue(progress === 1 ? to : Math.round(from + (to - from) * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [from, to, animate]);
  return value;
}
