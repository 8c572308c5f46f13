import { describe, expect, it } from 'vitest';
import { fetchChannelsPage } from '@/api/channels';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { LocalDbService } from './service';
import { loadSqlite } from './test/memory-store';

describe('LocalDbService', () => {
  it("commits a walk's last page at once: a reload right after finds every page in the file", async () => {
    const sqlite3 = await loadSqlite();
    const db = new sqlite3.oo1.DB(':memory:');
    const service = new LocalDbService(
      {
        open: () => Promise.resolve({ db, storage: 'persistent', notice: null }),
        remove: () => Promise.resolve(),
        saved: () => Promise.resolve([]),
      },
      () => undefined,
    );
    server.use(channelsHandler(makeChannels(60)));
    const link = `${TEST_API}/channels`;
    const first = await fetchChannelsPage(link, new AbortController().signal);
    await service.handlers.storeFirstPage(
      [TEST_API, link, first],
      () => false,
      new AbortController().signal,
    );
    // What a reload finds in the file: everything committed (an open transaction is rolled back).
    const committed = () => sqlite3.capi.sqlite3_get_autocommit(db.pointer ?? 0) !== 0;
    const second = await service.handlers.fetchPage(
      [TEST_API, first.next ?? ''],
      () => false,
      new AbortController().signal,
    );
    // A page in the middle of the walk waits for the batch's timer.
    expect(committed()).toBe(false);
    const last = await service.handlers.fetchPage(
      [TEST_API, second.next ?? ''],
      () => false,
      new AbortController().signal,
    );
    expect(last.complete).toBe(true);
    expect(committed()).toBe(true);
  });
});
