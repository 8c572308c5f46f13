import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelQueries } from '@/db/channel-queries';
import { forgetCopyHint, readCopyHint, writeCopyHint } from '@/db/copy-hint';
import { forgetCopies } from '@/db/copy-readiness';
import { readFirstScreen, writeFirstScreen } from '@/db/first-screen';
import { resumeCopy } from '@/db/resume-copy';
import { runLocalDbInProcess, seedCopy } from '@/db/test/in-process';
import { useViewCount } from '@/db/use-view-count';
import { ALL_CHANNELS } from '@/db/view';
import { makeChannel, makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { createTestQueryClient, renderWithApp } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { ChannelDirectory } from './channel-directory';
import { ChannelDirectoryProvider } from './channel-directory-provider';
import { ChannelGrid } from './channel-grid';
import type { FeedSlot } from './directory-feed';

/** The directory as the app mounts it: under the provider that holds the channels query. */
function renderDirectory(ui: ReactElement, queryClient = createTestQueryClient()) {
  return renderWithApp(<ChannelDirectoryProvider>{ui}</ChannelDirectoryProvider>, { queryClient });
}

// jsdom has no layout: rows keep their estimated height (3 columns at jsdom's 1024 px window,
// 768 px tall). The database runs in this thread, in memory, behind the worker's protocol.
let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // A test's unmount may still save its place: start each one without a saved place.
  sessionStorage.clear();
  forgetCopies();
  runLocalDbInProcess();
  // jsdom does not scroll: move scrollY and fire the scroll event soon after, as a browser does.
  scrollTo = vi.fn(({ top }: ScrollToOptions) => {
    vi.stubGlobal('scrollY', top ?? 0);
    setTimeout(() => window.dispatchEvent(new Event('scroll')));
  });
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const feed = () => screen.getByRole('feed', { name: 'Channels' });
const cardNames = () =>
  within(feed())
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id ?? '')?.textContent);

describe('ChannelDirectory', () => {
  it('shows skeletons, then cards with their position, and fills about two screens', async () => {
    renderDirectory(<ChannelDirectory />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading channels…');
    // The first page's 7 rows end within two screens of the viewport: a second page follows.
    await screen.findByText('40 channels loaded');
    const first = within(feed()).getByRole('article', { name: 'Company 60' });
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '-1');
    // Only the rows near the viewport are in the DOM.
    expect(within(feed()).getAllByRole('article').length).toBeLessThan(40);
  });

  it('loads the rest by keyboard alone and ends with "All channels loaded"', async () => {
    const user = userEvent.setup();
    renderDirectory(<ChannelDirectory />);
    await screen.findByText('40 channels loaded');
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('All channels loaded')).toBeInTheDocument();
    // The count follows the copy a moment after the last page lands.
    expect(await screen.findByText('60 channels loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(feed()).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '60');
  });

  it('moves between cards with Page Down / Page Up and leaves the feed with Control+End', async () => {
    const user = userEvent.setup();
    renderDirectory(<ChannelDirectory onOpenChannel={() => undefined} />);
    await screen.findByText('40 channels loaded');
    screen.getByRole('button', { name: 'Company 60' }).focus();
    // Focus goes into the next article, onto its name (the card's focus target).
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: 'Company 59' })).toHaveFocus();
    await user.keyboard('{PageDown}{PageUp}{PageUp}');
    expect(screen.getByRole('button', { name: 'Company 60' })).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
  });

  it('Control+End goes to the last card when nothing follows the feed (every page loaded)', async () => {
    const user = userEvent.setup();
    renderDirectory(<ChannelDirectory onOpenChannel={() => undefined} />);
    await screen.findByText('40 channels loaded');
    screen.getByRole('button', { name: 'Load more' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('60 channels loaded')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Company 60' }).focus();
    await user.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Company 1' })).toHaveFocus());
    expect(screen.getByRole('article', { name: 'Company 1' })).toHaveAttribute(
      'aria-posinset',
      '60',
    );
  });

  it('is one tab stop: Tab goes from one card through its links and out; arrows move card by card', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    renderDirectory(
      <>
        <button type="button">Before</button>
        <ChannelDirectory onOpenChannel={(channel) => opened.push(channel.name)} />
      </>,
    );
    await screen.findByText('40 channels loaded');
    const name = (text: string) => screen.getByRole('button', { name: text });
    const link = (text: string) => screen.getByRole('link', { name: text });
    name('Before').focus();
    await user.tab();
    expect(name('Company 60')).toHaveFocus();
    await user.tab();
    expect(link('Company 60 website')).toHaveFocus();
    await user.tab();
    expect(link('Company 60 on LinkedIn')).toHaveFocus();
    // No other card is on the way out of the grid.
    await user.tab();
    expect(name('Load more')).toHaveFocus();
    await user.tab({ shift: true });
    expect(link('Company 60 on LinkedIn')).toHaveFocus();

    // Three cards to a row (jsdom's 1024 px window): right, down a row, left, up a row.
    await user.keyboard('{ArrowRight}');
    expect(name('Company 59')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(name('Company 56')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(name('Company 57')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(name('Company 60')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(name('Company 60')).toHaveFocus();

    // The tab stop moved with focus: Tab now goes through this card's links.
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(link('Company 59 website')).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['Company 59']);
  });

  it('End scrolls to the last loaded card and focuses it once it is rendered; Home goes back', async () => {
    const user = userEvent.setup();
    renderDirectory(<ChannelDirectory onOpenChannel={() => undefined} />);
    await screen.findByText('40 channels loaded');
    screen.getByRole('button', { name: 'Company 60' }).focus();
    // Card 40 sits in row 14 of 3 columns: far below the rendered rows.
    expect(screen.queryByRole('button', { name: 'Company 21' })).toBeNull();
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Company 21' })).toHaveFocus());
    expect(scrollTo).toHaveBeenCalled();
    await user.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Company 60' })).toHaveFocus());
  });

  it('keeps the "Load more" name while a page loads, and does not ask twice', async () => {
    const user = userEvent.setup();
    const requested: string[] = [];
    server.use(
      http.get(`${TEST_API}/channels`, async ({ request }) => {
        requested.push(request.url);
        if (new URL(request.url).searchParams.get('cursor') === '40') {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return undefined;
      }),
      channelsHandler(makeChannels(60)),
    );
    renderDirectory(<ChannelDirectory />);
    await screen.findByText('40 channels loaded');
    const button = screen.getByRole('button', { name: 'Load more' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName('Load more');
    await user.click(button);
    await screen.findByText('60 channels loaded');
    expect(requested.filter((url) => url.includes('cursor=40'))).toHaveLength(1);
  });

  it('shows a record that two pages both carry once', async () => {
    const all = makeChannels(30);
    server.use(
      http.get(`${TEST_API}/channels`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        // The server inserted while we paged: page 2 starts with the last two of page 1.
        const results = cursor ? all.slice(13, 30) : all.slice(0, 15);
        const next = cursor ? null : `${TEST_API}/channels?cursor=2&format=api`;
        return HttpResponse.json({ next, previous: null, results });
      }),
    );
    renderDirectory(<ChannelDirectory />);
    await screen.findByText('All channels loaded');
    expect(await screen.findByText('30 channels loaded')).toBeInTheDocument();
    expect(within(feed()).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '30');
    const names = cardNames();
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the loaded cards when a later page fails, with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(`${TEST_API}/channels`, ({ request }) => {
        if (fail && new URL(request.url).searchParams.has('cursor')) {
          return HttpResponse.json({ detail: 'Boom' }, { status: 400 });
        }
        return undefined;
      }),
      channelsHandler(makeChannels(60)),
    );
    renderDirectory(<ChannelDirectory />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not load more channels/i);
    expect(screen.getByText('20 channels loaded')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('40 channels loaded');
  });

  it('explains a failed first page with a retry', async () => {
    server.use(
      http.get(`${TEST_API}/channels`, () => HttpResponse.json({ detail: 'No' }, { status: 403 })),
    );
    renderDirectory(<ChannelDirectory />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says, once and dismissibly, that the copy is kept in this tab only, and goes on working', async () => {
    const inMemory =
      'The saved copy is open in another tab of this app: this tab keeps its channels in memory until it closes.';
    runLocalDbInProcess({ notice: inMemory });
    const user = userEvent.setup();
    renderDirectory(<ChannelDirectory />);
    await screen.findByText('40 channels loaded');
    expect(await screen.findByText(inMemory)).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(inMemory)).toBeNull();
    // The cards stay, and the rest still loads into the copy in memory.
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('60 channels loaded')).toBeInTheDocument();
    expect(within(feed()).getByRole('article', { name: 'Company 60' })).toBeInTheDocument();
  });

  it('offers new channels found at the top and puts them there without refetching every page', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderDirectory(<ChannelDirectory />);
    await screen.findByText('40 channels loaded');

    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(request.url));
    const newer = [63, 62, 61].map((id) => makeChannel(id, { name: `Newcomer ${id}` }));
    server.use(channelsHandler([...newer, ...makeChannels(60)]));
    // What a return to the tab after five minutes does: the look for new channels runs again.
    await queryClient.invalidateQueries({ queryKey: channelQueries.top(TEST_API).queryKey });

    const pill = await screen.findByRole('button', { name: '3 new channels' });
    await user.click(pill);
    expect(await screen.findByText('43 channels loaded')).toBeInTheDocument();
    expect(within(feed()).getAllByRole('article')[0]).toHaveAccessibleName('Newcomer 63');
    expect(screen.queryByRole('button', { name: /new channels/ })).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(requested).toEqual([`${TEST_API}/channels`]);
    server.events.removeAllListeners();
  });

  describe('a return visit', () => {
    const page3 = `${TEST_API}/channels?cursor=40&format=api`;
    const topKey = channelQueries.top(TEST_API).queryKey;
    afterEach(() => forgetCopyHint(TEST_API));

    /** A copy saved by an earlier visit: the first two pages of the API, and where to go on. */
    async function savedCopy(channels = makeChannels(60).slice(0, 40), complete = false) {
      const next = complete ? null : page3;
      await seedCopy(TEST_API, channels, next);
      const savedAt = new Date(2024, 2, 5, 10, 42).getTime();
      writeCopyHint(TEST_API, { total: channels.length, savedAt, next, complete });
      forgetCopies();
    }

    it('starts from the saved copy, says how old it is, and continues the walk where it stopped', async () => {
      await savedCopy();
      const requests = recordRequests();
      const queryClient = createTestQueryClient();
      // What start-app.tsx does before the first render.
      expect(resumeCopy(queryClient, TEST_API)).toBe(true);
      renderDirectory(<ChannelDirectory />, queryClient);
      expect(await screen.findByText(/^Saved copy from .*10:42/)).toBeInTheDocument();
      expect(await within(feed()).findByRole('article', { name: 'Company 60' })).toBeVisible();
      await waitFor(() => expect(screen.getByText(/checked for new channels at/)).toBeVisible());
      const button = screen.getByRole('button', { name: 'Load more' });
      await userEvent.click(button);
      await screen.findByText('60 channels loaded');
      // Only the look for new channels asked for the first page; the walk went on from page 3.
      expect(requests).toEqual([`${TEST_API}/channels`, page3]);
    });

    it("in a tab kept in memory (another tab has the copy), walks from the network and leaves the saved copy's note alone", async () => {
      const saved = { total: 40, savedAt: Date.now() - 60_000, next: page3, complete: false };
      writeCopyHint(TEST_API, saved);
      runLocalDbInProcess({
        notice:
          'The saved copy is open in another tab of this app: this tab keeps its channels in memory until it closes.',
      });
      const queryClient = createTestQueryClient();
      expect(resumeCopy(queryClient, TEST_API)).toBe(true);
      renderDirectory(<ChannelDirectory />, queryClient);
      // The copy in memory is empty: the walk starts over from the network, in this tab, and
      // the tab says why.
      expect(await screen.findByRole('article', { name: 'Company 60' })).toBeVisible();
      expect(await screen.findByText(/open in another tab/)).toHaveAttribute('role', 'status');
      await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
      expect(await screen.findByText('All channels loaded')).toBeInTheDocument();
      expect(await screen.findByText('60 channels loaded')).toBeInTheDocument();
      // What a later visit resumes is still the other tab's saved copy, not this tab's walk.
      expect(readCopyHint(TEST_API)).toEqual(saved);
    });

    it('paints the first cards of the last visit at once, before the copy is open', async () => {
      const channels = makeChannels(60).slice(0, 40);
      await savedCopy(channels);
      writeFirstScreen(TEST_API, channels.slice(0, 20));
      const queryClient = createTestQueryClient();
      resumeCopy(queryClient, TEST_API);
      renderDirectory(<ChannelDirectory />, queryClient);
      // In the first render: the database has not answered yet.
      expect(within(feed()).getAllByRole('article')[0]).toHaveAccessibleName('Company 60');
      // Then the copy takes over, with everything it holds.
      expect(await screen.findByText(/^Saved copy from .*10:42/)).toBeInTheDocument();
      expect(await screen.findByText('40 channels loaded')).toBeInTheDocument();
      expect(within(feed()).getAllByRole('article')[0]).toHaveAccessibleName('Company 60');
    });

    it('keeps the first page a visit fetched for the next one, and forgets it with the copy', async () => {
      renderDirectory(<ChannelDirectory />);
      expect(await screen.findByRole('article', { name: 'Company 60' })).toBeVisible();
      // Kept with the copy, once it has stored that page.
      await waitFor(() => expect(readFirstScreen(TEST_API)).toHaveLength(20));
      expect(readFirstScreen(TEST_API)?.[0]?.id).toBe(60);
      forgetCopyHint(TEST_API);
      expect(readFirstScreen(TEST_API)).toBeUndefined();
    });

    it('opened offline, says so over the saved copy, and looks for new channels once back online', async () => {
      await savedCopy();
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      server.use(http.get(`${TEST_API}/channels`, () => HttpResponse.error()));
      const queryClient = createTestQueryClient();
      resumeCopy(queryClient, TEST_API);
      renderDirectory(<ChannelDirectory />, queryClient);
      expect(
        await screen.findByText(
          /^You are offline: saved copy from (\d+ [A-Z][a-z]+, )?\d\d:\d\d( [AP]M)?\. Search and details work on it\.$/,
        ),
      ).toBeInTheDocument();
      expect(await within(feed()).findByRole('article', { name: 'Company 60' })).toBeVisible();
      // Nothing to offer that needs the network.
      expect(screen.queryByRole('button', { name: 'Refresh everything' })).toBeNull();
      await waitFor(() => expect(queryClient.getQueryState(topKey)?.status).toBe('error'));

      server.resetHandlers();
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByText(/checked for new channels at/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Refresh everything' })).toBeEnabled();
    });

    it('"Refresh everything" walks the API again, and drops what it no longer has at the end', async () => {
      const gone = makeChannel(5000, { name: 'Long Gone Ltd' });
      await savedCopy([gone, ...makeChannels(60).slice(0, 40)]);
      const queryClient = createTestQueryClient();
      resumeCopy(queryClient, TEST_API);
      renderDirectory(<ChannelDirectory />, queryClient);
      expect(await within(feed()).findByRole('article', { name: 'Long Gone Ltd' })).toBeVisible();
      await userEvent.click(await screen.findByRole('button', { name: 'Refresh everything' }));
      await screen.findByText('All channels loaded');
      await screen.findByText('60 channels loaded');
      expect(within(feed()).queryByRole('article', { name: 'Long Gone Ltd' })).toBeNull();
      expect(within(feed()).getAllByRole('article')[0]).toHaveAccessibleName('Company 60');
    });

    it('"Refresh everything" takes in the new channels the pill offered, and the pill goes', async () => {
      await savedCopy(makeChannels(60).slice(5), true);
      const queryClient = createTestQueryClient();
      resumeCopy(queryClient, TEST_API);
      renderDirectory(<ChannelDirectory />, queryClient);
      expect(await screen.findByRole('button', { name: '5 new channels' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Refresh everything' }));
      expect(await screen.findByText(/^Everything refreshed at \d/)).toBeInTheDocument();
      expect(screen.getByText('60 channels loaded')).toBeInTheDocument();
      expect(within(feed()).getAllByRole('article')[0]).toHaveAccessibleName('Company 60');
      expect(screen.queryByRole('button', { name: /new channels/ })).toBeNull();
    });

    it('"Refresh everything" over a complete copy walks the API again to the end and says when', async () => {
      // The usual case: an earlier "Search all channels" walked everything, so the copy has no
      // next page until the first one is asked for again.
      const gone = makeChannel(5000, { name: 'Long Gone Ltd' });
      await savedCopy([gone, ...makeChannels(60)], true);
      const queryClient = createTestQueryClient();
      resumeCopy(queryClient, TEST_API);
      renderDirectory(<ChannelDirectory />, queryClient);
      expect(await screen.findByText('61 channels loaded')).toBeInTheDocument();
      const refresh = await screen.findByRole('button', { name: 'Refresh everything' });
      await userEvent.click(refresh);
      await screen.findByText('60 channels loaded');
      expect(within(feed()).queryByRole('article', { name: 'Long Gone Ltd' })).toBeNull();
      expect(await screen.findByText(/^Everything refreshed at \d/)).toBeInTheDocument();
      // The line stays, with the same button, where the focus still is, to refresh again.
      expect(refresh).toHaveFocus();
      expect(refresh).not.toHaveAttribute('aria-disabled', 'true');
    });
  });

  it('lets the app show a view of the copy (a filter) in the grid', async () => {
    renderDirectory(<ChannelDirectory renderFeed={(slot) => <Filtered {...slot} />} />);
    // Few matches leave the end of the feed in view, so the grid keeps loading pages.
    await screen.findByText('All channels loaded');
    await waitFor(() =>
      expect(cardNames()).toEqual([60, 50, 40, 30, 20, 10].map((id) => `Company ${id}`)),
    );
  });

  it('comes back to the saved place after a reload, once the copy holds that card', async () => {
    sessionStorage.setItem(
      `channels:place:${TEST_API}`,
      JSON.stringify({ index: 31, rowBottom: 40 }),
    );
    renderDirectory(<ChannelDirectory />);
    // Card 32 (index 31) starts row 11 of 3 columns: its row is on screen, the first row is not.
    const card = await screen.findByRole('article', { name: 'Company 29' });
    expect(card).toHaveAttribute('aria-posinset', '32');
    expect(within(feed()).queryByRole('article', { name: 'Company 60' })).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 10 * 248 + 248 - 40 }));
  });
});

/** A feed slot as the app fills it: the grid shows the channels whose text has a "0". */
function Filtered({ grid, paging }: FeedSlot) {
  const view = { ...ALL_CHANNELS, q: '0' };
  const { matches } = useViewCount(paging.apiBase, view, paging.copyReady, paging.walked);
  return (
    <ChannelGrid
      {...grid}
      source={{ kind: 'copy', apiBase: paging.apiBase, view }}
      total={paging.copyReady ? matches : 0}
      setSize={-1}
    />
  );
}
