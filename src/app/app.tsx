import { Suspense, useCallback, useEffect, useState } from 'react';
import type { Channel } from '@/api/schemas';
import { useViewCount } from '@/db/use-view-count';
import { ALL_CHANNELS, sameView, type ChannelView } from '@/db/view';
import { ChannelDirectory } from '@/features/channels/components/channel-directory';
import { ChannelDirectoryProvider } from '@/features/channels/components/channel-directory-provider';
import type { FeedSlot } from '@/features/channels/components/directory-feed';
import { useChannelDirectory } from '@/features/channels/hooks/use-channel-directory';
import { useCompanyDetail } from '@/features/company-detail/hooks/use-company-detail';
import { FirstCardTemplate } from '@/features/channels/components/first-card-template';
import { useHydrating } from '@/lib/hydration';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { whenIdle } from '@/lib/when-idle';
import { AppHeader } from './app-header';
import { AppUpdates } from './app-updates';
import { MAIN_CLASS, PAGE_CLASS } from './page-layout';
import { FilteredFeed } from './filtered-feed';
import { useCardFocus } from './use-card-focus';

// The panel is not part of the first screen: its code loads when the browser is idle (or at
// once, when the address already names a channel).
const CompanyDetailDialog = lazyWithPreload(() =>
  import('@/features/company-detail/components/company-detail-dialog').then(
    (module) => module.CompanyDetailDialog,
  ),
);

export function App() {
  const hydrating = useHydrating();
  return (
    // The prerendered first screen's skeletons hold still: pulsing, they kept a two-core
    // machine's main thread busy while the app's script loaded (first card 343 ms instead of
    // 259 ms in `npm run bench` at 10,000). The app's own loading screen pulses.
    <div className={hydrating ? `${PAGE_CLASS} [&_.animate-pulse]:animate-none` : PAGE_CLASS}>
      <AppHeader />
      <ChannelDirectoryProvider>
        <DirectoryPage />
      </ChannelDirectoryProvider>
      <AppUpdates />
      {/* index.html's first cards script copies it; the app's cards need it no more. */}
      {hydrating && <FirstCardTemplate />}
    </div>
  );
}

/** The directory with its filters, and the company panel stepping through what is shown. */
function DirectoryPage() {
  const { apiBase, query, copy, firstPage, lastId, trap, walked } = useChannelDirectory();
  const copyReady = copy.state === 'ready';
  const [view, setView] = useState<ChannelView>(ALL_CHANNELS);
  const { total } = useViewCount(apiBase, ALL_CHANNELS, copyReady, walked);
  const { gridRef, focusChannel } = useCardFocus({ apiBase, view, copyReady, firstPage });
  const detail = useCompanyDetail(
    {
      apiBase,
      copyReady,
      firstPage,
      total,
      walked,
      lastLoadedId: lastId,
      isPending: query.isPending,
      isError: query.isError,
      hasNextPage: query.hasNextPage,
      isFetchingNextPage: query.isFetchingNextPage,
      stopped: trap !== undefined,
      fetchNextPage: query.fetchNextPage,
      refetch: query.refetch,
    },
    view,
    focusChannel,
  );
  // Stable callbacks: the directory and its cards are memoized on them.
  const { openChannel } = detail;
  const onOpenChannel = useCallback(
    (channel: Channel, element: HTMLElement) => openChannel(channel.id, element),
    [openChannel],
  );
  useEffect(() => whenIdle(() => void CompanyDetailDialog.preload()), []);
  // Mounted from the first opening on, and kept: closing must be able to return focus.
  const [panelUsed, setPanelUsed] = useState(false);
  if (!panelUsed && detail.dialogProps.channelId !== null) setPanelUsed(true);
  // The feed reports its view once mounted and on every change; the same filters again (a new
  // object) must not render this whole page again.
  const onViewChange = useCallback(
    (next: ChannelView) => setView((current) => (sameView(current, next) ? current : next)),
    [],
  );
  const renderFeed = useCallback(
    (slot: FeedSlot) => <FilteredFeed slot={slot} onViewChange={onViewChange} />,
    [onViewChange],
  );
  return (
    <>
      <main className={MAIN_CLASS}>
        <ChannelDirectory onOpenChannel={onOpenChannel} renderFeed={renderFeed} gridRef={gridRef} />
      </main>
      {panelUsed && (
        <Suspense fallback={null}>
          <CompanyDetailDialog {...detail.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
