// @vitest-environment node
/**
 * The proxy in front of small upstreams of the tests' own making: one that builds its links on
 * an internal host name, one that echoes what it was sent, compressing ones, redirecting ones.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startServer } from '../app.ts';
import { fakeUpstream, idsOf, proxyFor, rawRequest, walk, withoutMsw } from '../test-helpers.ts';

withoutMsw();

const INTERNAL = 'http://internal-host:8000';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return String(Buffer.concat(chunks));
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer) {
  res.writeHead(status, { ...headers, 'Content-Length': String(body.length) });
  res.end(body);
}

describe('an upstream that builds links on an internal host name', () => {
  it('still yields links to the proxy, and the walk reaches every channel', async () => {
    const real = await startServer({ memory: true, port: 0, count: 65 });
    onTestFinished(() => real.close());
    // Answers the reference server's pages with its origin swapped for an internal one.
    const upstream = await fakeUpstream(async (req, res) => {
      const answer = await fetch(`${real.url}${req.url ?? '/'}`);
      const text = (await answer.text()).replaceAll(real.url, INTERNAL);
      send(res, answer.status, { 'Content-Type': 'application/json' }, Buffer.from(text));
    });
    const direct = await fetch(`${upstream.url}/api/channels`);
    expect(((await direct.json()) as { next: string }).next).toMatch(/^http:\/\/internal-host/);

    const { proxy } = await proxyFor(`${upstream.url}/api`);
    const pages = await walk(proxy.apiUrl);
    expect(idsOf(pages)).toEqual(Array.from({ length: 65 }, (_, i) => 65 - i));
    for (const page of pages) {
      for (const link of [page.next, page.previous]) {
        if (link !== null) expect(link.startsWith(`${proxy.url}/api/channels?cursor=`)).toBe(true);
      }
    }
  });
});

describe('headers', () => {
  /** Answers with the method, headers and body it received, and sets a cookie. */
  async function echo() {
    return fakeUpstream(async (req, res) => {
      const body = JSON.stringify({
        method: req.method,
        headers: req.headers,
        body: await readBody(req),
      });
      res.setHeader('Set-Cookie', ['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/']);
      send(res, 200, { 'Content-Type': 'application/json', 'Retry-After': '7' }, Buffer.from(body));
    });
  }
  interface Echoed {
    method: string;
    headers: Record<string, string | undefined>;
    body: string;
  }

  const browserHeaders = {
    Accept: 'application/json',
    'Accept-Language': 'de-CH, de;q=0.9',
    Authorization: 'Token s3cret',
    'If-None-Match': 'W/"abc"',
    'User-Agent': 'Mozilla/5.0 (test)',
    'Content-Type': 'application/json',
    Cookie: 'csrftoken=xyz; sessionid=local',
    Connection: 'keep-alive, X-Per-Hop',
    'X-Per-Hop': 'dropped',
    'Keep-Alive': 'timeout=5',
    'X-Forwarded-For': '203.0.113.9',
  };

  it('passes end-to-end headers and the body; drops cookies and hop-by-hop by default', async () => {
    const upstream = await echo();
    const { proxy } = await proxyFor(`${upstream.url}/api`);
    const answer = await rawRequest(`${proxy.url}/api/channels?x=1`, {
      method: 'POST',
      headers: browserHeaders,
      body: '{"company":{"name":"Posted"}}',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['retry-after']).toBe('7');

    const echoed = JSON.parse(answer.body) as Echoed;
    expect(echoed.method).toBe('POST');
    expect(echoed.body).toBe('{"company":{"name":"Posted"}}');
    expect(echoed.headers).toMatchObject({
      host: new URL(upstream.url).host,
      accept: 'application/json',
      'accept-language': 'de-CH, de;q=0.9',
      authorization: 'Token s3cret',
      'if-none-match': 'W/"abc"',
      'user-agent': 'Mozilla/5.0 (test)',
      'content-type': 'application/json',
      'content-length': '29',
      'accept-encoding': 'identity',
      via: expect.stringMatching(/^1\.1 channels-proxy-/) as string,
    });
    for (const name of ['cookie', 'x-per-hop', 'keep-alive', 'x-forwarded-for', 'forwarded']) {
      expect(echoed.headers[name]).toBeUndefined();
    }
  });

  it('passes Cookie and every Set-Cookie with forwardCookies', async () => {
    const upstream = await echo();
    const { proxy } = await proxyFor(`${upstream.url}/api`, { forwardCookies: true });
    const answer = await rawRequest(`${proxy.url}/api/channels`, { headers: browserHeaders });
    expect(answer.headers['set-cookie']).toEqual([
      'session=abc; Path=/; HttpOnly',
      'theme=dark; Path=/',
    ]);
    expect((JSON.parse(answer.body) as Echoed).headers.cookie).toBe(
      'csrftoken=xyz; sessionid=local',
    );
  });

  it('moves a redirect onto the proxy', async () => {
    const upstream = await fakeUpstream(async (req, res) => {
      await readBody(req);
      res.writeHead(301, { Location: `${upstream.url}/api/channels/`, 'Content-Length': '0' });
      res.end();
    });
    const { proxy } = await proxyFor(`${upstream.url}/api`);
    const answer = await rawRequest(`${proxy.url}/api/channels`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${proxy.url}/api/channels/`);
  });
});

describe('compressed answers', () => {
  /** One JSON page with a link to itself, compressed as the browser allows. */
  async function compressing(extra: Record<string, string> = {}) {
    return fakeUpstream(async (req, res) => {
      await readBody(req);
      const base = `http://${req.headers.host ?? ''}`;
      const json = Buffer.from(`{"next": "${base}/api/channels?cursor=cD0x%3D", "results": []}`);
      const accepted = String(req.headers['accept-encoding']);
      const [coding, body] = accepted.includes('br')
        ? ['br', brotliCompressSync(json)]
        : ['gzip', gzipSync(json)];
      send(
        res,
        200,
        { 'Content-Type': 'application/json', 'Content-Encoding': coding, ETag: '"v1"', ...extra },
        body,
      );
    });
  }

  it.each(['gzip', 'br'])(
    'decodes %s JSON, rewrites it and fixes Content-Length',
    async (coding) => {
      const upstream = await compressing();
      const { proxy } = await proxyFor(`${upstream.url}/api`);
      const answer = await rawRequest(proxy.apiUrl, { headers: { 'Accept-Encoding': coding } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-length']).toBe(String(answer.bytes.length));
      expect(answer.headers.etag).toBe('W/"v1"');
      expect(JSON.parse(answer.body)).toEqual({
        next: `${proxy.url}/api/channels?cursor=cD0x%3D`,
        results: [],
      });
    },
  );

  it('streams anything that is not JSON untouched, compressed as it came', async () => {
    const text = 'see http://127.0.0.1:1/api/channels for more';
    const upstream = await fakeUpstream(async (req, res) => {
      await readBody(req);
      send(res, 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip' }, gzipSync(text));
    });
    const { proxy } = await proxyFor(`${upstream.url}/api`);
    const answer = await rawRequest(`${proxy.url}/api/readme`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(String(gunzipSync(answer.bytes))).toBe(text);
  });

  it('answers 502 when the upstream hangs up in the middle of a JSON answer', async () => {
    const upstream = await fakeUpstream(async (req, res) => {
      await readBody(req);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('{"next": null, "res');
      setTimeout(() => res.destroy(), 20);
    });
    const { proxy, log } = await proxyFor(`${upstream.url}/api`);
    const answer = await rawRequest(proxy.apiUrl);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({
      detail: `The upstream API ${upstream.url}/api failed: it closed the connection in the middle of its answer.`,
    });
    expect(log).toHaveLength(1);
  });
});
