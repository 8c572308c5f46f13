// @vitest-environment node
/**
 * Snapshot import against real servers on loopback ports: a reference server as the source
 * (through a relay that counts and scripts requests), or a tiny one serving pages of our making.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageEnvelope } from '../../src/api/schemas.ts';
import type { RunningServer, ServerOptions } from '../app.ts';
import { holdsImport, openStore } from '../data/db.ts';
import { USER_AGENT, type Wait } from './import-fetch.ts';
import { ImportConflictError } from './import-store.ts';
import { importChannels, ImportError } from './import.ts';
import { sendJson } from '../http/plain-server.ts';
import { fakeUpstream, rawRequest, serverForTest, tempDir, withoutMsw } from '../test-helpers.ts';

withoutMsw();

/** The source: 95 channels on 14 pages of 7 (the last one holds 4). */
const source = (options: ServerOptions = {}) =>
  serverForTest({ memory: true, count: 95, pageSize: 7, ...options });

/** Serves what an import stored, as `npm run api -- --data-dir DIR` would. */
const serveCopy = (dataDir: string) => serverForTest({ dataDir, count: 500 });

/** Every record of a collection along its `next` links, as the raw JSON served. */
async function recordsOf(url: string): Promise<unknown[]> {
  const records: unknown[] = [];
  let next: string | null = url;
  for (let pages = 0; next !== null; pages++) {
    if (pages > 100) throw new Error(`${url} does not end`);
    const response = await fetch(next);
    if (!response.ok) throw new Error(`${next}: HTTP ${String(response.status)}`);
    const page = PageEnvelope.parse(await response.json());
    records.push(...page.results);
    next = page.next;
  }
  return records;
}

interface Scripted {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

interface Seen {
  target: string;
  userAgent: string | undefined;
}

/** What reached the source and what the import waited, in the order it happened. */
type Event = { request: string } | { pause: number };

/** The import's sleep: noted in `events` instead of waited (no wall-clock in the tests). */
const notePauses = (events: Event[]) => (ms: number) => {
  events.push({ pause: ms });
  return Promise.resolve();
};

/**
 * A relay in front of a reference server that records every request and answers the nth one
 * itself when `script(n)` says so. The source builds its links on the relay's host, so an
 * import through the relay never talks to the source directly.
 */
async function relay(
  to: RunningServer,
  script: (n: number) => Scripted | undefined = () => undefined,
  events: Event[] = [],
) {
  const requests: Seen[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = await fakeUpstream(async (req, res) => {
    const target = req.url ?? '/';
    requests.push({ target, userAgent: req.headers['user-agent'] });
    events.push({ request: target });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const scripted = script(requests.length);
      if (scripted) {
        sendJson(req, res, scripted.status, scripted.body, scripted.headers);
        return;
      }
      const answer = await rawRequest(`${to.url}${target}`, {
        path: target,
        headers: { Host: req.headers.host ?? '' },
      });
      res.writeHead(answer.status, { 'Content-Type': String(answer.headers['content-type']) });
      res.end(answer.bytes);
    } finally {
      inFlight -= 1;
    }
  });
  return {
    apiUrl: `${server.url}/api/channels`,
    requests,
    targets: () => requests.map((request) => request.target),
    maxInFlight: () => maxInFlight,
  };
}

/** A source of our making: page 0 at /api/channels, page i at ?cursor=i. */
async function pagesSource(pages: { results: unknown[]; next: number | null }[]) {
  const server = await fakeUpstream((req, res) => {
    const origin = `http://${req.headers.host ?? ''}`;
    const url = new URL(req.url ?? '/', origin);
    const page = pages[Number(url.searchParams.get('cursor') ?? 0)];
    const link = (n: number | null) =>
      n === null ? null : `${origin}/api/channels?cursor=${String(n)}&format=api`;
    if (page)
      sendJson(req, res, 200, { next: link(page.next), previous: null, results: page.results });
    else sendJson(req, res, 404, { detail: 'Invalid cursor' });
    return Promise.resolve();
  });
  return `${server.url}/api/channels`;
}

/** Imports into a new directory, without delay, noting each wait for a retry. */
async function importNotingWaits(url: string, backoffMs: number, events: Event[] = []) {
  const waits: Wait[] = [];
  const summary = await importChannels({
    url,
    dataDir: tempDir(),
    delayMs: 0,
    backoffMs,
    onProgress: ({ wait }) => wait && waits.push(wait),
    sleep: notePauses(events),
  });
  return { summary, waits };
}

const countOf = (values: string[], value: string) => values.filter((v) => v === value).length;

describe('snapshot import', () => {
  it('reproduces the source: the same channels in the same order, served as captured', async () => {
    const from = await source();
    const dataDir = tempDir();
    const summary = await importChannels({ url: from.apiUrl, dataDir, delayMs: 0 });
    expect(summary).toMatchObject({
      outcome: 'complete',
      resumed: false,
      run: { pages: 14, records: 95 },
      state: { source: from.apiUrl, next: null, pages: 14, records: 95, rejected: 0 },
    });
    expect(summary.state.outOfOrder + summary.state.repeated).toBe(0);

    // Served from the imported database, not regenerated (count 500 would be generated).
    const copy = await serveCopy(dataDir);
    expect(copy.db.count()).toBe(95);
    const original = await recordsOf(from.apiUrl);
    const copied = await recordsOf(copy.apiUrl);
    expect(original).toHaveLength(95);
    expect(copied).toEqual(original);
    // Verbatim: the source's absolute logo links, not moved onto the copy's origin.
    expect(JSON.stringify(copied)).toContain(`"logo":"${from.url}/media/logos/`);
    expect(JSON.stringify(copied)).not.toContain(copy.url);
  });

  it('stops after --max-pages and resumes without fetching a page twice', async () => {
    const from = await source();
    const events: Event[] = [];
    const via = await relay(from, undefined, events);
    const dataDir = tempDir();

    const first = await importChannels({
      url: via.apiUrl,
      dataDir,
      delayMs: 40,
      maxPages: 3,
      sleep: notePauses(events),
    });
    expect(first).toMatchObject({ outcome: 'paused', run: { pages: 3, records: 21 } });
    expect(first.state.next).toContain('cursor=');
    // Politely: one request at a time, a --delay pause between two of them.
    expect(via.maxInFlight()).toBe(1);
    expect(events.map((event) => ('pause' in event ? event.pause : 'request'))).toEqual([
      'request',
      40,
      'request',
      40,
      'request',
    ]);
    expect(via.requests.every((request) => request.userAgent === USER_AGENT)).toBe(true);

    // What is stored so far is a servable (unfinished) import, never generated over.
    const partial = await serveCopy(dataDir);
    expect(partial.db.count()).toBe(21);
    await partial.close();

    const second = await importChannels({ url: via.apiUrl, dataDir, delayMs: 0 });
    expect(second).toMatchObject({
      outcome: 'complete',
      resumed: true,
      run: { pages: 11, records: 74 },
      state: { pages: 14, records: 95, repeated: 0 },
    });
    expect(via.requests).toHaveLength(14);
    expect(new Set(via.targets()).size).toBe(14);

    const again = await importChannels({ url: via.apiUrl, dataDir, delayMs: 0 });
    expect(again).toMatchObject({ alreadyComplete: true, run: { pages: 0 } });
    expect(via.requests).toHaveLength(14);

    const copy = await serveCopy(dataDir);
    expect(await recordsOf(copy.apiUrl)).toEqual(await recordsOf(via.apiUrl));
  });

  it('resumes after an abort in the middle of a request, refetching only that page', async () => {
    const from = await source();
    const abort = new AbortController();
    // The 6th request is under way when the user presses Ctrl-C.
    const via = await relay(from, (n) => {
      if (n === 6) abort.abort(new Error('stopped by SIGINT'));
      return undefined;
    });
    const dataDir = tempDir();
    const stopped = importChannels({ url: via.apiUrl, dataDir, delayMs: 0, signal: abort.signal });
    await expect(stopped).rejects.toThrow(ImportError);
    await expect(stopped).rejects.toMatchObject({
      aborted: true,
      resumable: true,
      state: { pages: 5, records: 35 },
    });

    const resumed = await importChannels({ url: via.apiUrl, dataDir, delayMs: 0 });
    expect(resumed).toMatchObject({ outcome: 'complete', state: { pages: 14, records: 95 } });
    const targets = via.targets();
    expect(targets).toHaveLength(15);
    expect(new Set(targets).size).toBe(14);
    expect(countOf(targets, targets[5] ?? '')).toBe(2);

    const copy = await serveCopy(dataDir);
    expect(await recordsOf(copy.apiUrl)).toEqual(await recordsOf(via.apiUrl));
  });

  it('stops at an error that retrying will not fix, and resumes from that page', async () => {
    const from = await source();
    const via = await relay(from, (n) =>
      n === 4 ? { status: 404, body: { detail: 'Not found.' } } : undefined,
    );
    const dataDir = tempDir();
    const failed = importChannels({ url: via.apiUrl, dataDir, delayMs: 0, backoffMs: 5 });
    await expect(failed).rejects.toThrow(/HTTP 404 from .*: Not found\. 21 records from 3 pages/);
    await expect(failed).rejects.toMatchObject({ resumable: true, aborted: false });
    expect(via.requests).toHaveLength(4); // a 404 is not retried

    await importChannels({ url: via.apiUrl, dataDir, delayMs: 0 });
    const targets = via.targets();
    expect(targets).toHaveLength(15);
    expect(countOf(targets, targets[3] ?? '')).toBe(2);
    const copy = await serveCopy(dataDir);
    expect(copy.db.count()).toBe(95);
    expect(await recordsOf(copy.apiUrl)).toEqual(await recordsOf(via.apiUrl));
  });

  it('retries a server error after a backoff, within the same run', async () => {
    const from = await source();
    const via = await relay(from, (n) =>
      n === 3 || n === 4 ? { status: 503, body: { detail: 'Down for a moment' } } : undefined,
    );
    const { summary, waits } = await importNotingWaits(via.apiUrl, 20);
    expect(summary).toMatchObject({ outcome: 'complete', state: { records: 95 } });
    expect(waits).toMatchObject([
      { reason: 'failed', ms: 20, attempt: 1 },
      { reason: 'failed', ms: 40, attempt: 2 },
    ]);
    expect(via.requests).toHaveLength(16);
  });

  it('waits as long as a 429 Retry-After asks before asking again', async () => {
    const from = await source();
    const events: Event[] = [];
    const via = await relay(
      from,
      (n) =>
        n === 3
          ? {
              status: 429,
              headers: { 'Retry-After': '1' },
              body: { detail: 'Request was throttled. Expected available in 1 second.' },
            }
          : undefined,
      events,
    );
    const { summary, waits } = await importNotingWaits(via.apiUrl, 10, events);
    expect(summary).toMatchObject({ outcome: 'complete', state: { records: 95 } });
    expect(waits).toMatchObject([{ reason: 'throttled', ms: 1000 }]);
    // The throttled link is asked again only after a pause as long as Retry-After said.
    const throttled = via.requests[2]?.target ?? '';
    const at = events.findIndex((event) => 'request' in event && event.request === throttled);
    expect(events.slice(at, at + 3)).toEqual([
      { request: throttled },
      { pause: 1000 },
      { request: throttled },
    ]);
  });

  it('stops, resumably, when a Retry-After is longer than it may wait', async () => {
    const from = await source();
    const via = await relay(from, (n) =>
      n === 2 ? { status: 429, headers: { 'Retry-After': '3600' }, body: {} } : undefined,
    );
    const failed = importChannels({ url: via.apiUrl, dataDir: tempDir(), delayMs: 0 });
    await expect(failed).rejects.toThrow(/asks to wait 3600 s, longer than the 600 s/);
    await expect(failed).rejects.toMatchObject({ resumable: true, state: { pages: 1 } });
    expect(via.requests).toHaveLength(2);
  });

  it('skips records that fail the schema, reports them, and keeps the rest as served', async () => {
    const sample = await source({ count: 5 });
    const [r0, r1, r2, r3, r4] = await recordsOf(sample.apiUrl).then((records) =>
      records.map((record) => record as Record<string, unknown>),
    );
    const nameless = { ...r1, company: { ...(r1?.company as object), name: undefined } };
    // An unknown field, and a logo as a path on the source (served as is, not made absolute).
    const extended = {
      ...r2,
      logo: '/media/logo-of-r2.png',
      company: { ...(r2?.company as object), image_logo: '/media/logo-of-r2.png' },
      x_added_later: { kept: true },
    };
    const url = await pagesSource([
      { results: [r0, nameless, extended], next: 1 },
      { results: [r3, r4], next: null },
    ]);
    const dataDir = tempDir();
    const summary = await importChannels({ url, dataDir, delayMs: 0 });
    expect(summary).toMatchObject({ outcome: 'complete', state: { records: 4, rejected: 1 } });

    const report: unknown = JSON.parse(readFileSync(summary.reportFile, 'utf8'));
    expect(summary.reportFile).toBe(join(dataDir, 'import-report.json'));
    expect(report).toMatchObject({
      source: url,
      complete: true,
      records: 4,
      rejected: [
        {
          page: 1,
          position: 1,
          id: r1?.id,
          issues: ['company.name: missing (expected string)'],
        },
      ],
    });
    const copy = await serveCopy(dataDir);
    expect(await recordsOf(copy.apiUrl)).toEqual([r0, extended, r3, r4]);
  });

  it('stops with a clear error when the next links loop', async () => {
    const sample = await source({ count: 1 });
    const [first] = (await recordsOf(sample.apiUrl)) as Record<string, unknown>[];
    const record = (id: number) => ({ ...first, id });
    const url = await pagesSource([
      { results: [record(30)], next: 1 },
      { results: [record(20)], next: 2 },
      { results: [record(10)], next: 1 },
    ]);
    const dataDir = tempDir();
    const looped = importChannels({ url, dataDir, delayMs: 0 });
    await expect(looped).rejects.toThrow(
      /next link of page 3 leads back to page 2 .*cursor=1.*links loop.*3 records from 3 pages/,
    );
    await expect(looped).rejects.toMatchObject({ resumable: false });
    // Running it again does not walk the loop a second time.
    await expect(importChannels({ url, dataDir, delayMs: 0 })).rejects.toThrow(/links loop/);
    const report: unknown = JSON.parse(readFileSync(join(dataDir, 'import-report.json'), 'utf8'));
    expect(report).toMatchObject({ complete: false, pages: 3, records: 3 });
  });

  it('refuses to import over generated channels or another import without fresh', async () => {
    const dataDir = tempDir();
    const generated = await openStore({ dataDir, count: 30 });
    generated.close();
    const from = await source();

    await expect(importChannels({ url: from.apiUrl, dataDir, delayMs: 0 })).rejects.toThrow(
      ImportConflictError,
    );
    await expect(importChannels({ url: from.apiUrl, dataDir, delayMs: 0 })).rejects.toThrow(
      /holds 30 generated channels, not an import; add --fresh/,
    );
    const untouched = await openStore({ dataDir });
    expect(untouched.count()).toBe(30);
    expect(holdsImport(untouched.db)).toBe(false);
    untouched.close();

    const replaced = await importChannels({ url: from.apiUrl, dataDir, delayMs: 0, fresh: true });
    expect(replaced.state.records).toBe(95);

    const other = await source({ count: 10 });
    await expect(importChannels({ url: other.apiUrl, dataDir, delayMs: 0 })).rejects.toThrow(
      `holds an import of ${from.apiUrl}; add --fresh`,
    );
    await importChannels({ url: other.apiUrl, dataDir, delayMs: 0, fresh: true });
    const copy = await serveCopy(dataDir);
    expect(await recordsOf(copy.apiUrl)).toEqual(await recordsOf(other.apiUrl));
  });
});
