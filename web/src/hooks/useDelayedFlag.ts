import { useEffect, useState } from 'react';

/**
 * How long an answer may take before the screen says it is waiting. The engine usually answers
 * in milliseconds; a spinner or modal that flashes for a few frames reads as a glitch, so loading
 * UI appears only for an answer slower than this.
 */
export const LOADING_REVEAL_DELAY_MS = 400;

/**
 * True once `active` has stayed true for `delayMs`; false again as soon as it turns false, and
 * the next activation waits the full delay again. A delay of 0 or less shows at once.
 */
export function useDelayedFlag(active: boolean, delayMs: number = LOADING_REVEAL_DELAY_MS): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active || delayMs <= 0) return;
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && (delayMs <= 0 || elapsed);
}
