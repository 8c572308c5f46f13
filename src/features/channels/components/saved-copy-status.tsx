import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { focusFell } from '@/lib/fallen-focus';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { useFocusHandoff } from '@/lib/use-focus-handoff';
import type { Refresh } from '../hooks/use-refresh-all';
import { savedCopyLine } from '../lib/saved-copy-line';

interface SavedCopyStatusProps {
  /** When the saved copy was last written. */
  savedAt: number;
  /** New channels are being looked for above the copy. */
  checking: boolean;
  /** Looking for new channels failed. */
  failure: unknown;
  /** When the copy was last found up to date at the top (0: not yet). */
  checkedAt: number;
  onCheck: () => void;
  /** Walks the whole API again; the copy stays readable meanwhile. */
  onRefreshAll: () => void;
  /** "Refresh everything" this visit, running or ended. */
  refresh: Refresh | null;
  /** Goes on with a refresh that was stopped or failed, where it stopped; absent otherwise. */
  onResumeRefresh?: (() => void) | undefined;
}

/**
 * The line's box and words (also the first screen's, first-saved-copy-line.tsx). Below `md` the
 * words take a row of their own, at least two lines tall, and the buttons the row under them:
 * the box is as tall whatever the words say (most of them wrap to two lines on a phone), so the
 * grid under it does not move as they change, nor when the app's words replace the first
 * screen's.
 */
export const SAVED_COPY_BOX_CLASS =
  'mt-4 mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-panel px-4 py-2 text-sm';
export const SAVED_COPY_TEXT_CLASS =
  'min-h-[2lh] basis-full rounded text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent md:min-h-0 md:basis-auto';

/** What the "walk it all again" button says. */
export const REFRESH_ALL_LABEL = 'Refresh everything';

/**
 * The line a return visit shows above the saved directory: how old the copy is, whether new
 * channels are being looked for (or why they could not be), whether the browser is offline, and
 * the way to walk everything again.
 */
export function SavedCopyStatus(props: SavedCopyStatusProps) {
  const online = useBrowserOnline();
  const refreshing = props.refresh !== null && props.refresh.outcome === null;
  // "Check again" and "Continue refreshing" go when pressed: the line that tells how the look
  // goes, and the refresh button beside them, take the focus they had.
  const { target: statusRef, handOff: handOffToStatus } = useFocusHandoff<HTMLParagraphElement>();
  const { target: refreshButton, handOff: handOffToRefresh } = useFocusHandoff<HTMLButtonElement>();
  const endedAt = props.refresh?.endedAt ?? null;
  useEffect(() => {
    // The refresh's progress and its Cancel go when it ends: focus left there fell to the page.
    // It comes back here, where the refresh was started and can be started again.
    if (endedAt !== null && focusFell()) refreshButton.current?.focus();
  }, [endedAt, refreshButton]);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Offline, the buttons go (nothing they do works without the network): a focus on one of
    // them goes to the line, which now says the browser is offline.
    if (!online && focusFell(boxRef.current)) statusRef.current?.focus();
  }, [online, statusRef]);
  const state = savedCopyLine({ ...props, online });
  return (
    <div ref={boxRef} className={SAVED_COPY_BOX_CLASS}>
      <p ref={statusRef} role="status" tabIndex={-1} className={SAVED_COPY_TEXT_CLASS}>
        {state}
      </p>
      <div className="flex flex-wrap gap-2">
        {online && props.failure !== null && !props.checking && !props.refresh && (
          <Button
            variant="ghost"
            onClick={(event) => {
              handOffToStatus(event.currentTarget);
              props.onCheck();
            }}
          >
            Check again
          </Button>
        )}
        {online && props.onResumeRefresh && (
          <Button
            variant="ghost"
            onClick={(event) => {
              handOffToRefresh(event.currentTarget);
              props.onResumeRefresh?.();
            }}
          >
            Continue refreshing
          </Button>
        )}
        {online && (
          // aria-disabled, not disabled, while it runs: a disabled button drops the focus of
          // whoever pressed it.
          <Button
            ref={refreshButton}
            variant="ghost"
            aria-disabled={refreshing}
            onClick={refreshing ? undefined : props.onRefreshAll}
          >
            {REFRESH_ALL_LABEL}
          </Button>
        )}
      </div>
    </div>
  );
}
