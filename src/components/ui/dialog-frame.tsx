import { useId, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';

interface DialogFrameProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** The dialog's heading, which also names it. */
  title: string;
  /** Focus target on opening, if the owner wants the Close button. */
  closeRef?: RefObject<HTMLButtonElement | null>;
  /** Fires however it closed: Close, Escape, or the owner's own close(). */
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A centred native <dialog> (its owner calls showModal()), named by its heading, with a Close
 * button; Escape closes it by itself.
 */
export function DialogFrame({
  dialogRef,
  title,
  closeRef,
  onClose,
  className,
  children,
}: DialogFrameProps) {
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className={cn(
        'm-auto rounded-2xl border border-line bg-panel p-6 text-ink shadow-xl backdrop:bg-black/40',
        className,
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="rounded px-2 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
        >
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}
