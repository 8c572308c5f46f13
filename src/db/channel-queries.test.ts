import { InfiniteQueryObserver, type QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { noteTyping, TYPING_SETTLE_MS } from '@/lib/fast-scrolling';
import { createTestQueryClient } from '@/test/render';
import { recordRequests } from '@/test/requests';
import {
  channelQueries,
  filterOf,
  KEPT_PAGES,
  readAheadWhileWalking,
  restartWalk,
} from './channel-queries';
import { localDb } from './client';
import { forgetCopyHint, writeCopyHint } from './copy-hint';
import { forgetCopies } from './copy-readiness';
import { resumeCopy } from './resume-copy';
import { runLocalDbInProcess, seedCopy } from './test/in-process';
import { walkTrap } from './walk-state';
import { ALL_CHANNELS } from './view';

beforeEach(() => {
  forgetCopies();
  runLocalDbInProcess();
});

/**
 * An API's walk (`count` channels, pages of 20) under an observer until the test ends, and the
 * URLs it asks for.
 */
function observeList(count = 50, client: QueryClient = createTestQueryClient()) {
  const requested = recordRequests();
  server.use(channelsHandler(makeChannels(count), 20));
  const observer = new InfiniteQueryObserver(client, channelQueries.list(TEST_API));
  const unsubscribe = observer.subscribe(() => undefined);
  onTestFinished(unsubscribe);
  return { requested, observer };
}

const copied = (apiBase = TEST_API) =>
  localDb()
    .call('rows', [apiBase, ALL_CHANNELS, 0, 1000])
    .then((channels) => channels.map((channel) => channel.id));

describe('a return visit whose note of the copy is older than the copy', () => {
  afterEach(() => forgetCopyHint(TEST_API));

  it('goes on from where the copy really is, not into a loop over a link already walked', async () => {
    const page3 = `${TEST_API}/channels?cursor=40&format=api`;
    // The walk reached the end, but the page was left before its note said so.
    await seedCopy(TEST_API, makeChannels(50).slice(0, 40), page3);
    server.use(channelsHandler(makeChannels(50), 20));
    await localDb().call('fetchPage', [TEST_API, page3]);
    writeCopyHint(TEST_API, { total: 40, savedAt: Date.now(), next: page3, complete: false });
    forgetCopies();

    const client = createTestQueryClient();
    const requested = recordRequests();
    expect(resumeCopy(client, TEST_API)).toBe(true);
    const observer = new InfiniteQueryObserver(client, channelQueries.list(TEST_API));
    onTestFinished(observer.subscribe(() => undefined));
    // What auto-load does at once, before the copy has answered: asks for the noted link.
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();

    const result = observer.getCurrentResult();
    expect(result.hasNextPage).toBe(false);
    const last = result.data?.pages.at(-1);
    expect(last && walkTrap(last)).toBeUndefined();
    expect(last?.total).toBe(50);
    expect(requested).toEqual([]);
  });
});

describe('"Refresh everything" pressed while the saved copy is still opening', () => {
  afterEach(() => forgetCopyHint(TEST_API));

  it('counts its first page against the copy, so its progress says how far it checked', async () => {
    const channels = makeChannels(50);
    await seedCopy(TEST_API, channels);
    writeCopyHint(TEST_API, { total: 50, savedAt: Date.now(), next: null, complete: true });
    forgetCopies();
    server.use(channelsHandler(channels, 20));
    // Opening a saved copy takes a while on a real device (the worker, SQLite, the file).
    const db = localDb();
    const call = db.call.bind(db);
    vi.spyOn(db, 'call').mockImplementation((method, args, signal) => {
      const answer = () => call(method, args, signal);
      return method === 'open' ? delay(200).then(answer) : answer();
    });

    const client = createTestQueryClient();
    expect(resumeCopy(client, TEST_API)).toBe(true);
    const observer = new InfiniteQueryObserver(client, channelQueries.list(TEST_API));
    onTestFinished(observer.subscribe(() => undefined));
    await restartWalk(client, TEST_API);

    const first = observer.getCurrentResult().data?.pages[0];
    // 20 of the copy's 50 checked ("Checked 20 of 50 channels"), not a first walk's 20 of 20.
    expect([first?.seen, first?.total]).toEqual([20, 50]);
  });
});

describe('channelQueries.list', () => {
  it('is keyed by the API base and starts at `${apiBase}/channels`', () => {
    const options = channelQueries.list(TEST_API);
    expect(options.queryKey).toEqual(['channels', TEST_API]);
    expect(options.initialPageParam).toBe(`${TEST_API}/channels`);
  });

  it('walks by following next, into the copy, and stops at next: null', async () => {
    const { requested, observer } = observeList();
    await observer.refetch();
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
    const pages = observer.getCurrentResult().data?.pages ?? [];

    expect(requested).toEqual([
      `${TEST_API}/channels`,
      `${TEST_API}/channels?cursor=20&format=api`,
      `${TEST_API}/channels?cursor=40&format=api`,
    ]);
    // The pages say what they brought; the records are in the copy, not in the cache.
    expect(pages.map((page) => [page.received, page.total])).toEqual([
      [20, 20],
      [20, 40],
      [10, 50],
    ]);
    expect(pages.slice(1).map((page) => page.results)).toEqual([undefined, undefined]);
    expect(await copied()).toEqual(makeChannels(50).map((channel) => channel.id));
  });

  it(`keeps the last ${KEPT_PAGES} pages of a long walk, and walks on to the end`, async () => {
    const { observer } = observeList(300);
    await observer.refetch();
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
    const pages = observer.getCurrentResult().data?.pages ?? [];
    expect(pages).toHaveLength(KEPT_PAGES);
    expect(pages.at(-1)).toMatchObject({ next: null, total: 300, lastId: 1 });
  });

  it('stops at a link that leads back to a page already fetched', async () => {
    server.use(
      http.get(`${TEST_API}/channels`, ({ request }) => {
        const second = new URL(request.url).searchParams.has('cursor');
        return HttpResponse.json({
          next: `${TEST_API}/channels?cursor=${second ? 'back' : 'on'}`,
          previous: null,
          results: makeChannels(20, second ? 80 : 100),
        });
      }),
    );
    const requested = recordRequests();
    const observer = new InfiniteQueryObserver(
      createTestQueryClient(),
      channelQueries.list(TEST_API),
    );
    onTestFinished(observer.subscribe(() => undefined));
    await observer.refetch();
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    // cursor=back is new to the walk: it is fetched, and its next (cursor=back again) is not.
    expect(requested).toHaveLength(3);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
  });

  it('keeps two APIs apart, in the cache and in their copies', async () => {
    const other = 'http://other.test/api';
    server.use(
      http.get(`${other}/channels`, () =>
        HttpResponse.json({ next: null, previous: null, results: makeChannels(1, 999) }),
      ),
      channelsHandler(makeChannels(60)),
    );
    const client = createTestQueryClient();
    await client.fetchInfiniteQuery(channelQueries.list(TEST_API));
    await client.fetchInfiniteQuery(channelQueries.list(other));
    const first = client.getQueryData(channelQueries.list(TEST_API).queryKey);
    const second = client.getQueryData(channelQueries.list(other).queryKey);
    expect(first?.pages[0]?.results?.[0]?.id).toBe(60);
    expect(second?.pages[0]?.results?.[0]?.id).toBe(999);
  });

  it("while an API is walked, asks for each next page as soon as a page's JSON is read, once", async () => {
    const { requested, observer } = observeList();
    await observer.refetch();
    requested.splice(0); // only what the walk asks for

    const endWalk = readAheadWhileWalking(TEST_API);
    await observer.fetchNextPage();
    // Page 2 is in; page 3 was asked for before anyone wanted it.
    expect(requested).toEqual([
      `${TEST_API}/channels?cursor=20&format=api`,
      `${TEST_API}/channels?cursor=40&format=api`,
    ]);
    endWalk();
    await observer.fetchNextPage();
    // Page 3 came from the request already made: nothing more was sent.
    expect(requested).toHaveLength(2);
    expect(observer.getCurrentResult().data?.pages.at(-1)).toMatchObject({ next: null, total: 50 });
  });

  it('holds the walk while a search is typed, and lets it go on once the typing pauses', async () => {
    const held: boolean[] = [];
    const db = localDb();
    const call = db.call.bind(db);
    vi.spyOn(db, 'call').mockImplementation((method, args, signal) => {
      if (method === 'holdWalk') held.push(args[1] as boolean);
      return call(method, args, signal);
    });
    const endWalk = readAheadWhileWalking(TEST_API);
    noteTyping();
    noteTyping();
    expect(held).toEqual([true]);
    await delay(TYPING_SETTLE_MS + 50);
    expect(held).toEqual([true, false]);

    // A walk that starts while a search is typed (an auto-load the keys set off) waits at once.
    endWalk();
    noteTyping();
    const endAutoLoad = readAheadWhileWalking(TEST_API);
    expect(held.slice(2)).toEqual([false, true]);
    // Its end lets go whatever the keys do.
    endAutoLoad();
    expect(held.at(-1)).toBe(false);
    await delay(TYPING_SETTLE_MS + 50);
    expect(held.at(-1)).toBe(false);
    expect(held).toHaveLength(5);
  });

  it('does not read ahead for ordinary paging', async () => {
    const { requested, observer } = observeList();
    await observer.refetch();
    await observer.fetchNextPage();
    expect(requested).toHaveLength(2);
  });
});

describe("a keystroke's counts", () => {
  it('ask the worker for the count before the country list, which would hold the count up', async () => {
    await seedCopy(TEST_API, makeChannels(30));
    const asked: string[] = [];
    const db = localDb();
    const call = db.call.bind(db);
    vi.spyOn(db, 'call').mockImplementation((method, args, signal) => {
      asked.push(method);
      return call(method, args, signal);
    });
    const client = createTestQueryClient();
    const filter = filterOf({ ...ALL_CHANNELS, q: 'co' });
    // In the order one render's effects ask for them: the filter bar's list, then the feed's count.
    const countries = client.fetchQuery(channelQueries.countries(TEST_API, filter));
    const count = client.fetchQuery(channelQueries.count(TEST_API, filter));
    const [tally, counted] = await Promise.all([countries, count]);

    expect(asked).toEqual(['count', 'countries']);
    expect(counted.matches).toBeGreaterThan(0);
    expect(tally.values.reduce((sum, country) => sum + country.count, 0)).toBe(counted.matches);
  });
});
