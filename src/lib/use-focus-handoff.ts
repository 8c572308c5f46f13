import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focus for a control that goes away when pressed (Cancel, "Stop searching") and is replaced by
 * another one ("Search all channels"): call `handOff` with the pressed control before its press
 * changes the page; if it had the focus, `target` gets it after the next render. Without this, the
 * focus falls to the document's start and a keyboard user starts over from the top.
 */
export function useFocusHandoff<T extends HTMLElement>() {
  const target = useRef<T>(null);
  const pending = useRef(false);
  useLayoutEffect(() => {
    if (!pending.current) return;
    // Once: a target that is not there after this render does not steal the focus later.
    pending.current = false;
    target.current?.focus();
  });
  const handOff = useCallback((from: HTMLElement) => {
    pending.current = from.contains(document.activeElement);
  }, []);
  return { target, handOff };
}
