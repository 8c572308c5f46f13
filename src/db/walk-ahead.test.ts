import { describe, expect, it, vi } from 'vitest';
import type { ChannelsPage } from '@/api/parse-page';
import type { PageStream } from './page-stream';
import type { StoredPage } from './store';
import { ANSWER_MS, STORE_AHEAD, WalkAhead } from './walk-ahead';

const link = (page: number) => `http://api.test/api/channels?page=${page}`;
const numberOf = (at: string) => Number(new URL(at).searchParams.get('page'));

function stored(page: number, overrides: Partial<StoredPage> = {}): StoredPage {
  return {
    next: link(page + 1),
    received: 2,
    fresh: 2,
    added: 2,
    seen: page * 2,
    firstId: 1000 - page * 2,
    lastId: 999 - page * 2,
    nextSeen: false,
    staleRun: 0,
    rejected: [],
    complete: false,
    removed: 0,
    ...overrides,
  };
}

const page = (next: string | null): ChannelsPage => ({
  next,
  previous: null,
  results: [],
  rejected: [],
});

/** A stream handing over `batch` pages per take from the link asked for; `failAt` cannot be fetched. */
function pagesOf(options: { batch?: number; failAt?: number } = {}) {
  const asked: string[] = [];
  let stopped: boolean | undefined;
  const stream: PageStream = {
    take(at) {
      asked.push(at);
      if (numberOf(at) === options.failAt) return Promise.reject(new Error('502'));
      const start = numberOf(at);
      return Promise.resolve(
        Array.from({ length: options.batch ?? 3 }, (_, index) => page(link(start + index + 1))),
      );
    },
    stop: (abort) => {
      stopped = abort ?? false;
    },
  };
  return { stream, asked, stopped: () => stopped };
}

const never = new AbortController().signal;
const storeAll =
  (written: string[] = []) =>
  (at: string) => {
    written.push(at);
    return stored(numberOf(at));
  };

describe('WalkAhead', () => {
  it('stores the pages of a batch as they come and answers an ask for all of them as one summary', async () => {
    const asked: string[] = [];
    // One batch of three pages, then nothing more arrives until the run is stopped.
    const stream: PageStream = {
      take: (at, signal) => {
        asked.push(at);
        if (asked.length === 1) return Promise.resolve([2, 3, 4].map((n) => page(link(n + 1))));
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('Cancelled'))),
        );
      },
      stop: () => undefined,
    };
    const rejected = { index: 0, id: 5, issues: ['name: required'] };
    const written: string[] = [];
    const run = new WalkAhead(link(2), {
      pages: stream,
      store: (at) => {
        written.push(at);
        return stored(numberOf(at), numberOf(at) === 3 ? { rejected: [rejected] } : {});
      },
    });
    const summary = await run.take(never);
    expect(written).toEqual([link(2), link(3), link(4)]);
    expect(summary).toMatchObject({
      received: 6,
      fresh: 6,
      firstId: 996,
      lastId: 991,
      next: link(5),
      rejected: [rejected],
    });
    // The run went on from there on its own, and the next ask does too.
    expect(asked).toEqual([link(2), link(5)]);
    expect(run.continues(link(5))).toBe(true);
    run.stop(true);
  });

  it(`an ask waits up to ${ANSWER_MS} ms for more pages while the run goes on`, async () => {
    let sent = 0;
    // A page every 10 ms.
    const stream: PageStream = {
      take: (at) =>
        new Promise((resolve) =>
          setTimeout(() => {
            sent += 1;
            resolve([page(link(numberOf(at) + 1))]);
          }, 10),
        ),
      stop: () => undefined,
    };
    const run = new WalkAhead(link(2), { pages: stream, store: storeAll() });
    const summary = await run.take(never);
    // More than the first page, fewer than the pages STORE_AHEAD would allow.
    expect(summary?.received).toBeGreaterThan(2);
    expect(summary?.received).toBeLessThan(STORE_AHEAD * 2);
    expect(summary?.received).toBe(sent * 2);
    run.stop(true);
  });

  it('ends at the last page and at a loop, storing nothing past them', async () => {
    for (const end of [
      { next: null, complete: true },
      { next: link(2), nextSeen: true },
    ]) {
      const { stream, stopped } = pagesOf({ batch: 4 });
      const written: string[] = [];
      const run = new WalkAhead(link(2), {
        pages: stream,
        store: (at) => {
          written.push(at);
          return stored(numberOf(at), numberOf(at) === 3 ? end : {});
        },
      });
      expect(await run.take(never)).toMatchObject(end);
      expect(written).toEqual([link(2), link(3)]);
      expect(stopped()).toBe(false);
      expect(run.continues(link(4))).toBe(false);
    }
  });

  it('ends at a page it cannot fetch: the page then asks for it itself', async () => {
    const { stream } = pagesOf({ failAt: 2 });
    const run = new WalkAhead(link(2), { pages: stream, store: storeAll() });
    expect(await run.take(never)).toBeNull();
    expect(run.continues(link(2))).toBe(false);
    expect(run.failed).toBe(true);
  });

  it('stores the pages of an ask on its way when stopped, and drops them when the walk is gone', async () => {
    for (const drop of [false, true]) {
      let release: (() => void) | undefined;
      const stream: PageStream = {
        take: () => new Promise((resolve) => (release = () => resolve([page(link(3))]))),
        stop: () => undefined,
      };
      const written: string[] = [];
      const run = new WalkAhead(link(2), { pages: stream, store: storeAll(written) });
      const taking = run.take(never);
      run.stop(drop);
      release?.();
      expect(await taking).toEqual(drop ? null : stored(2));
      expect(written).toEqual(drop ? [] : [link(2)]);
      // Stopped, the run still hands over what was fetched before; dropped, nothing.
      expect(run.continues(link(3))).toBe(!drop);
    }
  });

  it('once stopped and everything fetched is handed over, the run ends', async () => {
    let handed = 0;
    const stream: PageStream = {
      take: (at) => Promise.resolve(handed++ === 0 ? [page(link(numberOf(at) + 1))] : []),
      stop: () => undefined,
    };
    const run = new WalkAhead(link(2), { pages: stream, store: storeAll() });
    run.stop();
    expect(await run.take(never)).toMatchObject({ next: link(3) });
    expect(await run.take(never)).toBeNull();
    expect(run.continues(link(3))).toBe(false);
    expect(run.failed).toBe(false);
  });

  it('a take cancelled while it waits rejects and stores nothing', async () => {
    const stream: PageStream = {
      take: (_at, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('Cancelled'))),
        ),
      stop: () => undefined,
    };
    const written: string[] = [];
    const run = new WalkAhead(link(2), { pages: stream, store: storeAll(written) });
    const cancel = new AbortController();
    const waiting = run.take(cancel.signal);
    cancel.abort();
    await expect(waiting).rejects.toThrow('Cancelled');
    expect(written).toEqual([]);
    expect(run.continues(link(2))).toBe(true);
  });

  it(`stores on while nobody asks, up to ${STORE_AHEAD} pages, and the next ask takes them all`, async () => {
    const { stream } = pagesOf({ batch: 4 });
    const written: string[] = [];
    const run = new WalkAhead(link(2), { pages: stream, store: storeAll(written) });
    await vi.waitFor(() => expect(written).toHaveLength(STORE_AHEAD));
    // It waits there for the page to ask, however long that takes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toHaveLength(STORE_AHEAD);
    expect(await run.take(never)).toMatchObject({
      received: STORE_AHEAD * 2,
      next: link(2 + STORE_AHEAD),
    });
    // Asked, it goes on from there.
    expect(run.continues(link(2 + STORE_AHEAD))).toBe(true);
    await vi.waitFor(() => expect(written.length).toBeGreaterThan(STORE_AHEAD));
    expect(written[STORE_AHEAD]).toBe(link(2 + STORE_AHEAD));
    run.stop(true);
  });

  it('a store that fails ends the run, and the next ask meets its error', async () => {
    const { stream, stopped } = pagesOf({ batch: 2 });
    const run = new WalkAhead(link(2), {
      pages: stream,
      store: (at) => {
        if (numberOf(at) === 5) throw new Error('database or disk is full');
        return stored(numberOf(at));
      },
    });
    await expect(
      (async () => {
        for (;;) await run.take(never);
      })(),
    ).rejects.toThrow('database or disk is full');
    expect(stopped()).toBe(true);
    // The error was told: the next ask of that page starts over rather than meet it again.
    expect(run.continues(link(5))).toBe(false);
  });

  it('stores its next batch only once its pause is over (the reads waiting are answered first)', async () => {
    const { stream } = pagesOf({ batch: 2 });
    const written: string[] = [];
    let resume: (() => void) | undefined;
    const run = new WalkAhead(link(2), {
      pages: stream,
      store: storeAll(written),
      pause: () => new Promise((resolve) => (resume = resolve)),
    });
    await vi.waitFor(() => expect(written).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toHaveLength(2);
    resume?.();
    await vi.waitFor(() => expect(written).toHaveLength(4));
    run.stop(true);
  });
});
