import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';
import { noteTyping, TYPING_SETTLE_MS } from '@/lib/fast-scrolling';
import { channelQueries } from './channel-queries';
import { localDb } from './client';
import { forgetCopies } from './copy-readiness';
import { syncWithLocalDb } from './sync';
import { runLocalDbInProcess, seedCopy } from './test/in-process';

beforeEach(() => {
  forgetCopies();
  runLocalDbInProcess();
});

/** A client kept in step with the copy, and one of its reads of the copy of TEST_API. */
function syncedRead() {
  const client = createTestQueryClient();
  const key = [...channelQueries.local(TEST_API), 'a read'];
  client.setQueryData(key, 'as read before');
  onTestFinished(syncWithLocalDb(client));
  return { stale: () => client.getQueryState(key)?.isInvalidated };
}

describe('syncWithLocalDb', () => {
  it("asks the copy's reads again when the copy changes", async () => {
    const { stale } = syncedRead();
    await seedCopy(TEST_API, makeChannels(20));
    await expect.poll(stale).toBe(true);
  });

  it('lets a change wait while the reader types, and takes it in once the typing pauses', async () => {
    // The copy open first: the change below comes within a few milliseconds of the key.
    await localDb().call('open', [TEST_API]);
    const { stale } = syncedRead();
    noteTyping();
    await seedCopy(TEST_API, makeChannels(20));
    // Its event came before the answer. The keys' own reads are not cancelled and asked again,
    // nor is everything else rendered again.
    expect(stale()).toBe(false);
    await expect.poll(stale, { timeout: TYPING_SETTLE_MS * 3 }).toBe(true);
  });
});
