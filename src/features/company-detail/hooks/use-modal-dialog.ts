import { useEffect, useRef, type RefObject } from 'react';

interface ModalDialogOptions {
  /** Gets focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Where focus returns on close; without it, whatever had focus when the dialog opened. */
  returnFocusTo?: HTMLElement | null | undefined;
  /**
   * Called on close when there is nowhere to return to: nothing had focus at opening (a panel
   * opened from a link) or that element has left the page.
   */
  fallbackFocus?: (() => void) | undefined;
}

/**
 * Drives a native <dialog> from an `open` flag. showModal() gives the top layer: the page
 * behind is inert (focus stays inside) and Escape fires `cancel`. While open the page behind
 * does not scroll; on close, focus goes back to the opener (the card's button) if it is still
 * on the page, else `fallbackFocus` decides (focus must not fall to the page's body).
 */
export function useModalDialog(
  open: boolean,
  { initialFocus, returnFocusTo, fallbackFocus }: ModalDialogOptions,
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read when the dialog opens (or closes), without reopening it when they change.
  const returnFocusRef = useRef(returnFocusTo);
  const fallbackRef = useRef(fallbackFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocusTo;
    fallbackRef.current = fallbackFocus;
  }, [returnFocusTo, fallbackFocus]);

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
      else fallbackRef.current?.();
    };
  }, [open, initialFocus]);

  return dialogRef;
}
