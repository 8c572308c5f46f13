import { useEffect, useRef, type RefObject } from 'react';

/**
 * Drives a native <dialog> from an `open` flag. showModal() gives the top layer: the page
 * behind is inert (focus stays inside) and Escape fires `cancel`. While open the page behind
 * does not scroll; on close, focus goes back to whatever had it when the dialog opened (the
 * card's button), if that is still on the page.
 */
export function useModalDialog(
  open: boolean,
  initialFocus: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus.current?.focus();

    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';

    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  return dialogRef;
}
