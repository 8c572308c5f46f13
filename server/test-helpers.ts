/** Shared by the server's tests: an in-memory server on a free loopback port, and page walks. */
import { request } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { Page } from '../src/api/schemas.ts';
import { server as msw } from '../src/test/msw-server.ts';
import { startServer, type RunningServer, type ServerOptions } from './app.ts';

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
    server = await startServer({ memory: true, count: 1000, port: 0, ...options });
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

export async function sendJsonBody(
  url: string,
  method: 'POST' | 'PATCH',
  body: unknown,
  contentType = 'application/json',
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with headers fetch() will not send (Host) or methods it will not (CONNECT-like). */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
