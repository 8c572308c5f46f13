/** Shared by the server's tests: an in-memory server on a free loopback port, and page walks. */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { Page } from '../src/api/schemas.ts';
import { server as msw } from '../src/test/msw-server.ts';
import { startServer, type RunningServer, type ServerOptions } from './app.ts';
import { listenOn, type Handler } from './http/plain-server.ts';
import type { Listening } from './http/server-app.ts';
import { startProxyServer, type ProxyOptions } from './proxy/proxy.ts';

/** The write token of every server the tests start (writes need `Authorization: Token …`). */
export const TEST_WRITE_TOKEN = 'test-write-token-0123456789abcdef';

/**
 * The shared vitest setup (src/test/setup.ts) makes MSW intercept every request and fail the
 * unhandled ones; these tests talk to a real server, so they switch the interception off.
 */
export function withoutMsw(): void {
  beforeAll(() => msw.close());
}

/** Starts an in-memory server for the tests of one file and closes it afterwards. */
export function useServer(options: ServerOptions = {}): () => RunningServer {
  let server: RunningServer | undefined;
  withoutMsw();
  beforeAll(async () => {
    server = await startServer({
      memory: true,
      count: 1000,
      port: 0,
      writeToken: TEST_WRITE_TOKEN,
      ...options,
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('server not started');
    return server;
  };
}

export async function getPage(url: string): Promise<Page> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  return Page.parse(await response.json());
}

/** Follows `next` from `url` to the last page. */
export async function walk(url: string, limit = 10_000): Promise<Page[]> {
  const pages: Page[] = [];
  let next: string | null = url;
  while (next !== null) {
    if (pages.length >= limit) throw new Error('walk did not end');
    const page = await getPage(next);
    pages.push(page);
    next = page.next;
  }
  return pages;
}

export const idsOf = (pages: Page[]) => pages.flatMap((page) => page.results.map((c) => c.id));

export function cursorOf(link: string): string {
  const cursor = new URL(link).searchParams.get('cursor');
  if (cursor === null) throw new Error(`no cursor in ${link}`);
  return cursor;
}

export const decoded = (link: string) => Buffer.from(cursorOf(link), 'base64').toString('ascii');

/** A write with the tests' token (a server of the tests' own making takes TEST_WRITE_TOKEN). */
export async function sendJsonBody(
  url: string,
  method: 'POST' | 'PATCH',
  body: unknown,
  contentType = 'application/json',
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': contentType, Authorization: `Token ${TEST_WRITE_TOKEN}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body exactly as received (still compressed, if it was). */
  bytes: Buffer;
}

/** A request with headers fetch() will not send (Host, Connection) or methods it will not. */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** The request target as written (a URL would have its dot segments resolved). */
    path?: string;
  } = {},
): Promise<RawResponse> {
  const { method = 'GET', headers, path = new URL(url).pathname + new URL(url).search } = options;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: String(bytes),
          bytes,
        });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A proxy (proxy.ts) in front of `upstream`, closed when the test ends; `log` collects its lines. */
export async function proxyFor(upstream: string, options: Partial<ProxyOptions> = {}) {
  const log: string[] = [];
  const proxy = await startProxyServer({
    upstream,
    port: 0,
    log: (line) => log.push(line),
    ...options,
  });
  onTestFinished(() => proxy.close());
  return { proxy, log };
}

/** An upstream of the test's own making on a free loopback port, closed when the test ends. */
export async function fakeUpstream(handler: Handler): Promise<Listening> {
  const server = await listenOn(handler, 0, '127.0.0.1');
  onTestFinished(() => server.close());
  return server;
}

/** A new empty directory (for a data dir), removed when the test ends. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'channels-test-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A reference server on a free loopback port, closed when the test ends. */
export async function serverForTest(options: ServerOptions): Promise<RunningServer> {
  const server = await startServer({ port: 0, writeToken: TEST_WRITE_TOKEN, ...options });
  onTestFinished(() => server.close());
  return server;
}
