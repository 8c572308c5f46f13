import type { ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn';
import { CopyLinkButton } from './copy-link-button';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';

interface DetailToolbarProps {
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  /** Undefined: no neighbour that way (the button stays, disabled). */
  onPrevious?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
  /** Shown only once a channel is on screen. */
  navigation: boolean;
  shareUrl?: string | undefined;
}

const iconButton =
  'inline-flex min-h-10 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-medium text-ink transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * A button that keeps focus when it runs out of neighbours: aria-disabled rather than
 * disabled, since a disabled button would drop focus to the page behind.
 */
function StepButton(props: {
  label: string;
  onStep?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { label, onStep, children } = props;
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={!onStep}
      onClick={onStep}
      className={cn(iconButton, !onStep && 'cursor-not-allowed text-muted hover:bg-transparent')}
    >
      {children}
    </button>
  );
}

/** The bar that stays on top while the panel scrolls: previous/next, copy link, close. */
export function DetailToolbar(props: DetailToolbarProps) {
  const { closeRef, onClose, onPrevious, onNext, navigation, shareUrl } = props;
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 border-b border-line bg-panel/95 px-3 py-2 backdrop-blur sm:px-4">
      {navigation && (
        <div className="flex items-center">
          <StepButton label="Previous channel" onStep={onPrevious}>
            <ChevronLeftIcon />
            <span aria-hidden="true" className="hidden sm:inline">
              Previous
            </span>
          </StepButton>
          <StepButton label="Next channel" onStep={onNext}>
            <span aria-hidden="true" className="hidden sm:inline">
              Next
            </span>
            <ChevronRightIcon />
          </StepButton>
        </div>
      )}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {shareUrl && <CopyLinkButton url={shareUrl} />}
        <button
          ref={closeRef}
          type="button"
          aria-label="Close"
          onClick={onClose}
          className={cn(iconButton, 'size-10 px-0')}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
