import { ThemeSwitcher } from '@/components/theme-switcher';
import { useState } from 'react';
import type { Channel } from '@/api/schemas';
import { ApiSettings } from '@/features/api-settings/components/api-settings';
import { ChannelDirectory } from '@/features/channels/components/channel-directory';
import { useChannelDirectory } from '@/features/channels/hooks/use-channel-directory';
import { CompanyDetailDialog } from '@/features/company-detail/components/company-detail-dialog';
import { useCompanyDetail } from '@/features/company-detail/hooks/use-company-detail';
import { FilteredFeed } from './filtered-feed';

export function App() {
  // Same query key as the directory's own, so this shares its cache: no second request.
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
  return (
    <div className="min-h-dvh bg-surface text-ink">
      <header className="border-b border-line bg-panel/80">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <h1 className="m-0">
            <a
              href="./"
              className="flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <span
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-lg bg-accent text-accent-ink"
              >
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <rect x="3" y="3" width="7" height="7" rx="1.5" />
                  <rect x="14" y="3" width="7" height="7" rx="1.5" />
                  <rect x="3" y="14" width="7" height="7" rx="1.5" />
                  <rect x="14" y="14" width="7" height="7" rx="1.5" />
                </svg>
              </span>
              <span className="text-lg font-semibold tracking-tight">Channels</span>
            </a>
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <ApiSettings />
            <ThemeSwitcher />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <ChannelDirectory
          onOpenChannel={(channel, element) => detail.openChannel(channel.id, element)}
          renderFeed={(slot) => <FilteredFeed slot={slot} onMatchesChange={setShown} />}
        />
      </main>
      <CompanyDetailDialog {...detail.dialogProps} />
    </div>
  );
}
