import { InfiniteQueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { channelQueries, readAheadWhileWalking } from '@/api/channel-queries';

/**
 * TEST_API's list query (50 channels, pages of 20) under an observer until the test ends, and
 * the URLs it asks for.
 */
function observeList() {
  const requested = recordRequests();
  server.use(channelsHandler(makeChannels(50), 20));
  const observer = new InfiniteQueryObserver(
    createTestQueryClient(),
    channelQueries.list(TEST_API),
  );
  const unsubscribe = observer.subscribe(() => undefined);
  onTestFinished(unsubscribe);
  return { requested, observer };
}

describe('channelQueries.list', () => {
  it('is keyed by the API base and starts at `${apiBase}/channels`', () => {
    const options = channelQueries.list(TEST_API);
    expect(options.queryKey).toEqual(['channels', TEST_API]);
    expect(options.initialPageParam).toBe(`${TEST_API}/channels`);
  });

  it('walks three pages by following next and stops at next: null', async () => {
    const { requested, observer } = observeList();

    await observer.refetch();
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
    const result = observer.getCurrentResult();

    const pages = result.data?.pages ?? [];
    expect(pages.map((page) => page.results.length)).toEqual([20, 20, 10]);
    expect(pages.flatMap((page) => page.results.map((channel) => channel.id))).toEqual(
      makeChannels(50).map((channel) => channel.id),
    );
    expect(requested).toEqual([
      `${TEST_API}/channels`,
      `${TEST_API}/channels?cursor=20&format=api`,
      `${TEST_API}/channels?cursor=40&format=api`,
    ]);
    expect(result.hasNextPage).toBe(false);
  });

  it('keeps two APIs apart in the cache', async () => {
    const other = 'http://other.test/api';
    server.use(
      http.get(`${other}/channels`, () =>
        HttpResponse.json({ next: null, previous: null, results: makeChannels(1, 999) }),
      ),
    );
    const client = createTestQueryClient();
    await client.fetchInfiniteQuery(channelQueries.list(TEST_API));
    await client.fetchInfiniteQuery(channelQueries.list(other));
    const first = client.getQueryData(channelQueries.list(TEST_API).queryKey);
    const second = client.getQueryData(channelQueries.list(other).queryKey);
    expect(first?.pages[0]?.results[0]?.id).toBe(60);
    expect(second?.pages[0]?.results[0]?.id).toBe(999);
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
    expect(observer.getCurrentResult().data?.pages).toHaveLength(3);
  });

  it('does not read ahead for ordinary paging', async () => {
    const { requested, observer } = observeList();
    await observer.refetch();
    await observer.fetchNextPage();
    expect(requested).toHaveLength(2);
  });
});
