import { useEffect, useLayoutEffect, useRef } from 'react';
import { focusSearchField } from '@/lib/search-shortcut';
import { isTypingTarget } from '@/lib/typing-target';

/**
 * The page-wide single keys: "/" goes to the search field, "?" calls `onHelp`. They stand back
 * while the user types in a field, with Control, Alt or Meta held (the browser's and the
 * system's own shortcuts), and, for "/", while a dialog covers the page (the field is inert
 * then). Shift is allowed: on many layouts "?" and "/" are shifted keys.
 */
export function useShortcutKeys(onHelp: () => void): void {
  const helpRef = useRef(onHelp);
  useEffect(() => {
    helpRef.current = onHelp;
  }, [onHelp]);

  // Listening from the commit that first paints the app, not from the effects after it: a key
  // pressed as the cards appear reached the page before them (the browser runs input first),
  // and "/" did nothing (an e2e test pressed it right then, and failed once in CI).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.key === '/') {
        if (document.querySelector('dialog[open]')) return;
        // Also keeps Firefox's quick find from opening.
        if (focusSearchField()) event.preventDefault();
      } else if (event.key === '?') {
        event.preventDefault();
        helpRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
