import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { LineIcon } from '@/components/ui/line-icon';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { whenIdle } from '@/lib/when-idle';
import { useShortcutKeys } from '../hooks/use-shortcut-keys';

// The list is read only once the dialog opens: its code stays out of the first chunk and its
// 130-odd elements out of index.html's first screen. It loads once the browser is idle, so it is
// there before anyone presses "?", or on the way there (pointer, focus) at the latest.
const ShortcutList = lazyWithPreload(() =>
  import('./shortcut-list').then((module) => module.ShortcutList),
);
const preloadList = () => void ShortcutList.preload();

/**
 * The page's keyboard shortcuts, and the list of them: "?" or the header's button opens it as a
 * modal dialog; Escape or Close shuts it and focus goes back to where it was.
 */
export function KeyboardShortcuts() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const [listed, setListed] = useState(false);
  useEffect(() => whenIdle(preloadList), []);

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    returnFocusRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setListed(true);
    dialog.showModal();
    closeRef.current?.focus();
  }, []);
  useShortcutKeys(open);

  const onClose = () => {
    // Browsers restore focus on their own; jsdom and older engines do not: do it either way.
    const opener = returnFocusRef.current;
    returnFocusRef.current = null;
    if (opener && opener !== document.body && opener.isConnected) opener.focus();
  };

  return (
    <>
      <button
        type="button"
        onClick={open}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        aria-haspopup="dialog"
        title="Keyboard shortcuts (?)"
        aria-keyshortcuts="?"
        // Phones seldom have a keyboard, and the header fits one line there without it ("?"
        // still works); between sm and lg it is an icon, so the header keeps to one line.
        className="hidden min-h-10 items-center gap-2 rounded-lg border border-line px-3 text-sm text-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-accent sm:flex"
      >
        <LineIcon strokeWidth={1.8}>
          <rect x="2" y="6" width="20" height="12" rx="2" />
          <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10" />
        </LineIcon>
        <span className="max-lg:sr-only">Keyboard shortcuts</span>
      </button>
      <DialogFrame
        dialogRef={dialogRef}
        closeRef={closeRef}
        title="Keyboard shortcuts"
        onClose={onClose}
        className="max-h-[calc(100dvh-2rem)] w-[min(38rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain"
      >
        {listed && (
          <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
            <ShortcutList />
          </Suspense>
        )}
      </DialogFrame>
    </>
  );
}
