import { useId, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { Channel } from '@/api/schemas';
import { isTypingTarget } from '@/lib/typing-target';
import { useModalDialog } from '../hooks/use-modal-dialog';
import type { LookupStatus } from '../lib/lookup-status';
import { CompanyDetailBody } from './company-detail-body';
import { DetailToolbar } from './detail-toolbar';
import { LookupState } from './lookup-state';

export interface CompanyDetailDialogProps {
  /** The channel asked for; the panel is open while this is not null. */
  channelId: number | null;
  /** The record, once found among the loaded channels. */
  channel: Channel | undefined;
  status: LookupStatus;
  /** Channels searched so far while looking for `channelId`. */
  searched: number;
  /** The one way out: Escape, the close button and "Back to the directory" all call it. */
  onClose: () => void;
  onCancelSearch?: (() => void) | undefined;
  onRetry?: (() => void) | undefined;
  /** Undefined when there is no previous/next channel in the list on screen. */
  onPrevious?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
  /** The address "Copy link" copies. */
  shareUrl: string;
  /** Where focus returns on close (the card's button); default: what had focus at opening. */
  opener?: HTMLElement | null | undefined;
  /** On close with no opener to return to (the panel came from a link): where focus goes. */
  returnFocus?: (() => void) | undefined;
  /** "Now" for relative times; tests pin it. */
  now?: number | undefined;
}

/**
 * The company detail panel: a modal side sheet on wide screens, the whole screen on phones.
 * It opens when `channelId` is set; closing only ever asks the owner (`onClose`), which clears
 * the id, and the closed state follows from that.
 */
export function CompanyDetailDialog(props: CompanyDetailDialogProps) {
  const { channelId, channel, status, onClose, onPrevious, onNext } = props;
  const open = channelId !== null;
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog(open, {
    initialFocus: closeRef,
    returnFocusTo: props.opener,
    fallbackFocus: props.returnFocus,
  });

  const step = (go: (() => void) | undefined) =>
    go &&
    (() => {
      // The next channel starts at its top, not where the last one was scrolled to.
      if (dialogRef.current) dialogRef.current.scrollTop = 0;
      go();
    });
  const previous = step(onPrevious);
  const next = step(onNext);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: keep the dialog open until the owner has cleared the id, so both stay in step.
    event.preventDefault();
    onClose();
  };
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Closed by the browser itself (a second Escape may skip `cancel`): tell the owner. The
    // event arrives a task late, so a close-and-reopen (StrictMode's effect replay) has already
    // opened the dialog again by then: only a dialog that is still closed counts.
    if (open && !event.currentTarget.open) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isTypingTarget(event.target)) return;
    const go = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : null;
    if (!go) return;
    event.preventDefault();
    go();
  };

  return (
    // Arrow keys are a shortcut on top of the Previous/Next buttons, which stay the way in.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={onKeyDown}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-panel p-0 text-ink shadow-2xl backdrop:bg-black/50 sm:w-[32rem] sm:border-l sm:border-line"
    >
      {open && (
        <>
          <DetailToolbar
            closeRef={closeRef}
            onClose={onClose}
            onPrevious={previous}
            onNext={next}
            navigation={status === 'ready'}
            shareUrl={status === 'ready' ? props.shareUrl : undefined}
          />
          {status === 'ready' && channel ? (
            <CompanyDetailBody
              key={channel.id}
              channel={channel}
              titleId={titleId}
              now={props.now}
            />
          ) : (
            <LookupState
              status={status === 'ready' || status === 'idle' ? 'searching' : status}
              channelId={channelId}
              searched={props.searched}
              titleId={titleId}
              onClose={onClose}
              onCancelSearch={props.onCancelSearch}
              onRetry={props.onRetry}
            />
          )}
        </>
      )}
    </dialog>
  );
}
