import { useEffect, useState } from 'react';

/**
 * `value`, but changing at most once per `intervalMs` while it keeps changing: the first change
 * after a quiet spell shows at once (in the same render, no extra commit), later ones wait for
 * the interval and then show the newest. A change that `urgent(shown, value)` calls urgent shows
 * at once whatever the interval (e.g. loading has stopped, so the final state is never late).
 *
 * Why: "Search all channels" lands a page every few milliseconds; re-deriving and re-rendering
 * everything per page costs more than fetching the page, and nobody can read 200 updates a second.
 */
export function useThrottledValue<T>(
  value: T,
  intervalMs: number,
  urgent: (shown: T, value: T) => boolean = () => false,
): T {
  const [shown, setShown] = useState(value);
  const [gateOpen, setGateOpen] = useState(true);

  // Adjusting state while rendering (React's pattern for state derived from props): the newer
  // value is shown in this very render, and the gate closes until the interval has passed.
  if (!Object.is(value, shown) && (gateOpen || urgent(shown, value))) {
    setShown(value);
    setGateOpen(false);
  }

  useEffect(() => {
    if (gateOpen) return;
    const timer = setTimeout(() => setGateOpen(true), intervalMs);
    return () => clearTimeout(timer);
  }, [gateOpen, intervalMs]);

  return shown;
}
