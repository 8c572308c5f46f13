import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

/**
 * Whether the grid renders only the rows in view: from the render where the reader asks for
 * another view of the copy (a keystroke in the search, a filter, an order) until the frame that
 * paints that view's cards. The rows above and below the viewport (the scroller's overscan, half
 * of a desktop grid's cards) follow in a transition of their own, after that paint, so the cards
 * the reader looks at are not held up by cards nobody sees yet; the next keystroke interrupts it.
 *
 * `view` is the copy's view (null while the grid shows the network's first page: the copy taking
 * over from it is not a change the reader asked for), `shown` whether its cards are all there.
 */
export function useViewTrim(view: object | null, shown: boolean): boolean {
  const [state, setState] = useState({ view, trimmed: false });
  let current = state;
  if (state.view !== view) {
    current = { view, trimmed: state.view !== null && view !== null };
    setState(current);
  }
  const painting = current.trimmed && shown;
  useEffect(() => {
    if (!painting) return;
    return afterNextPaint(() =>
      startTransition(() =>
        setState((now) => (now.view === view ? { view, trimmed: false } : now)),
      ),
    );
  }, [painting, view]);
  return current.trimmed;
}
