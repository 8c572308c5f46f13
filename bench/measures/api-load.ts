import autocannon, { type Client } from 'autocannon';
import { percentile } from '../lib/stats';

export interface LoadTarget {
  label: string;
  url: string;
  method: 'GET' | 'HEAD' | 'OPTIONS';
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests that did not end in a 2xx answer, plus connection errors and timeouts. */
  failures: number;
}

/**
 * autocannon's response parser waits for a HEAD answer's body (its Content-Length says how long
 * the GET body would be), so every HEAD request hangs until the timeout. Tell the parser there is
 * no body, as Node's own client does for HEAD. The callback is installed by the client's
 * constructor after setupClient runs, hence the microtask.
 */
function skipBodies(client: Client): void {
  queueMicrotask(() => {
    const key = (client.parser.constructor as { kOnHeadersComplete: number }).kOnHeadersComplete;
    const original = client.parser[key];
    if (!original) throw new Error('autocannon internals changed: no onHeadersComplete');
    client.parser[key] = (...args: unknown[]) => {
      original(...args);
      return true;
    };
  });
}

/**
 * One bounded autocannon burst on loopback: `connections` clients, each sending one request at a
 * time (no pipelining), for `duration` seconds. Latencies (ms) are collected from every response
 * rather than read from autocannon's histogram, which keeps whole milliseconds only.
 */
export function hammer(
  target: LoadTarget,
  duration: number,
  connections: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method,
        headers: { Accept: 'application/json' },
        connections,
        duration,
        pipelining: 1,
        timeout: 10,
        ...(target.method === 'HEAD' ? { setupClient: skipBodies } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requestsPerSecond: result.requests.average,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
    });
  });
}

/**
 * A link to a page deep in the collection: DRF's cursor is base64 of a query string, and
 * `p=<id>` positions the page just below that id. Constructed here (clients only ever copy
 * links) so the bench need not walk 50,000 pages to get there.
 */
export function deepPageUrl(api: string, position: number): string {
  const cursor = Buffer.from(`p=${position}`, 'ascii').toString('base64');
  return `${api}/channels?cursor=${encodeURIComponent(cursor)}&format=api`;
}
