import { delay, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fetchChannelsPage } from '@/api/channels';
import type { Channel } from '@/api/schemas';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import type { OpenPageStream } from './page-stream';
import { COMMIT_MS, COMMIT_WAIT_MS, LocalDbService } from './service';
import { connectedFetcher } from './test/connected-fetcher';
import { loadSqlite } from './test/memory-store';

const never = new AbortController().signal;
const notCancelled = () => false;

async function serviceWithFirstPage(channels: Channel[], openPages?: OpenPageStream) {
  const sqlite3 = await loadSqlite();
  const db = new sqlite3.oo1.DB(':memory:');
  const service = new LocalDbService(
    {
      open: () => Promise.resolve({ db, storage: 'persistent', notice: null }),
      remove: () => Promise.resolve(),
      saved: () => Promise.resolve([]),
    },
    () => undefined,
    {},
    openPages,
  );
  server.use(channelsHandler(channels));
  const link = `${TEST_API}/channels`;
  const first = await fetchChannelsPage(link, never);
  await service.handlers.storeFirstPage([TEST_API, link, first], notCancelled, never);
  const { handlers } = service;
  return {
    handlers,
    // What a reload finds in the file: everything committed (an open transaction is rolled back).
    committed: () => sqlite3.capi.sqlite3_get_autocommit(db.pointer ?? 0) !== 0,
    next: first.next ?? '',
    total: async () => (await handlers.open([TEST_API], notCancelled, never)).total,
  };
}

/** Runs `work` with the worker's timers in the test's hands (the commit's, see COMMIT_MS). */
async function withFakeTimers(work: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await work();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * A walk to the end of 2,000 channels (pages of 20, each 20 ms away) started and asked once,
 * with checks of what it does next.
 */
async function walkUnderWay() {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => requested.push(request.url));
  onTestFinished(() => {
    server.events.removeAllListeners('request:start');
  });
  const service = await serviceWithFirstPage(makeChannels(2000));
  const { handlers, total } = service;
  server.use(
    http.get(`${TEST_API}/channels`, async () => {
      await delay(20);
    }),
  );
  await handlers.readAhead([TEST_API, true], notCancelled, never);
  const summary = await handlers.fetchPage([TEST_API, service.next], notCancelled, never);
  return {
    handlers,
    total,
    summary,
    /** Nothing more is fetched or stored for `ms` (once the batch and page under way are in). */
    standsStill: async (ms: number) => {
      await delay(100);
      const at = await total();
      const asked = requested.length;
      await delay(ms);
      expect(requested).toHaveLength(asked);
      expect(await total()).toBe(at);
      expect(at).toBeLessThan(2000);
    },
    /** Asks for every page from `link` on, as the page does; the last page's summary. */
    walkOn: async (link: string | null) => {
      let last = await handlers.fetchPage([TEST_API, link ?? ''], notCancelled, never);
      while (last.next !== null) {
        last = await handlers.fetchPage([TEST_API, last.next], notCancelled, never);
      }
      return last;
    },
  };
}

describe('LocalDbService: a walk to the end', () => {
  it('takes what the fetch worker fetched meanwhile with each ask, rejected records included', async () => {
    const channels = makeChannels(400);
    const bad = { ...channels[250], name: 42 } as unknown as Channel;
    const { handlers, next, total } = await serviceWithFirstPage(
      [...channels.slice(0, 250), bad, ...channels.slice(251)],
      connectedFetcher(),
    );
    await handlers.readAhead([TEST_API, true], notCancelled, never);
    let summary = await handlers.fetchPage([TEST_API, next], notCancelled, never);
    const rejected = [...summary.rejected];
    let asks = 1;
    while (summary.next !== null) {
      // The page is busy elsewhere meanwhile: the fetch worker goes on.
      await delay(30);
      summary = await handlers.fetchPage([TEST_API, summary.next], notCancelled, never);
      rejected.push(...summary.rejected);
      asks += 1;
    }
    expect(summary).toMatchObject({ complete: true, total: 399 });
    expect(await total()).toBe(399);
    // 19 pages after the first, in far fewer asks.
    expect(asks).toBeLessThanOrEqual(10);
    expect(rejected).toEqual([expect.objectContaining({ id: 150 })]);
  });

  type Handlers = LocalDbService['handlers'];
  const both: { when: string; stop: (h: Handlers) => unknown; goOn: (h: Handlers) => unknown }[] = [
    {
      // Search all pressed again: the old link leads to where the walk really stopped.
      when: 'cancelled, and goes on from there when asked again',
      stop: (h) => h.readAhead([TEST_API, false], notCancelled, never),
      goOn: (h) => h.readAhead([TEST_API, true], notCancelled, never),
    },
    {
      when: 'held while the reader types, and goes on once released',
      stop: (h) => h.holdWalk([TEST_API, true], notCancelled, never),
      goOn: (h) => h.holdWalk([TEST_API, false], notCancelled, never),
    },
  ];
  it.each(both)('fetches and stores nothing more when $when', async ({ stop, goOn }) => {
    const { handlers, summary, standsStill, walkOn, total } = await walkUnderWay();
    await stop(handlers);
    await standsStill(300);
    await goOn(handlers);
    expect(await walkOn(summary.next)).toMatchObject({ complete: true });
    expect(await total()).toBe(2000);
  });
});

describe('LocalDbService', () => {
  it("commits a walk's last page at once: a reload right after finds every page in the file", async () => {
    const { handlers, committed, next } = await serviceWithFirstPage(makeChannels(60));
    const second = await handlers.fetchPage([TEST_API, next], notCancelled, never);
    // A page in the middle of the walk waits for the batch's timer.
    expect(committed()).toBe(false);
    const last = await handlers.fetchPage([TEST_API, second.next ?? ''], notCancelled, never);
    expect(last.complete).toBe(true);
    expect(committed()).toBe(true);
  });

  it("makes a walk's commit right after the page's reads, not in their way", async () => {
    const channels = makeChannels(60);
    const { handlers, committed, next } = await serviceWithFirstPage(channels);
    await withFakeTimers(async () => {
      await handlers.fetchPage([TEST_API, next], notCancelled, never);
      await vi.advanceTimersByTimeAsync(COMMIT_MS);
      // Due, and waiting for the page's next reads.
      expect(committed()).toBe(false);
      const id = channels[30]?.id ?? 0;
      // The page's read is answered first, from the pages not committed yet...
      expect(await handlers.channel([TEST_API, id], notCancelled, never)).toMatchObject({ id });
      expect(committed()).toBe(false);
      // ...and the commit is the worker's next task.
      await vi.advanceTimersByTimeAsync(0);
      expect(committed()).toBe(true);
    });
  });

  it("makes a walk's commit anyway when the page asks for nothing", async () => {
    const { handlers, committed, next } = await serviceWithFirstPage(makeChannels(60));
    await withFakeTimers(async () => {
      await handlers.fetchPage([TEST_API, next], notCancelled, never);
      await vi.advanceTimersByTimeAsync(COMMIT_MS + COMMIT_WAIT_MS - 1);
      expect(committed()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(committed()).toBe(true);
    });
  });

  it('never lets a page of the old walk carry "Refresh everything" past the pages in between', async () => {
    const channels = makeChannels(100);
    const { handlers, next, total } = await serviceWithFirstPage(channels);
    const second = await handlers.fetchPage([TEST_API, next], notCancelled, never);
    const third = second.next ?? '';
    // Page 3 of the old walk is slow to come; meanwhile the walk starts over from page 1.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${TEST_API}/channels`, async ({ request }) => {
        if (request.url === third) await held;
      }),
    );
    const stale = handlers.fetchPage([TEST_API, third], notCancelled, never);
    const link = `${TEST_API}/channels`;
    const first = await fetchChannelsPage(link, never);
    await handlers.storeFirstPage([TEST_API, link, first], notCancelled, never);
    release();

    await expect(stale).rejects.toThrow('The walk started over');
    const { walk } = await handlers.open([TEST_API], notCancelled, never);
    expect(walk.next).toBe(next);
    // The new walk goes on from page 2 and, at its end, still holds every channel.
    let summary = await handlers.fetchPage([TEST_API, next], notCancelled, never);
    while (summary.next !== null)
      summary = await handlers.fetchPage([TEST_API, summary.next], notCancelled, never);
    expect(await total()).toBe(100);
  });

  it('goes on from where the file is when the page asks for a link beyond it (a tab that crashed before its commit)', async () => {
    const { handlers, next, total } = await serviceWithFirstPage(makeChannels(100));
    const second = await handlers.fetchPage([TEST_API, next], notCancelled, never);
    const third = second.next ?? '';
    // The page noted page 4's link, but the pages before it never reached the file.
    const fourth = (await fetchChannelsPage(third, never)).next ?? '';
    expect(fourth).not.toBe('');

    const answer = await handlers.fetchPage([TEST_API, fourth], notCancelled, never);
    expect(answer.next).toBe(third);
    expect(answer.received).toBe(0);
    let summary = answer;
    while (summary.next !== null)
      summary = await handlers.fetchPage([TEST_API, summary.next], notCancelled, never);
    expect(await total()).toBe(100);
  });

  it('answers two asks for the same page with one stored page', async () => {
    const { handlers, next, total } = await serviceWithFirstPage(makeChannels(100));
    const [one, other] = await Promise.all([
      handlers.fetchPage([TEST_API, next], notCancelled, never),
      handlers.fetchPage([TEST_API, next], notCancelled, never),
    ]);
    expect(one.next).toBe(other.next);
    expect(await total()).toBe(40);
  });
});
