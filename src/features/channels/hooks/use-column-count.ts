import { useSyncExternalStore } from 'react';
import { columnsForWidth } from '../lib/columns';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The grid's column count, in step with the window's width (and so with zoom). */
export function useColumnCount(): number {
  return useSyncExternalStore(subscribe, () => columnsForWidth(window.innerWidth));
}
