import { useEffect, useState } from 'react';

/**
 * `on` once it has held for `delayMs`; false again the moment it drops. For a cue that would only
 * flicker if shown for every short wait: most waits end before the cue would appear.
 */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => {
      clearTimeout(timer);
      setHeld(false);
    };
  }, [on, delayMs]);
  return on && held;
}
