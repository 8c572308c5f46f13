import {
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect, useSyncExternalStore } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Channel } from '@/api/schemas';
import { channelQueries } from '@/db/channel-queries';
import { copyReadiness, forgetCopies, subscribeCopies } from '@/db/copy-readiness';
import { syncWithLocalDb } from '@/db/sync';
import { runLocalDbInProcess } from '@/db/test/in-process';
import { interceptLocalDb } from '@/db/test/intercept-local-db';
import { useViewCount } from '@/db/use-view-count';
import { ALL_CHANNELS } from '@/db/view';
import { walkTrap } from '@/db/walk-state';
import { memoryLocation } from '@/lib/url-state/memory-location';
import { UrlStateProvider } from '@/lib/url-state/use-url-params';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import { CompanyDetailDialog } from '../components/company-detail-dialog';
import { polyfillDialog } from '../test/dialog-polyfill';
import { useCompanyDetail } from './use-company-detail';

beforeAll(polyfillDialog);
beforeEach(() => {
  forgetCopies();
  runLocalDbInProcess();
});

/**
 * The directory page in miniature: the production walk and local copy (in this thread), a
 * button per channel of the copy's first window, and the panel.
 */
function Directory() {
  const query = useInfiniteQuery(channelQueries.list(TEST_API));
  const copy = useSyncExternalStore(subscribeCopies, () => copyReadiness(TEST_API));
  const copyReady = copy.state === 'ready';
  const pages = query.data?.pages;
  const last = pages?.at(-1);
  const firstPage =
    query.data?.pageParams[0] === `${TEST_API}/channels` ? pages?.[0]?.results : undefined;
  const { total } = useViewCount(TEST_API, ALL_CHANNELS, copyReady, last?.total ?? 0);
  const rows = useQuery({ ...channelQueries.rows(TEST_API, ALL_CHANNELS, 0), enabled: copyReady });
  // The first page stays until the copy answers, as the app's grid does.
  const channels = (copyReady ? rows.data : undefined) ?? firstPage ?? [];
  const detail = useCompanyDetail(
    {
      apiBase: TEST_API,
      copyReady,
      firstPage,
      total,
      walked: last?.total ?? 0,
      lastLoadedId: pages?.findLast((page) => page.lastId !== null)?.lastId,
      isPending: query.isPending,
      isError: query.isError,
      hasNextPage: query.hasNextPage,
      isFetchingNextPage: query.isFetchingNextPage,
      stopped: last ? walkTrap(last) !== undefined : false,
      fetchNextPage: query.fetchNextPage,
      refetch: query.refetch,
    },
    ALL_CHANNELS,
  );
  return (
    <>
      <p>{total} loaded</p>
      {channels.map((channel) => (
        <button
          key={channel.id}
          type="button"
          onClick={(event) => detail.openChannel(channel.id, event.currentTarget)}
        >
          Open {channel.name}
        </button>
      ))}
      <CompanyDetailDialog {...detail.dialogProps} />
    </>
  );
}

/** As the app's provider does: what the copy shows follows the copy. */
function Synced({ client }: { client: QueryClient }) {
  useEffect(() => syncWithLocalDb(client), [client]);
  return <Directory />;
}

let requests: string[] = [];
afterEach(() => {
  requests = [];
  server.events.removeAllListeners();
});

function serve(channels: Channel[]) {
  server.use(channelsHandler(channels, 20));
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url).searchParams.get('cursor') ?? 'first');
  });
}

function renderDirectory(searchParams = '') {
  const location = memoryLocation(searchParams);
  const client: QueryClient = createTestQueryClient();
  render(
    <UrlStateProvider location={location}>
      <QueryClientProvider client={client}>
        <Synced client={client} />
      </QueryClientProvider>
    </UrlStateProvider>,
  );
  /** The address as last written, once it has been (and how, when `history` is given). */
  const written = (search: string, history?: 'push' | 'replace') =>
    waitFor(() => {
      const last = location.writes.at(-1);
      expect(last?.search).toBe(search);
      if (history) expect(last?.history).toBe(history);
    });
  /** Nothing is loading: a page asked for would show as a query being fetched. */
  const settled = () => waitFor(() => expect(client.isFetching()).toBe(0));
  return { user: userEvent.setup(), written, settled };
}

describe('useCompanyDetail', () => {
  it('opens from a card as a history entry, steps with replace, and closes', async () => {
    serve(makeChannels(60));
    const { user, written } = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Open Company 60' }));
    expect(screen.getByRole('dialog', { name: 'Company 60' })).toBeInTheDocument();
    await written('?channel=60', 'push');

    // The neighbours come from the copy a moment after the panel opens.
    const next = screen.getByRole('button', { name: 'Next channel' });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    await user.click(next);
    expect(await screen.findByRole('dialog', { name: 'Company 59' })).toBeInTheDocument();
    await written('?channel=59', 'replace');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await written('');
    expect(screen.getByRole('button', { name: 'Open Company 60' })).toHaveFocus();
  });

  it('takes arrow keys pressed before the copy has named the neighbours', async () => {
    serve(makeChannels(60));
    const { user } = renderDirectory();
    await waitFor(() => expect(copyReadiness(TEST_API).state).toBe('ready'));
    // Each answer of "who comes before and after" waits until the test lets it through.
    let release = () => {};
    interceptLocalDb('neighbours', (real) =>
      new Promise<void>((resolve) => (release = resolve)).then(real),
    );
    await user.click(await screen.findByRole('button', { name: 'Open Company 60' }));
    await user.keyboard('{ArrowRight}');
    release();
    expect(await screen.findByRole('dialog', { name: 'Company 59' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    release();
    expect(await screen.findByRole('dialog', { name: 'Company 60' })).toBeInTheDocument();
    // The first channel has nothing before it: there ArrowLeft does nothing.
    await user.keyboard('{ArrowLeft}');
    const previous = screen.getByRole('button', { name: 'Previous channel' });
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('dialog', { name: 'Company 60' })).toBeInTheDocument();
  });

  it('loads page after page until a linked channel turns up, and no further', async () => {
    serve(makeChannels(60));
    renderDirectory('?channel=25');
    expect(await screen.findByRole('dialog', { name: 'Company 25' })).toBeInTheDocument();
    expect(await screen.findByText('40 loaded')).toBeInTheDocument();
    expect(requests).toEqual(['first', '20']);
  });

  it('stops as soon as the pages pass an id that is not there', async () => {
    serve(makeChannels(60).filter((channel) => channel.id !== 35));
    renderDirectory('?channel=35');
    const dialog = await screen.findByRole('dialog', { name: 'Channel not found' });
    expect(dialog).toHaveTextContent('no channel with id 35');
    expect(requests).toEqual(['first', '20']);
  });

  it('says not found at once for an id above every channel', async () => {
    serve(makeChannels(60));
    renderDirectory('?channel=999999');
    await screen.findByRole('dialog', { name: 'Channel not found' });
    expect(requests).toEqual(['first']);
  });

  it('says not found after the last page for an id below every channel', async () => {
    serve(makeChannels(60));
    const { user, written } = renderDirectory('?channel=0');
    const dialog = await screen.findByRole('dialog', { name: 'Channel not found' });
    await waitFor(() => expect(dialog).toHaveTextContent('60 channels searched'));
    expect(requests).toEqual(['first', '20', '40']);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the directory' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await written('');
  });

  it('cancels: stops paging, closes the panel and keeps what was loaded', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve(makeChannels(60));
    server.use(
      http.get(`${TEST_API}/channels`, async ({ request }) => {
        // Hold the second page so Cancel is pressed while it is on its way.
        if (new URL(request.url).searchParams.get('cursor') === '20') await gate;
        return undefined;
      }),
    );
    const { user, written, settled } = renderDirectory('?channel=5');
    const dialog = await screen.findByRole('dialog', { name: 'Looking for channel 5' });
    await waitFor(() => expect(requests).toEqual(['first', '20']));
    expect(within(dialog).getByRole('status')).toHaveTextContent('20 channels searched');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await written('');

    release();
    expect(await screen.findByText('40 loaded')).toBeInTheDocument();
    await settled();
    expect(requests).toEqual(['first', '20']);
  });

  it('reports a failed page and goes on searching after a retry', async () => {
    serve(makeChannels(60));
    let failures = 1;
    server.use(
      http.get(`${TEST_API}/channels`, ({ request }) => {
        if (new URL(request.url).searchParams.get('cursor') !== '20' || failures === 0) return;
        failures -= 1;
        return HttpResponse.json({ detail: 'Server error' }, { status: 500 });
      }),
    );
    const { user } = renderDirectory('?channel=25');
    const dialog = await screen.findByRole('dialog', { name: 'Could not load channel 25' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Company 25' })).toBeInTheDocument();
  });

  it('ignores a channel parameter that is not an id', async () => {
    serve(makeChannels(60));
    renderDirectory('?channel=abc');
    expect(await screen.findByText('20 loaded')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual(['first']);
  });
});
