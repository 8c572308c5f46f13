import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelsPage } from '@/api/parse-page';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { FETCH_WINDOW, TAKE_LIMIT } from './page-stream';
import { connectedFetcher } from './test/connected-fetcher';

const requested: string[] = [];
server.events.on('request:start', ({ request }) => requested.push(request.url));
afterEach(() => {
  requested.length = 0;
});

const first = `${TEST_API}/channels`;
const never = new AbortController().signal;
const idsOf = (pages: ChannelsPage[]) =>
  pages.flatMap((page) => page.results.map((channel) => channel.id));

describe('pages from the fetch worker', () => {
  it(`hands the walk's pages over in order, validated, fetching at most ${FETCH_WINDOW} ahead`, async () => {
    server.use(channelsHandler(makeChannels(400)));
    const pages = connectedFetcher()(TEST_API, first);
    const taken = await pages.take(first, never);
    await delay(100);
    // The pages handed over, the next batch (asked for as this one was taken), the window, and
    // the one asked for as soon as the last JSON was read.
    expect(requested.length).toBeLessThanOrEqual(taken.length + TAKE_LIMIT + FETCH_WINDOW + 1);
    const ids = idsOf(taken);
    let link = taken.at(-1)?.next ?? null;
    while (link !== null) {
      const more = await pages.take(link, never);
      // What was fetched meanwhile comes at once, a few pages at a time.
      expect(more.length).toBeLessThanOrEqual(TAKE_LIMIT);
      ids.push(...idsOf(more));
      link = more.at(-1)?.next ?? null;
    }
    expect(ids).toEqual(makeChannels(400).map((channel) => channel.id));
    pages.stop();
  });

  it('names records that fail validation, and a page it cannot fetch rejects when taken', async () => {
    const channels = makeChannels(60);
    server.use(
      http.get(`${TEST_API}/channels`, ({ request }) => {
        if (new URL(request.url).searchParams.get('cursor') === '40')
          return HttpResponse.json({ detail: 'Server error' }, { status: 500 });
        return undefined;
      }),
      channelsHandler([
        { ...channels[0], name: 42 } as unknown as (typeof channels)[0],
        ...channels.slice(1),
      ]),
    );
    const pages = connectedFetcher()(TEST_API, first);
    const taken: ChannelsPage[] = [];
    let link = first;
    const failure = await (async () => {
      try {
        for (;;) {
          const more = await pages.take(link, never);
          taken.push(...more);
          link = more.at(-1)?.next ?? '';
        }
      } catch (error) {
        return error;
      }
    })();
    expect(String(failure)).toMatch(/could not be fetched/);
    expect(taken).toHaveLength(2);
    expect(taken[0]?.rejected).toEqual([expect.objectContaining({ id: 60 })]);
    pages.stop();
  });

  it('stops asking the server once stopped', async () => {
    // A slow server: without the stop, several more pages would be asked for meanwhile.
    server.use(
      http.get(`${TEST_API}/channels`, async () => {
        await delay(50);
      }),
      channelsHandler(makeChannels(2000)),
    );
    const pages = connectedFetcher()(TEST_API, first);
    await pages.take(first, never);
    pages.stop();
    const count = requested.length;
    await delay(400);
    expect(requested).toHaveLength(count);
  });
});
