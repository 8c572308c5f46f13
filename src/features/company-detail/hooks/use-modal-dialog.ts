import { useEffect, useRef, type RefObject } from 'react';

interface ModalDialogOptions {
  /** Gets focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Where focus returns on close; without it, whatever had focus when the dialog opened. */
  returnFocusTo?: HTMLElement | null | undefined;
}

/**
 * Drives a native <dialog> from an `open` flag. showModal() gives the top layer: the page
 * behind is inert (focus stays inside) and Escape fires `cancel`. While open the page behind
 * does not scroll; on close, focus goes back to the opener (the card's button) if it is still
 * on the page.
 */
export function useModalDialog(
  open: boolean,
  { initialFocus, returnFocusTo }: ModalDialogOptions,
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read when the dialog opens, without reopening it when the opener changes.
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    returnFocusRef.current = returnFocusTo;
  }, [returnFocusTo]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const opener = returnFocusRef.current ?? active;
    if (!dialog.open) dialog.showModal();
    initialFocus.current?.focus();

    const root = document.documentElement;
    const { overflow, scrollbarGutter } = root.style;
    // Hiding the page's scrollbar would widen it and reflow the grid behind: keep its gutter.
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';

    return () => {
      root.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
      if (dialog.open) dialog.close();
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  return dialogRef;
}
