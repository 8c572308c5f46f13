import { http, HttpResponse } from 'msw';
import type { Channel } from '@/api/schemas';
import { makeChannels, TEST_API } from './fixtures';

/**
 * A tiny cursor-paginated collection at `${TEST_API}/channels`: `cursor` is the index of the
 * page's first record (opaque to the client, which only copies links).
 */
export function channelsHandler(channels: Channel[], pageSize = 20) {
  return http.get(`${TEST_API}/channels`, ({ request }) => {
    const url = new URL(request.url);
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const link = (at: number) => `${TEST_API}/channels?cursor=${at}&format=api`;
    const end = start + pageSize;
    return HttpResponse.json({
      next: end < channels.length ? link(end) : null,
      previous:
        start > 0
          ? start - pageSize <= 0
            ? `${TEST_API}/channels`
            : link(start - pageSize)
          : null,
      results: channels.slice(start, end),
    });
  });
}

/** The default handlers every component test starts from: 60 channels in pages of 20. */
export const handlers = [channelsHandler(makeChannels(60))];
