// @vitest-environment node
/** The proxy mode in front of the real reference server, through real HTTP on loopback ports. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startServer, type ServerOptions } from '../app.ts';
import type { ProxyOptions } from './proxy.ts';
import {
  getPage,
  idsOf,
  proxyFor,
  rawRequest,
  sendJsonBody,
  TEST_WRITE_TOKEN,
  walk,
  withoutMsw,
} from '../test-helpers.ts';

withoutMsw();

/** A reference server with `count` channels and a proxy in front of it, for one test. */
async function proxied(upstreamOptions: ServerOptions = {}, options: Partial<ProxyOptions> = {}) {
  const upstream = await startServer({
    memory: true,
    port: 0,
    count: 65,
    writeToken: TEST_WRITE_TOKEN,
    ...upstreamOptions,
  });
  onTestFinished(() => upstream.close());
  return { upstream, ...(await proxyFor(`${upstream.url}/api`, options)) };
}

async function jsonAnswer(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { response, body: (await response.json()) as unknown };
}

describe('walking the collection through the proxy', () => {
  it('reaches every channel once, in order, on links that all point at the proxy', async () => {
    const { upstream, proxy } = await proxied();
    const pages = await walk(proxy.apiUrl);
    expect(idsOf(pages)).toEqual(Array.from({ length: 65 }, (_, i) => 65 - i));

    const links = pages.flatMap((page) => [page.next, page.previous]).filter((l) => l !== null);
    expect(links.length).toBe(2 * pages.length - 2);
    for (const link of links) expect(link.startsWith(`${proxy.url}/api/channels?`)).toBe(true);

    // The cursors are the upstream's, byte for byte: only the origin changed.
    const direct = await walk(upstream.apiUrl);
    expect(pages).toEqual(
      direct.map((page) => ({
        ...page,
        next: page.next?.replace(upstream.url, proxy.url) ?? null,
        previous: page.previous?.replace(upstream.url, proxy.url) ?? null,
      })),
    );
  });

  it('leads previous back to the page before', async () => {
    const { proxy } = await proxied();
    const first = await getPage(proxy.apiUrl);
    const second = await getPage(first.next ?? '');
    expect(await getPage(second?.previous ?? '')).toEqual(first);
  });

  it("rewrites the API root's link to the collection", async () => {
    const { proxy } = await proxied();
    const { body } = await jsonAnswer(`${proxy.url}/api/`);
    expect(body).toEqual({ channels: proxy.apiUrl });
  });

  it('names the proxy as the browser reached it (its Host)', async () => {
    const { proxy } = await proxied();
    const answer = await rawRequest(proxy.apiUrl, { headers: { Host: `localhost:${proxy.port}` } });
    const page = JSON.parse(answer.body) as { next: string };
    expect(page.next.startsWith(`http://localhost:${proxy.port}/api/channels?cursor=`)).toBe(true);
  });
});

describe('methods and bodies', () => {
  it('passes HEAD and OPTIONS', async () => {
    const { proxy } = await proxied();
    const head = await rawRequest(proxy.apiUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.allow).toBe('GET, POST, PATCH, HEAD, OPTIONS');
    expect(head.headers['content-type']).toBe('application/json');
    expect(head.body).toBe('');

    const { response, body } = await jsonAnswer(proxy.apiUrl, { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ name: 'Channel List', parses: ['application/json'] });
  });

  it('passes POST and PATCH bodies; the created channel leads the next first page', async () => {
    const { proxy } = await proxied();
    const location = { city: 'Köln', country: 'Germany', country_short: 'DE' };
    const created = await sendJsonBody(proxy.apiUrl, 'POST', {
      company: { name: 'Proxied GmbH', location },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 66, name: 'Proxied GmbH' });

    const patched = await sendJsonBody(proxy.apiUrl, 'PATCH', { id: 66, trending: true });
    expect(patched).toMatchObject({ status: 200, body: { id: 66, trending: true } });
    expect((await getPage(proxy.apiUrl)).results[0]).toMatchObject({ id: 66, trending: true });
  });
});

describe('upstream errors arrive unchanged', () => {
  it('a 500 with its detail', async () => {
    const { proxy } = await proxied({ failEvery: 1 });
    const { response, body } = await jsonAnswer(proxy.apiUrl);
    expect(response.status).toBe(500);
    expect(body).toEqual({ detail: 'Injected failure' });
  });

  it('a 429 with Retry-After', async () => {
    const { proxy } = await proxied({ rateLimit: 1 });
    expect((await fetch(proxy.apiUrl)).status).toBe(200);
    const { response, body } = await jsonAnswer(proxy.apiUrl);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(body).toEqual({ detail: 'Request was throttled. Expected available in 1 second.' });
  });

  it('a 404 for a bad cursor or path', async () => {
    const { proxy } = await proxied();
    expect(await jsonAnswer(`${proxy.apiUrl}?cursor=bm9wZQ`)).toMatchObject({
      response: { status: 404 },
      body: { detail: 'Invalid cursor' },
    });
    expect((await fetch(`${proxy.url}/api/nope`)).status).toBe(404);
  });

  it('a cut-off JSON body as it came, so the app can retry it', async () => {
    const { upstream, proxy } = await proxied({ truncateEvery: 1 });
    const answer = await rawRequest(proxy.apiUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(answer.bytes.length));
    expect(() => JSON.parse(answer.body) as unknown).toThrow();
    expect(answer.body).toContain(upstream.url); // not rewritten: it is not JSON
  });
});

describe('an upstream that cannot answer', () => {
  it('unreachable: 502 naming the upstream and the cause, and a log line', async () => {
    const gone = await startServer({ memory: true, port: 0, count: 1 });
    await gone.close();
    const { proxy, log } = await proxyFor(`${gone.url}/api`);
    const { response, body } = await jsonAnswer(proxy.apiUrl);
    expect(response.status).toBe(502);
    expect(body).toEqual({
      detail: `The upstream API ${gone.url}/api could not be reached: connection refused (ECONNREFUSED).`,
    });
    expect(log).toEqual([`GET /api/channels -> 502: ${(body as { detail: string }).detail}`]);
  });

  it('an unknown host name: 502', async () => {
    const { proxy } = await proxyFor('http://nonexistent-host.invalid/api');
    const { response, body } = await jsonAnswer(proxy.apiUrl);
    expect(response.status).toBe(502);
    expect(body).toMatchObject({
      detail: expect.stringMatching(/nonexistent-host\.invalid.*(ENOTFOUND|EAI_AGAIN)/) as string,
    });
  });

  it('TLS to a server that does not speak it: 502 with a TLS error', async () => {
    const plain = await startServer({ memory: true, port: 0, count: 1 });
    onTestFinished(() => plain.close());
    const { proxy } = await proxyFor(`https://127.0.0.1:${plain.port}/api`);
    const { response, body } = await jsonAnswer(proxy.apiUrl);
    expect(response.status).toBe(502);
    expect(body).toMatchObject({ detail: expect.stringContaining('TLS error') as string });
  });

  it('too slow: 504', async () => {
    const { upstream, proxy } = await proxied({ latencyMs: 2000 }, { timeoutMs: 100 });
    const { response, body } = await jsonAnswer(proxy.apiUrl);
    expect(response.status).toBe(504);
    expect(body).toEqual({
      detail: `The upstream API ${upstream.url}/api did not answer within 0.1 s.`,
    });
  });

  it('itself: 508 instead of forwarding to itself forever', async () => {
    const probe = await startServer({ memory: true, port: 0, count: 1 });
    const { port } = probe;
    await probe.close();
    const { proxy } = await proxyFor(`http://127.0.0.1:${port}/api`, { port });
    const { response, body } = await jsonAnswer(proxy.apiUrl);
    expect(response.status).toBe(508);
    expect(body).toEqual({
      detail: `--upstream http://127.0.0.1:${port}/api is this proxy itself.`,
    });
  });
});

describe('next to the proxied API', () => {
  it('serves the built app with its CSP, no /media, and refuses paths that climb out', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'proxy-dist-'));
    onTestFinished(() => rm(dist, { recursive: true }));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Channels</title>');
    const { proxy } = await proxied({}, { staticDir: dist });

    const page = await fetch(`${proxy.url}/some/route`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Channels</title>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");

    expect((await fetch(`${proxy.url}/media/logos/acme.svg`)).status).toBe(404);
    for (const path of ['/api/../secret', '/api/%2E%2e/secret', '/api/channels/./x']) {
      expect((await rawRequest(proxy.url, { path })).status).toBe(400);
    }
  });

  it('without a built app, only /api answers', async () => {
    const { proxy } = await proxied();
    expect((await fetch(`${proxy.url}/`)).status).toBe(404);
  });
});
