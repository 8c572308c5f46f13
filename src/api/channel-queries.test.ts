import { InfiniteQueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import { channelQueries } from '@/api/channel-queries';

describe('channelQueries.list', () => {
  it('is keyed by the API base and starts at `${apiBase}/channels`', () => {
    const options = channelQueries.list(TEST_API);
    expect(options.queryKey).toEqual(['channels', TEST_API]);
    expect(options.initialPageParam).toBe(`${TEST_API}/channels`);
  });

  it('walks three pages by following next and stops at next: null', async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => requested.push(request.url);
    server.events.on('request:start', record);
    server.use(channelsHandler(makeChannels(50), 20));
    const client = createTestQueryClient();
    const observer = new InfiniteQueryObserver(client, channelQueries.list(TEST_API));
    const unsubscribe = observer.subscribe(() => undefined);

    await observer.refetch();
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    unsubscribe();
    server.events.removeListener('request:start', record);

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
});
