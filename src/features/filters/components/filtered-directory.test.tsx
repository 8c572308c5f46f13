import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchChannelsPage } from '@/api/channels';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { renderWithApp } from '@/test/render';
import { useChannelFilters } from '../hooks/use-channel-filters';
import { useInView } from '@/lib/use-in-view';
import { FilterBar } from './filter-bar';
import { FilterSummary } from './filter-summary';
import { NoMatches } from './no-matches';

// The directory's own query lives in another feature; this test builds the same shape from the
// shared API client.
const channelsQuery = infiniteQueryOptions({
  queryKey: ['filters-test', TEST_API],
  queryFn: ({ pageParam, signal }) => fetchChannelsPage(pageParam, signal),
  initialPageParam: `${TEST_API}/channels`,
  getNextPageParam: (page) => page.next ?? undefined,
});

/** A minimal directory page wired the way the app page wires the filter feature. */
function Directory() {
  const query = useInfiniteQuery(channelsQuery);
  // jsdom has no IntersectionObserver: the end counts as in view once it is rendered.
  const [endRef, endInView] = useInView();
  const channels = useMemo(
    () => query.data?.pages.flatMap((page) => page.results) ?? [],
    [query.data],
  );
  const view = useChannelFilters({
    channels,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: query.fetchNextPage,
    endInView,
  });
  if (!query.data) return <p>Loading…</p>;
  const { result } = view;
  return (
    <>
      <FilterBar filters={view.filters} channels={channels} results={result.channels} />
      <FilterSummary view={view} />
      {result.filtering && result.channels.length === 0 ? (
        <NoMatches
          onClearFilters={() => void view.filters.clearFilters()}
          onSearchAll={() => void view.loadAll.start()}
          hasNextPage={view.hasNextPage}
          searching={view.searching}
        />
      ) : (
        <ul aria-label="Channels">
          {result.channels.map((channel) => (
            <li key={channel.id}>{channel.name}</li>
          ))}
        </ul>
      )}
      <div ref={endRef} />
    </>
  );
}

afterEach(() => server.events.removeAllListeners('request:start'));

function setup(searchParams: string) {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => requests.push(request.url));
  renderWithApp(
    <NuqsTestingAdapter searchParams={searchParams} hasMemory>
      <Directory />
    </NuqsTestingAdapter>,
  );
  return { requests, user: userEvent.setup() };
}

/** Holds page requests (not the first page) until the test lets each one through. */
function gatePages() {
  const waiting: (() => void)[] = [];
  server.use(
    http.get(`${TEST_API}/channels`, async ({ request }) => {
      if (!new URL(request.url).searchParams.has('cursor')) return;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }),
  );
  return async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()?.();
  };
}

const status = () => screen.getByRole('status');

describe('filtering over paginated data', () => {
  it('loads more pages by itself while the matches do not fill the screen', async () => {
    // 60 channels in pages of 20; slugs company-50…59 are on page 1, company-5 on page 3.
    const { requests } = setup('?q=company-5');
    await waitFor(() => expect(status()).toHaveTextContent('11 channels match'));
    expect(requests).toHaveLength(3);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(11);
  });

  it('does not load more when the matches fill the screen', async () => {
    server.use(channelsHandler(makeChannels(90), 30));
    const { requests } = setup('?flag=sponsored');
    await waitFor(() => expect(status()).toHaveTextContent('30 of 30 loaded channels match'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Search all channels' })).toBeVisible();
  });

  it('says when nothing matches anywhere, and clears the filters', async () => {
    const { user } = setup('?q=no-such-channel');
    await waitFor(() => expect(status()).toHaveTextContent('0 channels match'));
    expect(screen.getByRole('heading', { name: 'No channels match your filters' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(status()).toHaveTextContent('60 channels loaded');
  });

  it('"Search all channels" loads to the end with progress', async () => {
    server.use(channelsHandler(makeChannels(150), 30));
    const release = gatePages();
    const { user, requests } = setup('?flag=sponsored');
    await user.click(await screen.findByRole('button', { name: 'Search all channels' }));
    const progress = screen.getByRole('progressbar', { name: 'Loading all channels' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Loaded 30 channels so far');
    expect(status()).toHaveTextContent('Searched 30 channels, 30 match');
    for (let page = 2; page <= 5; page += 1) await release();
    await waitFor(() => expect(status()).toHaveTextContent('150 channels match'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(requests).toHaveLength(5);
  });

  it('Cancel stops loading and keeps every page loaded so far', async () => {
    server.use(channelsHandler(makeChannels(150), 30));
    const release = gatePages();
    const { user, requests } = setup('?flag=sponsored');
    await user.click(await screen.findByRole('button', { name: 'Search all channels' }));
    await release();
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute(
        'aria-valuetext',
        'Loaded 60 channels so far',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Stopped. Everything loaded so far is kept.')).toBeVisible();
    // The page already requested still lands; no further page is asked for.
    await release();
    await waitFor(() => expect(status()).toHaveTextContent('90 of 90 loaded channels match'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(3);
  });

  it('after Cancel, does not auto-load again until the filter changes', async () => {
    // 60 channels in pages of 20: "company-5" has 10 matches on page 1, so auto-load would run.
    const release = gatePages();
    const { user, requests } = setup('?q=company-5');
    await user.click(await screen.findByRole('button', { name: 'Search all channels' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await release();
    await waitFor(() => expect(status()).toHaveTextContent('10 of 40 loaded channels match'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(2);

    // A new filter is a new search: auto-load resumes.
    const search = screen.getByRole('searchbox', { name: 'Search channels' });
    await user.clear(search);
    await user.type(search, 'company-1');
    await waitFor(() => expect(requests).toHaveLength(3));
    await release();
    await waitFor(() => expect(status()).toHaveTextContent('11 channels match'));
  });
});
