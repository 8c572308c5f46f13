import { memo, Suspense, useId, useRef, type ReactNode, type Ref } from 'react';
import { useApiBase } from '@/api/api-base-context';
import type { Channel } from '@/api/schemas';
import { ErrorPanel, InlineError } from '@/components/error-panel';
import { RejectedNotice } from '@/components/rejected-notice';
import { useViewCount } from '@/db/use-view-count';
import { ALL_CHANNELS } from '@/db/view';
import { useChannelDirectory } from '../hooks/use-channel-directory';
import type { ChannelGridHandle } from '../hooks/use-grid-focus';
import { useColumnCount } from '../hooks/use-column-count';
import { useRestoredPlace } from '../hooks/use-restored-place';
import { CopyNotice } from './copy-notice';
import { DirectoryFeed, type FeedSlot } from './directory-feed';
import { LOADING_STATUS, LoadingState } from './loading-state';
import { formatNumber } from '@/lib/format-number';

export interface ChannelDirectoryProps {
  /** Opens a channel (the card's name was pressed); the element is where focus returns to. */
  onOpenChannel?: (channel: Channel, element: HTMLElement) => void;
  /**
   * Puts something between the loaded channels and the grid, e.g. client-side filtering:
   * `({ grid, paging }) => <Filtered {...}><ChannelGrid {...grid} channels={matches} /></Filtered>`.
   */
  renderFeed?: (slot: FeedSlot) => ReactNode;
  /** Lets the app focus a card or the grid (a panel opened from a link gives focus back). */
  gridRef?: Ref<ChannelGridHandle>;
}

/**
 * The directory of channels: a status line, then the infinite, virtualized grid. Memoized: it
 * reads the query itself, so its parent re-rendering (for a landed page) need not redo it.
 */
export const ChannelDirectory = memo(function ChannelDirectory(props: ChannelDirectoryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <DirectoryFrame headingRef={headingRef}>
      <Suspense fallback={<DirectoryLoading status="Restoring your place…" />}>
        <DirectoryBody {...props} headingRef={headingRef} />
      </Suspense>
    </DirectoryFrame>
  );
});

/** The directory's heading and intro around what is shown (also the prerendered first screen). */
export function DirectoryFrame({
  headingRef,
  children,
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight focus:outline-none"
      >
        All channels
      </h2>
      <p className="mt-1 text-muted">Employers, where they are, and the jobs they have live.</p>
      {children}
    </section>
  );
}

function DirectoryBody({
  onOpenChannel,
  renderFeed,
  gridRef,
  headingRef,
}: ChannelDirectoryProps & { headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const initialPlace = useRestoredPlace(useApiBase());
  const directory = useChannelDirectory();
  const { query, rejected, copy } = directory;

  if (!directory.loaded && query.isError) {
    return (
      <div className="mt-6">
        <p role="status" className="sr-only">
          Could not load channels
        </p>
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  // The same tree while the first page loads as after: the filters a feed slot puts above the
  // grid are there from the start and stay the same elements when the page lands (whoever typed
  // in the search box meanwhile keeps the focus), and nothing moves down under them.
  const { loaded } = directory;
  return (
    <>
      {/* A feed slot (the filters) says its own counts: one live status line, not two. */}
      {renderFeed ? <div className="mt-4" /> : <StatusLine apiBase={directory.apiBase} />}
      {loaded && <CopyNotice apiBase={directory.apiBase} />}
      {loaded && copy.state === 'failed' && (
        <div className="mt-4">
          <InlineError error={copy.error} onRetry={directory.loadMore} />
        </div>
      )}
      {loaded && rejected.count > 0 && (
        <div className="mt-4">
          <RejectedNotice rejected={rejected.records} count={rejected.count} />
        </div>
      )}
      <DirectoryFeed
        directory={directory}
        initialPlace={initialPlace}
        onOpenChannel={onOpenChannel}
        renderFeed={renderFeed}
        gridRef={gridRef}
        onShowNew={() => headingRef.current?.focus({ preventScroll: true })}
      />
    </>
  );
}

function StatusLine({ apiBase }: { apiBase: string }) {
  const { copy, walked, loaded } = useChannelDirectory();
  const count = useViewCount(apiBase, ALL_CHANNELS, copy.state === 'ready', walked).total;
  return (
    <p role="status" className="mt-4 mb-5 text-sm font-medium text-muted">
      {!loaded
        ? LOADING_STATUS
        : count === 1
          ? '1 channel loaded'
          : `${formatNumber(count)} channels loaded`}
    </p>
  );
}

function DirectoryLoading({ status }: { status: string }) {
  return <LoadingState status={status} columns={useColumnCount()} />;
}
