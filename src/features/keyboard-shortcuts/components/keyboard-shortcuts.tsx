import { useCallback, useRef } from 'react';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { LineIcon } from '@/components/ui/line-icon';
import { useShortcutKeys } from '../hooks/use-shortcut-keys';
import { ShortcutList } from './shortcut-list';

/**
 * The page's keyboard shortcuts, and the list of them: "?" or the header's button opens it as a
 * modal dialog; Escape or Close shuts it and focus goes back to where it was.
 */
export function KeyboardShortcuts() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    returnFocusRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
        <ShortcutList />
      </DialogFrame>
    </>
  );
}
