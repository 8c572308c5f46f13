import { beforeEach, describe, expect, it } from 'vitest';
import { startEarlyRequest } from '@/api/http';
import { channelQueries } from '@/db/channel-queries';
import { runLocalDbInProcess } from '@/db/test/in-process';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { primeDirectory } from './prime-directory';

/** Serves 100 channels in pages of 20 and records every URL asked for. */
function serve(): string[] {
  server.use(channelsHandler(makeChannels(100)));
  return recordRequests();
}

const pagesIn = (client: ReturnType<typeof createTestQueryClient>) =>
  client.getQueryData(channelQueries.list(TEST_API).queryKey)?.pages.length;

// The first page starts the local copy: here in this thread, not in a worker jsdom lacks.
beforeEach(runLocalDbInProcess);

describe('primeDirectory', () => {
  it('puts the first page in the cache, taking over the request already on its way', async () => {
    const requests = serve();
    startEarlyRequest(`${TEST_API}/channels`);
    const client = createTestQueryClient();
    await primeDirectory(client, TEST_API);
    expect(pagesIn(client)).toBe(1);
    // One request: the early one, not a second for the same page.
    expect(requests).toEqual([`${TEST_API}/channels`]);
  });
});
