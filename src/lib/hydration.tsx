import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/**
 * - `build`: the build renders the page into index.html (scripts/render-first-screen.tsx);
 * - `adopt`: the browser's first render, which takes over that HTML (hydrateRoot);
 * - `live`: every render after it, and every render of a page without prerendered HTML (tests,
 *   `npm run dev`).
 */
export type RenderPhase = 'build' | 'adopt' | 'live';

const PhaseContext = createContext<RenderPhase>('live');

/**
 * In the `build` and `adopt` phases the app renders the page exactly as the build saw it (no
 * address, no saved state, no data), so React adopts the HTML it finds instead of building it
 * again. Right after adopting it, in a transition, the app renders what it knows.
 */
export function HydrationProvider({
  phase = 'live',
  children,
}: {
  phase?: RenderPhase;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(phase);
  useEffect(() => {
    if (current === 'adopt') startTransition(() => setCurrent('live'));
  }, [current]);
  return <PhaseContext value={current}>{children}</PhaseContext>;
}

/** True while rendering the page as the build saw it: at build time and while adopting it. */
export function useHydrating(): boolean {
  return useContext(PhaseContext) !== 'live';
}

/** True during the browser's render that adopts the prerendered page. */
export function useAdopting(): boolean {
  return useContext(PhaseContext) === 'adopt';
}

/** Given as an element's HTML, React leaves what is inside it alone, during hydration too. */
const AS_FOUND = { __html: '' };

/**
 * The props that make an element's contents the build's business alone: elsewhere its children
 * are rendered (into index.html, at build time); the render that adopts the page takes whatever
 * it finds inside (index.html's scripts may have changed it) without comparing.
 */
export function usePrerenderedContents(
  children: ReactNode,
):
  | { children: ReactNode }
  | { dangerouslySetInnerHTML: typeof AS_FOUND; suppressHydrationWarning: true } {
  // Without the suppression React's development build reports the difference it leaves alone.
  return useAdopting()
    ? { dangerouslySetInnerHTML: AS_FOUND, suppressHydrationWarning: true }
    : { children };
}
