import { ApiError } from './api-error';

/** How long one request may take before it counts as a timeout. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface GetJsonOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent besides `Accept` (the importer names itself in `User-Agent`). */
  headers?: Record<string, string>;
}

/** How every request to the API is made (index.html's first-page request too: boot-scripts.ts). */
export const REQUEST_INIT = {
  headers: { Accept: 'application/json' },
  // The directory is public data: never send the user's cookies to whatever API is chosen.
  credentials: 'omit',
  // Pages go into the local database, never read twice from the browser's HTTP cache (the API
  // sends no freshness): stored there, a walk of a million channels wrote about 2 GB through it,
  // evicting the rest of the user's cache, and copying the pages into it was about 40% of the
  // network process's time during a walk. A fetch option, not a header: no CORS preflight.
  cache: 'no-store',
} as const satisfies RequestInit;

/** Requests started before the app's code ran, by URL, until getJson takes them. */
const early = new Map<string, Promise<Response>>();

/**
 * Starts a GET that getJson(url) will be asked for soon, so the request runs while the rest of
 * the app's code is still being evaluated (the first page, from the first line of start-app.tsx).
 * getJson takes it over as if it had sent it; a request nobody takes is simply never read.
 * `started`: the same request already sent by someone else (index.html's inline script).
 */
export function startEarlyRequest(url: string, started?: Promise<Response>): void {
  if (early.has(url)) return;
  const response = started ?? fetch(url, REQUEST_INIT);
  // A failure surfaces when getJson takes the request over; until then it is not unhandled.
  response.catch(() => undefined);
  early.set(url, response);
}

/** The early request for `url`, if one is waiting, raced against `signal`. */
function takeEarlyRequest(url: string, signal: AbortSignal): Promise<Response> | undefined {
  const response = early.get(url);
  if (!response) return undefined;
  early.delete(url);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * GETs a URL and returns its parsed JSON body, or throws an ApiError saying what failed.
 * A caller's abort is passed through untouched (react-query treats it as a cancellation).
 */
export async function getJson(url: string, options: GetJsonOptions = {}): Promise<unknown> {
  const { signal, timeoutMs = REQUEST_TIMEOUT_MS, headers } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let response: Response;
  let text: string;
  try {
    response = await (takeEarlyRequest(url, combined) ??
      fetch(url, {
        ...REQUEST_INIT,
        headers: { ...headers, Accept: 'application/json' },
        signal: combined,
      }));
    text = await response.text();
  } catch (cause) {
    if (signal?.aborted) throw signal.reason ?? cause;
    if (timeout.aborted) throw new ApiError({ kind: 'timeout', url, cause });
    throw new ApiError({ kind: 'network', url, cause });
  }

  const contentType = response.headers.get('content-type') ?? '';
  const json = parseJson(text);
  const html = !json.ok && (/html/i.test(contentType) || /^\s*</.test(text));

  if (!response.ok) {
    throw new ApiError({
      kind: 'http',
      url,
      status: response.status,
      detail: detailOf(json.ok ? json.value : undefined),
      retryAfter: parseRetryAfter(response.headers.get('retry-after')),
      html,
    });
  }
  if (!json.ok) {
    throw new ApiError({
      html,
      kind: 'not-json',
      url,
      status: response.status,
      detail: html ? 'The server answered with an HTML page' : 'The body is not valid JSON',
      cause: json.error,
    });
  }
  return json.value;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error };
  }
}

/** DRF puts a human message in `detail`; only a string is trusted as one. */
function detailOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const { detail } = body;
    if (typeof detail === 'string') return detail.slice(0, 500);
  }
  return undefined;
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
