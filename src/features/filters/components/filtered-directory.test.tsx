import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useCallback, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelQueries, readAheadWhileWalking } from '@/db/channel-queries';
import { copyReadiness, forgetCopies, subscribeCopies } from '@/db/copy-readiness';
import { runLocalDbInProcess } from '@/db/test/in-process';
import { interceptViewCounts } from '@/db/test/intercept-view-counts';
import type { ViewCount } from '@/db/view-counts';
import { walkTrap } from '@/db/walk-state';
import { useInView } from '@/lib/use-in-view';
import { useLoadAll } from '@/lib/use-load-all';
import { memoryLocation } from '@/lib/url-state/memory-location';
import { UrlStateProvider } from '@/lib/url-state/use-url-params';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { renderWithApp } from '@/test/render';
import { useChannelFilters } from '../hooks/use-channel-filters';
import { FilterBar } from './filter-bar';
import { FilterSummary } from './filter-summary';
import { NoMatches } from './no-matches';

/**
 * A minimal directory page wired the way the app wires the filter feature: the production walk
 * (channelQueries.list, with its trap detection and read-ahead), the local copy (in this thread,
 * in memory), and the matches listed from the copy's first window.
 */
function Directory() {
  const query = useInfiniteQuery(channelQueries.list(TEST_API));
  const copy = useSyncExternalStore(subscribeCopies, () => copyReadiness(TEST_API));
  const copyReady = copy.state === 'ready';
  // jsdom has no IntersectionObserver: the end counts as in view once it is rendered.
  const [endRef, endInView] = useInView();
  const pages = query.data?.pages;
  const last = pages?.at(-1);
  const readAhead = useCallback(() => readAheadWhileWalking(TEST_API), []);
  const loadAll = useLoadAll({
    hasNextPage: query.hasNextPage,
    fetchNextPage: query.fetchNextPage,
    readAhead,
  });
  const state = useChannelFilters({
    apiBase: TEST_API,
    copyReady,
    walked: last?.total ?? 0,
    seen: last?.seen ?? 0,
    hasNextPage: query.hasNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    stopped: last ? walkTrap(last) !== undefined : false,
    loadAll,
    endInView,
  });
  const matches = useQuery({ ...channelQueries.rows(TEST_API, state.view, 0), enabled: copyReady });
  if (!query.data) return <p>Loading…</p>;
  const { filters, count } = state;
  return (
    <>
      <FilterBar
        filters={filters}
        apiBase={TEST_API}
        view={state.view}
        matches={count.matches}
        copyReady={copyReady}
      />
      <FilterSummary view={state} />
      {filters.filtering && count.matches === 0 && !count.pending ? (
        <NoMatches
          onClearFilters={() => void filters.clearFilters()}
          hasNextPage={state.hasNextPage}
          searching={state.searching}
        />
      ) : (
        <ul aria-label="Channels">
          {(matches.data ?? []).map((channel) => (
            <li key={channel.id}>{channel.name}</li>
          ))}
        </ul>
      )}
      <div ref={endRef} />
    </>
  );
}

beforeEach(() => {
  forgetCopies();
  runLocalDbInProcess();
});
afterEach(() => server.events.removeAllListeners('request:start'));

function setup(searchParams: string) {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => requests.push(request.url));
  const { queryClient } = renderWithApp(
    <UrlStateProvider location={memoryLocation(searchParams)}>
      <Directory />
    </UrlStateProvider>,
  );
  /** Nothing is loading: a page asked for would show as a query being fetched. */
  const settled = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { requests, user: userEvent.setup(), settled };
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

/**
 * Answers the copy's counts of the search `q`, ask after ask: with the given count, or "hold"
 * (waits for release(), then counts); past the list, as its last answer; other searches as usual.
 */
function scriptCounts(q: string, answers: ('hold' | ViewCount)[]) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asks = 0;
  interceptViewCounts('count', async (count, ...args) => {
    if (args[0].q !== q) return count(...args);
    // A count asked again before the release (the copy changed meanwhile, as when a walk's last
    // commit lands late on a busy machine) stays held: CI once saw the second ask answer at once.
    const answer = answers[Math.min(asks, answers.length - 1)];
    asks += 1;
    if (answer === 'hold') await held;
    else if (answer) return answer;
    return count(...args);
  });
  return { release, asks: () => asks };
}

describe('filtering over paginated data', () => {
  it('loads more pages by itself while the matches do not fill the screen', async () => {
    // 60 channels in pages of 20; slugs company-50…59 are on page 1, company-5 on page 3.
    const { requests } = setup('?q=company-5');
    await waitFor(() => expect(status()).toHaveTextContent('11 channels match'));
    expect(requests).toHaveLength(3);
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(11),
    );
  });

  it('does not load more when the matches fill the screen', async () => {
    server.use(channelsHandler(makeChannels(90), 30));
    const { requests, settled } = setup('?flag=sponsored');
    await waitFor(() => expect(status()).toHaveTextContent('30 of 30 loaded channels match'));
    await settled();
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Search all channels' })).toBeVisible();
  });

  it("says it is still counting when a search takes a while, not the last search's number", async () => {
    const { user } = setup('?q=company-5');
    await waitFor(() => expect(status()).toHaveTextContent('11 channels match'));
    // The new search's count is held, as when the database is busy storing a walk's pages.
    const counts = scriptCounts('company-59', ['hold']);
    await user.type(screen.getByRole('searchbox', { name: 'Search channels' }), '9');
    await waitFor(() => expect(status()).toHaveTextContent('Looking through 60 channels…'));
    counts.release();
    await waitFor(() => expect(status()).toHaveTextContent('1 channel matches'));
  });

  it('never reads the unfiltered count as the matches of a first filter', async () => {
    const { user, settled } = setup('');
    await waitFor(() => expect(status()).toHaveTextContent('20 channels loaded'));
    // The copy has counted the unfiltered list: that count is the one that must not stand in.
    await waitFor(() => expect(copyReadiness(TEST_API).state).toBe('ready'));
    await settled();
    // The filter's count is held: until it comes, "20 channels match" would be false.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    interceptViewCounts('count', async (count, ...args) => {
      if (args[0].flags.length > 0) await held;
      return count(...args);
    });
    await user.click(screen.getByRole('button', { name: 'Hiring' }));
    expect(status()).toHaveTextContent('Looking through 20 channels…');
    release();
    await waitFor(() =>
      expect(status()).toHaveTextContent(/^\d+ (of \d+ loaded )?channels match$/),
    );
  });

  it('shows a long count as it goes, and none found so far is not "no matches"', async () => {
    const { user } = setup('?q=company-5');
    await waitFor(() => expect(status()).toHaveTextContent('11 channels match'));
    // As a one-letter search over a million channels: "none so far", then the rest (held).
    const counts = scriptCounts('company-59', [{ matches: 0, total: 60, complete: false }, 'hold']);
    await user.type(screen.getByRole('searchbox', { name: 'Search channels' }), '9');
    await waitFor(() => expect(status()).toHaveTextContent('0 matches so far, still counting…'));
    expect(screen.queryByRole('heading', { name: 'No channels match your filters' })).toBeNull();
    counts.release();
    await waitFor(() => expect(status()).toHaveTextContent('1 channel matches'));
    expect(counts.asks()).toBe(2);
  });

  it("never words an unfinished count as the next search's finished one", async () => {
    const { user } = setup('?q=company-5');
    await waitFor(() => expect(status()).toHaveTextContent('11 channels match'));
    // "company-59" answers with what it found so far and goes on; "company-590" is slow to start.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let nextAsked = false;
    interceptViewCounts('count', async (count, ...args) => {
      if (args[0].q === 'company-59') return { matches: 7, total: 60, complete: false };
      if (args[0].q === 'company-590') {
        nextAsked = true;
        await held;
      }
      return count(...args);
    });
    const search = screen.getByRole('searchbox', { name: 'Search channels' });
    await user.type(search, '9');
    await waitFor(() => expect(status()).toHaveTextContent('7 matches so far, still counting…'));
    await user.type(search, '0');
    await waitFor(() => expect(nextAsked).toBe(true));
    // 7 was nobody's finished count: "7 channels match" read as the answer to "company-590".
    expect(status()).toHaveTextContent('7 matches so far, still counting…');
    release();
    await waitFor(() => expect(status()).toHaveTextContent('0 channels match'));
  });

  it('says when nothing matches anywhere, and clears the filters', async () => {
    const { user } = setup('?q=no-such-channel');
    await waitFor(() => expect(status()).toHaveTextContent('0 channels match'));
    expect(screen.getByRole('heading', { name: 'No channels match your filters' })).toBeVisible();
    // From the keyboard: the button goes with the empty result, and the line takes the focus.
    screen.getByRole('button', { name: 'Clear filters' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('60 channels loaded'));
    expect(status()).toHaveFocus();
  });

  it('"Search all channels" loads to the end with progress', async () => {
    server.use(channelsHandler(makeChannels(150), 30));
    const release = gatePages();
    const { user, requests } = setup('?flag=sponsored');
    await user.click(await screen.findByRole('button', { name: 'Search all channels' }));
    const progress = screen.getByRole('progressbar', { name: 'Loading all channels' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Loaded 30 channels so far');
    await waitFor(() => expect(status()).toHaveTextContent('Searched 30 channels, 30 match'));
    for (let page = 2; page <= 5; page += 1) await release();
    await waitFor(() => expect(status()).toHaveTextContent('150 channels match'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(requests).toHaveLength(5);
  });

  it('"Search all channels" by keyboard: Cancel takes the focus, and the result when it ends', async () => {
    server.use(channelsHandler(makeChannels(150), 30));
    const release = gatePages();
    const { user } = setup('?flag=sponsored');
    (await screen.findByRole('button', { name: 'Search all channels' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    for (let page = 2; page <= 5; page += 1) await release();
    await waitFor(() => expect(status()).toHaveTextContent('150 channels match'));
    // No page is left, so no "Search all channels" to come back to: the line with the result.
    await waitFor(() => expect(status()).toHaveFocus());
  });

  it('Cancel stops loading and keeps every page loaded so far', async () => {
    server.use(channelsHandler(makeChannels(150), 30));
    const release = gatePages();
    const { user, requests, settled } = setup('?flag=sponsored');
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
    await settled();
    expect(requests).toHaveLength(3);
  });

  it('after Cancel, does not auto-load again until the filter changes', async () => {
    // 60 channels in pages of 20: "company-5" has 10 matches on page 1, so auto-load would run.
    const release = gatePages();
    const { user, requests, settled } = setup('?q=company-5');
    await user.click(await screen.findByRole('button', { name: 'Search all channels' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await release();
    await waitFor(() => expect(status()).toHaveTextContent('10 of 40 loaded channels match'));
    await settled();
    expect(requests).toHaveLength(2);

    // A new filter is a new search: auto-load resumes, and the line no longer says it stopped.
    expect(screen.getByText('Stopped. Everything loaded so far is kept.')).toBeVisible();
    const search = screen.getByRole('searchbox', { name: 'Search channels' });
    await user.clear(search);
    await user.type(search, 'company-1');
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Stop searching' })).toBeVisible();
    expect(screen.queryByText('Stopped. Everything loaded so far is kept.')).toBeNull();
    await release();
    await waitFor(() => expect(status()).toHaveTextContent('11 channels match'));
  });

  it('"Stop searching" ends the pages a filter loads by itself, until the filter changes', async () => {
    // "company-5" has 10 matches on page 1 of 3: too few to fill a screen, so auto-load runs.
    const release = gatePages();
    const { user, requests, settled } = setup('?q=company-5');
    const stop = await screen.findByRole('button', { name: 'Stop searching' });
    await waitFor(() => expect(requests).toHaveLength(2));
    stop.focus();
    await user.keyboard('{Enter}');
    // A keyboard user stays where they were: on the control that replaced the one pressed.
    expect(screen.getByRole('button', { name: 'Search all channels' })).toHaveFocus();
    await release();
    await waitFor(() => expect(status()).toHaveTextContent('10 of 40 loaded channels match'));
    await settled();
    expect(requests).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Stop searching' })).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search channels' });
    await user.clear(search);
    await user.type(search, 'company-1');
    await waitFor(() => expect(requests).toHaveLength(3));
  });

  it('"Stop searching" in the empty result ends a search for something no loaded channel has', async () => {
    const release = gatePages();
    const { user, requests, settled } = setup('?q=no-such-channel');
    await waitFor(() => expect(screen.getByText(/Looking through more channels/)).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Stop searching' }));
    expect(screen.getByRole('button', { name: 'Search all channels' })).toHaveFocus();
    await release();
    await waitFor(() => expect(status()).toHaveTextContent('0 of 40 loaded channels match'));
    await settled();
    expect(requests).toHaveLength(2);
    expect(screen.getByText(/None of the channels loaded so far match/)).toBeVisible();
  });
});
