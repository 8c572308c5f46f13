import { useSyncExternalStore } from 'react';
import { columnsForWidth } from '../lib/columns';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const read = () => columnsForWidth(window.innerWidth);
// The build renders the page with no window (fallbacks included), where the columns follow the
// width in CSS; the browser reads its own width, while it adopts the page too.
const readOnBuild = () => (typeof window === 'undefined' ? 1 : read());

/** The grid's column count, in step with the window's width (and so with zoom). */
export function useColumnCount(): number {
  return useSyncExternalStore(subscribe, read, readOnBuild);
}
