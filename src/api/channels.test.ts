import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeChannel, TEST_API } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { ApiError } from './api-error';
import { fetchChannelsPage, forgetFormatFallbacks } from './channels';

const url = `${TEST_API}/channels`;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('fetchChannelsPage', () => {
  it('returns a validated page and asks for JSON', async () => {
    let accept: string | null = null;
    server.use(
      http.get(url, ({ request }) => {
        accept = request.headers.get('accept');
        return HttpResponse.json({
          next: null,
          previous: null,
          results: [makeChannel(2), makeChannel(1)],
        });
      }),
    );
    const page = await fetchChannelsPage(url);
    expect(accept).toBe('application/json');
    expect(page.results.map((channel) => channel.name)).toEqual(['Company 2', 'Company 1']);
    expect(page.rejected).toEqual([]);
  });

  it("keeps pages out of the browser's HTTP cache and the user's cookies out of the request", async () => {
    // A walk of a million channels through the HTTP cache wrote gigabytes into it.
    let init: Pick<Request, 'cache' | 'credentials'> | undefined;
    server.use(
      http.get(url, ({ request }) => {
        init = { cache: request.cache, credentials: request.credentials };
        return HttpResponse.json({ next: null, previous: null, results: [] });
      }),
    );
    await fetchChannelsPage(url);
    expect(init).toEqual({ cache: 'no-store', credentials: 'omit' });
  });

  it('reports a network failure as kind "network"', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    const error = await failure(fetchChannelsPage(url));
    expect(error.kind).toBe('network');
    expect(error.url).toBe(url);
    expect(error.transient).toBe(true);
  });

  it('reports a server that never answers as kind "timeout"', async () => {
    server.use(http.get(url, () => delay('infinite')));
    const error = await failure(fetchChannelsPage(url, undefined, { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.url).toBe(url);
  });

  it("passes a caller's abort through as that very abort, not as an ApiError", async () => {
    let reached: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.get(url, () => {
        reached();
        return delay('infinite');
      }),
    );
    const controller = new AbortController();
    const promise = fetchChannelsPage(url, controller.signal);
    await inFlight;
    controller.abort();
    // react-query recognises a cancellation by the abort error it gets back, unchanged.
    await expect(promise).rejects.toBe(controller.signal.reason);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports an HTTP error with its status and the server detail', async () => {
    server.use(
      http.get(url, () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 })),
    );
    const error = await failure(fetchChannelsPage(url));
    expect(error).toMatchObject({ kind: 'http', status: 500, detail: 'Database unavailable', url });
    expect(error.transient).toBe(true);
  });

  it('keeps a 429 Retry-After', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json(
          { detail: 'Request was throttled.' },
          { status: 429, headers: { 'Retry-After': '7' } },
        ),
      ),
    );
    const error = await failure(fetchChannelsPage(url));
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfter: 7 });
  });

  it('does not treat a 404 as transient', async () => {
    server.use(
      http.get(url, () => HttpResponse.json({ detail: 'Invalid cursor' }, { status: 404 })),
    );
    const error = await failure(fetchChannelsPage(url));
    expect(error).toMatchObject({ kind: 'http', status: 404, detail: 'Invalid cursor' });
    expect(error.transient).toBe(false);
  });

  it('reports an HTML page as kind "not-json"', async () => {
    server.use(
      http.get(url, () => HttpResponse.html('<!doctype html><title>Django REST framework</title>')),
    );
    const error = await failure(fetchChannelsPage(url));
    expect(error.kind).toBe('not-json');
    expect(error.detail).toMatch(/HTML/);
  });

  it('reports invalid JSON as kind "not-json"', async () => {
    server.use(
      http.get(
        url,
        () =>
          new HttpResponse('{"next": null, "results": [', {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const error = await failure(fetchChannelsPage(url));
    expect(error.kind).toBe('not-json');
    expect(error.detail).toMatch(/not valid JSON/);
  });

  it('reports a page whose results is not an array as kind "schema"', async () => {
    server.use(
      http.get(url, () => HttpResponse.json({ next: null, previous: null, results: { id: 1 } })),
    );
    const error = await failure(fetchChannelsPage(url));
    expect(error.kind).toBe('schema');
    expect(error.issues.join('\n')).toMatch(/results/);
  });

  it('keeps the good records of a page with one bad record and says why the bad one was left out', async () => {
    const bad = { ...makeChannel(2), name: null };
    server.use(
      http.get(url, () =>
        HttpResponse.json({
          next: null,
          previous: null,
          results: [makeChannel(3), bad, makeChannel(1)],
        }),
      ),
    );
    const page = await fetchChannelsPage(url);
    expect(page.results.map((channel) => channel.id)).toEqual([3, 1]);
    expect(page.rejected).toHaveLength(1);
    expect(page.rejected[0]).toMatchObject({ index: 1, id: 2 });
    expect(page.rejected[0]?.issues.join('\n')).toMatch(/^name: /m);
  });
});

describe('format=api fallback', () => {
  afterEach(() => forgetFormatFallbacks());

  it('retries a link answered with HTML with format=json, and keeps doing so', async () => {
    const seen: string[] = [];
    server.use(
      http.get(url, ({ request }) => {
        seen.push(new URL(request.url).search);
        if (new URL(request.url).searchParams.get('format') === 'api') {
          return HttpResponse.html('<html><body>Django REST framework</body></html>');
        }
        return HttpResponse.json({ next: null, previous: null, results: [makeChannel(1)] });
      }),
    );
    const first = await fetchChannelsPage(`${url}?cursor=cD0y%3D&format=api`);
    expect(first.results).toHaveLength(1);
    await fetchChannelsPage(`${url}?cursor=cD0x%3D&format=api`);
    expect(seen).toEqual([
      '?cursor=cD0y%3D&format=api',
      '?cursor=cD0y%3D&format=json',
      '?cursor=cD0x%3D&format=json',
    ]);
  });

  it('retries a 406 with format=json', async () => {
    server.use(
      http.get(url, ({ request }) =>
        new URL(request.url).searchParams.get('format') === 'api'
          ? HttpResponse.json(
              { detail: 'Could not satisfy the request Accept header.' },
              { status: 406 },
            )
          : HttpResponse.json({ next: null, previous: null, results: [] }),
      ),
    );
    await expect(fetchChannelsPage(`${url}?cursor=x&format=api`)).resolves.toMatchObject({
      results: [],
    });
  });

  it('does not retry an HTML answer when the link carries no format', async () => {
    server.use(http.get(url, () => HttpResponse.html('<html>Sign in</html>')));
    const error = await failure(fetchChannelsPage(url));
    expect(error).toMatchObject({ kind: 'not-json', html: true });
  });
});
