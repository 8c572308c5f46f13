// @vitest-environment node
/** Serving a built app next to the API (what `npm start` does). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { cspDirectives } from '../../../csp.config.ts';
import { rawRequest, useServer } from '../../test-helpers.ts';

// dist/ and, beside it, a file no request may reach.
const parent = mkdtempSync(join(tmpdir(), 'channels-dist-'));
const dist = join(parent, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
// The build puts the stylesheet into the page (vite.config.ts): its hash goes into the policy.
const style = 'body{color:#222}';
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><title>Channels</title><style>${style}</style>`,
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// What vite-plugin-pwa adds (pwa.config.ts): the service worker, its Workbox runtime, the manifest.
writeFileSync(join(dist, 'sw.js'), 'define(["./workbox-0a1b2c3d"], () => {});');
writeFileSync(join(dist, 'workbox-0a1b2c3d.js'), 'define([], () => {});');
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Channels"}');
writeFileSync(join(parent, 'channels-secret.txt'), 'secret');
// The build's precompressed copies (scripts/precompress.ts) of a page and a script.
const page = `<!doctype html><title>Channels</title>${'<p>channel</p>'.repeat(100)}`;
const script = `console.log(${JSON.stringify('channel '.repeat(200))})`;
mkdirSync(join(dist, 'shell'));
writeFileSync(join(dist, 'shell', 'index.html'), page);
writeFileSync(join(dist, 'shell', 'index.html.br'), brotliCompressSync(page));
writeFileSync(join(dist, 'shell', 'index.html.gz'), gzipSync(page));
writeFileSync(join(dist, 'assets', 'big-0a1b2c.js'), script);
writeFileSync(join(dist, 'assets', 'big-0a1b2c.js.br'), brotliCompressSync(script));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const server = useServer({ count: 30, staticDir: dist });

/** A policy's directives, whichever separator spacing the header uses. */
const directives = (policy: string | null) =>
  (policy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '');

describe('static app', () => {
  it('serves index.html at / with the security headers, its own stylesheet allowed, and no caching', async () => {
    const response = await fetch(`${server().url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(directives(response.headers.get('content-security-policy'))).toEqual([
      ...cspDirectives([style]),
      "frame-ancestors 'none'",
    ]);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Channels</title>');
  });

  it('falls back to index.html for client-side routes', async () => {
    const response = await fetch(`${server().url}/companies/acme?x=1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Channels</title>');
  });

  it('caches hashed assets for a year and answers 304 to a matching ETag', async () => {
    const response = await fetch(`${server().url}/assets/index-abc123.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag') ?? '';
    // As a browser revalidates its cached copy. (fetch() would add Cache-Control: no-cache to
    // a request with If-None-Match, which send answers in full, as an end-to-end reload.)
    const again = await rawRequest(`${server().url}/assets/index-abc123.js`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('has the service worker and the manifest revalidated, and caches the hashed Workbox runtime', async () => {
    // A cached sw.js or manifest would hide a new deployment from the browser's update check.
    const worker = await fetch(`${server().url}/sw.js`);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${server().url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const runtime = await fetch(`${server().url}/workbox-0a1b2c3d.js`);
    expect(runtime.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(runtime.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's precompressed copy the client accepts, with the headers of the original", async () => {
    const url = `${server().url}/shell/`;
    const br = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    // The build's own copy, not one compressed on the fly.
    expect(br.bytes.equals(readFileSync(join(dist, 'shell', 'index.html.br')))).toBe(true);
    expect(String(brotliDecompressSync(br.bytes))).toBe(page);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(directives(String(br.headers['content-security-policy']))).toContain(
      "frame-ancestors 'none'",
    );

    const gz = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.bytes.equals(readFileSync(join(dist, 'shell', 'index.html.gz')))).toBe(true);
    expect(String(gunzipSync(gz.bytes))).toBe(page);

    const plain = await rawRequest(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);

    const asset = await rawRequest(`${server().url}/assets/big-0a1b2c.js`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.bytes.equals(readFileSync(join(dist, 'assets', 'big-0a1b2c.js.br')))).toBe(true);
    expect(String(brotliDecompressSync(asset.bytes))).toBe(script);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('allows the stylesheet of a build deployed while it runs, not the one before', async () => {
    const page = join(dist, 'index.html');
    const before = readFileSync(page, 'utf8');
    const next = 'body{color:#111;background:#fafafa}';
    writeFileSync(page, `<!doctype html><title>Channels</title><style>${next}</style>`);
    try {
      for (const path of ['/', '/companies/acme']) {
        const response = await fetch(`${server().url}${path}`);
        expect(directives(response.headers.get('content-security-policy'))).toEqual([
          ...cspDirectives([next]),
          "frame-ancestors 'none'",
        ]);
      }
    } finally {
      writeFileSync(page, before);
    }
  });

  it('answers 404 for a missing asset instead of the app shell', async () => {
    const response = await fetch(`${server().url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
  });

  it('never serves files outside the directory', async () => {
    // Sent as written: a URL would resolve the dot segments away before the request left.
    for (const path of [
      '/../channels-secret.txt',
      '/%2e%2e/channels-secret.txt',
      '/..%2Fchannels-secret.txt',
      '/assets/../../channels-secret.txt',
      '/assets/%2E%2E/%2E%2E/channels-secret.txt',
    ]) {
      const response = await rawRequest(server().url, { path });
      expect(response.body).not.toContain('secret');
    }
  });

  it('still serves the API and JSON 404s under /api', async () => {
    expect((await fetch(server().apiUrl)).status).toBe(200);
    const missing = await fetch(`${server().url}/api/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not found.' });
  });
});
