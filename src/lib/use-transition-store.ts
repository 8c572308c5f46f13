import { startTransition, useEffect, useReducer } from 'react';

/**
 * An external store read like `useSyncExternalStore`, but a change re-renders in a transition.
 * `useSyncExternalStore` renders every change synchronously, and a change that lands while React
 * is rendering in slices (the app's first render) makes it throw the slices away and render the
 * whole tree again in one long task. For a store whose new value may show a frame later (the
 * local copy becoming ready while the first page is on screen), a transition lets that render be
 * split too. Pass a stable `getSnapshot` (useCallback): it is read on every render.
 */
export function useTransitionStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const [, rerender] = useReducer((version: number) => version + 1, 0);
  useEffect(() => {
    const onChange = () => {
      if (!Object.is(getSnapshot(), value)) startTransition(rerender);
    };
    // A change between this render and the subscription has sent no notice: check once.
    onChange();
    return subscribe(onChange);
  }, [subscribe, getSnapshot, value]);
  return value;
}
