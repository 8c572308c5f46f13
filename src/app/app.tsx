import { useCallback, useState } from 'react';
import type { Channel } from '@/api/schemas';
import { ChannelDirectory } from '@/features/channels/components/channel-directory';
import { ChannelDirectoryProvider } from '@/features/channels/components/channel-directory-provider';
import type { FeedSlot } from '@/features/channels/components/directory-feed';
import { useChannelDirectory } from '@/features/channels/hooks/use-channel-directory';
import { CompanyDetailDialog } from '@/features/company-detail/components/company-detail-dialog';
import { useCompanyDetail } from '@/features/company-detail/hooks/use-company-detail';
import { AppHeader } from './app-header';
import { FilteredFeed } from './filtered-feed';

export function App() {
  return (
    <div className="min-h-dvh bg-surface text-ink">
      <AppHeader />
      <ChannelDirectoryProvider>
        <DirectoryPage />
      </ChannelDirectoryProvider>
    </div>
  );
}

/** The directory with its filters, and the company panel stepping through what is shown. */
function DirectoryPage() {
  const { query, channels } = useChannelDirectory();
  const [shown, setShown] = useState<readonly Channel[] | null>(null);
  const detail = useCompanyDetail(
    {
      channels,
      isPending: query.isPending,
      isError: query.isError,
      hasNextPage: query.hasNextPage,
      isFetchingNextPage: query.isFetchingNextPage,
      fetchNextPage: query.fetchNextPage,
      refetch: query.refetch,
    },
    shown ?? channels,
  );
  // Stable callbacks: the directory and its cards are memoized on them.
  const { openChannel } = detail;
  const onOpenChannel = useCallback(
    (channel: Channel, element: HTMLElement) => openChannel(channel.id, element),
    [openChannel],
  );
  const renderFeed = useCallback(
    (slot: FeedSlot) => <FilteredFeed slot={slot} onMatchesChange={setShown} />,
    [],
  );
  return (
    <>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <ChannelDirectory onOpenChannel={onOpenChannel} renderFeed={renderFeed} />
      </main>
      <CompanyDetailDialog {...detail.dialogProps} />
    </>
  );
}
