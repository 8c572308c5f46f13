// @vitest-environment node
/** Conformance of the list endpoint through real HTTP on a loopback port. */
import { describe, expect, it } from 'vitest';
import { Page } from '../../src/api/schemas.ts';
import { logoSvg } from '../data/logo/logo.ts';
import {
  cursorOf,
  decoded,
  getPage,
  idsOf,
  rawRequest,
  serverForTest,
  useServer,
  walk,
} from '../test-helpers.ts';

const server = useServer({ count: 1000 });

describe('walking the collection', () => {
  it('visits every channel once, newest first, on valid pages', async () => {
    const pages = await walk(server().apiUrl);
    const ids = idsOf(pages);
    expect(pages).toHaveLength(50);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(Array.from({ length: 1000 }, (_, i) => 1000 - i));
    for (const page of pages) {
      expect(page.results.length).toBe(20);
      const created = page.results.map((c) => c.created_at);
      expect([...created].sort().reverse()).toEqual(created);
    }
    expect(pages[0]?.previous).toBeNull();
    expect(pages.at(-1)?.next).toBeNull();
  });

  it('leads previous back to exactly the page before, links included', async () => {
    const pages = await walk(server().apiUrl);
    for (let k = 1; k < pages.length; k++) {
      const previous = pages[k]?.previous;
      expect(previous).toBeTypeOf('string');
      expect(await getPage(previous ?? '')).toEqual(pages[k - 1]);
    }
  });

  it('writes cursors as DRF does: base64 of p=..., r=1&p=... going back, URL-encoded', async () => {
    // p=981 is "cD05ODE=": the padding travels as %3D.
    const first = await getPage(server().apiUrl);
    expect(first.next).toBe(`${server().apiUrl}?cursor=cD05ODE%3D&format=api`);
    expect(decoded(first.next ?? '')).toBe('p=981');
    const second = await getPage(first.next ?? '');
    expect(decoded(second.previous ?? '')).toBe('r=1&p=980');
    expect(decoded(second.next ?? '')).toBe('p=961');
  });

  it('keeps the trailing slash and the other query parameters of the request', async () => {
    const page = await getPage(`${server().url}/api/channels/?format=json&x=1`);
    expect(page.next).toMatch(/\/api\/channels\/\?cursor=[^&]+&format=json&x=1$/);
  });

  it('builds links from the Host header, ignoring X-Forwarded-Host', async () => {
    // example.test must be allowed (--allowed-host): a name the server was not told is refused.
    const named = await serverForTest({ memory: true, count: 30, allowedHosts: ['example.test'] });
    const response = await rawRequest(named.apiUrl, {
      headers: { Host: 'example.test:8080', 'X-Forwarded-Host': 'evil.test' },
    });
    const page = Page.parse(JSON.parse(response.body));
    expect(page.next).toMatch(/^http:\/\/example\.test:8080\/api\/channels\?cursor=/);
    expect(page.results.find((c) => c.logo)?.logo).toMatch(
      /^http:\/\/example\.test:8080\/media\/logos\//,
    );
  });

  it('rejects a malformed Host header', async () => {
    const response = await rawRequest(server().apiUrl, { headers: { Host: 'bad host/x' } });
    expect(response.status).toBe(400);
  });

  it('answers format=api and format=json with the same JSON', async () => {
    const api = await fetch(`${server().apiUrl}?format=api`);
    const json = await fetch(`${server().apiUrl}?format=json`);
    expect(api.headers.get('content-type')).toBe('application/json');
    const [a, j] = [Page.parse(await api.json()), Page.parse(await json.json())];
    expect(a.results).toEqual(j.results);
    const xml = await fetch(`${server().apiUrl}?format=xml`);
    expect(xml.status).toBe(404);
  });
});

describe('headers', () => {
  it('sends the spec headers and CORS on a page', async () => {
    const response = await fetch(server().apiUrl);
    expect(response.headers.get('content-type')).toBe('application/json');
    // fetch() accepts gzip and br, so this answer is compressed (see compression.test.ts).
    expect(response.headers.get('vary')).toBe('Origin, Accept, accept-encoding');
    expect((await rawRequest(server().apiUrl)).headers.vary).toBe('Origin, Accept');
    expect(response.headers.get('allow')).toBe('GET, POST, PATCH, HEAD, OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await fetch(server().apiUrl);
    const getBody = await get.arrayBuffer();
    const head = await rawRequest(server().apiUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(getBody.byteLength));
    expect(head.headers['content-type']).toBe('application/json');
    expect(head.headers.allow).toBe('GET, POST, PATCH, HEAD, OPTIONS');
  });

  it('answers OPTIONS with DRF metadata', async () => {
    const response = await fetch(server().apiUrl, { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      name: string;
      renders: string[];
      parses: string[];
      actions: { POST: Record<string, { type: string; required: boolean; read_only: boolean }> };
    };
    expect(body.name).toBe('Channel List');
    expect(body.renders).toEqual(['application/json', 'text/html']);
    expect(body.parses).toContain('application/json');
    expect(body.actions.POST.id).toMatchObject({ type: 'integer', read_only: true });
    expect(body.actions.POST.company).toMatchObject({ type: 'nested object', required: true });
    expect(body.actions.POST.created_at).toMatchObject({ type: 'datetime', read_only: true });
  });

  it('answers a CORS preflight for reading with 204 and the allowed methods and headers', async () => {
    const response = await fetch(server().apiUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://elsewhere.test',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, Accept');
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });
});

describe('errors', () => {
  const invalid = { detail: 'Invalid cursor' };

  it.each([
    ['garbage', 'not-a-cursor!'],
    ['bad padding', 'cD05OD'],
    ['a text position', Buffer.from('p=abc').toString('base64')],
    ['a negative offset', Buffer.from('o=-3&p=5').toString('base64')],
    ['non-ASCII', '%C3%A9'],
  ])('answers 404 Invalid cursor for %s', async (_, cursor) => {
    const response = await fetch(`${server().apiUrl}?cursor=${cursor}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(invalid);
  });

  it('answers a tampered cursor (a flipped character) with 404 or a valid page, never a 500', async () => {
    const first = await getPage(server().apiUrl);
    const cursor = cursorOf(first.next ?? '');
    for (let i = 0; i < cursor.length; i++) {
      const tampered = `${cursor.slice(0, i)}${cursor[i] === 'A' ? 'B' : 'A'}${cursor.slice(i + 1)}`;
      const response = await fetch(`${server().apiUrl}?cursor=${encodeURIComponent(tampered)}`);
      expect([200, 404]).toContain(response.status);
      if (response.status === 404) expect(await response.json()).toEqual(invalid);
      else Page.parse(await response.json());
    }
  });

  it('answers unknown paths with a JSON 404', async () => {
    for (const path of ['/nope', '/api/nope', '/api/channels/123', '/media/logos/x.png']) {
      const response = await fetch(`${server().url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers a wrong method with a JSON 405 and Allow', async () => {
    const response = await fetch(server().apiUrl, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, PATCH, HEAD, OPTIONS');
    expect(await response.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });

  it('has an API root listing the collection', async () => {
    const response = await fetch(`${server().url}/api/`);
    expect(await response.json()).toEqual({ channels: server().apiUrl });
  });
});

describe('logos', () => {
  it('serves a generated SVG with an ETag, and 304 when it matches', async () => {
    const page = await getPage(server().apiUrl);
    const logo = page.results.find((c) => c.logo !== null)?.logo ?? '';
    expect(logo).toMatch(/\/media\/logos\/[a-z0-9-]+\.svg$/);
    const response = await fetch(logo);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);

    const again = await fetch(logo, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it("serves the company's own mark, with its escaped name as the title", async () => {
    // Which mark a slug gets, and the escaping of initials in each, is in data/logo/logo.test.ts.
    const response = await fetch(`${server().url}/media/logos/o-suilleabhain-co.svg`);
    const svg = await response.text();
    expect(svg).toBe(logoSvg('Ó Súilleabháin & Co', 'o-suilleabhain-co'));
    expect(svg).toContain('<title>Ó Súilleabháin &#38; Co</title>');
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await fetch(`${server().url}/media/logos/no-such-company.svg`);
    expect(response.status).toBe(404);
  });
});
