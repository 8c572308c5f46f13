/**
 * The importer's requests: the app's own getJson (typed errors, timeout, Retry-After), plus the
 * manners a crawler owes a real deployment: a User-Agent that says who is asking, waiting out
 * 429s as long as the server asks (within reason), and a few retries with backoff when the server
 * or the network fails. One request at a time; the caller spaces pages with --delay.
 */
import { ApiError } from '../../src/api/api-error.ts';
import { getJson } from '../../src/api/http.ts';

export const USER_AGENT = 'channels-import/1 (npm run api -- --import)';

export interface PoliteFetchOptions {
  signal?: AbortSignal;
  /** Retries of a failed request (5xx, network, timeout, a cut-off body). */
  retries: number;
  /** The first retry's wait, doubled for each one after it. */
  backoffMs: number;
  /** No wait, Retry-After included, is longer than this. */
  maxWaitMs: number;
  /** The shortest wait before asking again, however soon the server says it is fine. */
  minWaitMs: number;
  /** 429 answers in a row before giving up. */
  maxThrottles: number;
  timeoutMs: number;
  onWait?: (wait: Wait) => void;
  /** How a wait is waited; default pause(). Tests record the waits instead. */
  sleep?: Sleep;
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface Wait {
  reason: 'throttled' | 'failed';
  ms: number;
  /** What went wrong, e.g. "HTTP 503 from …". */
  detail: string;
  /** 1 for the first wait on this link. */
  attempt: number;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The server asked for a longer wait than the import may spend on one request. */
export class WaitTooLongError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'WaitTooLongError';
  }
}

/**
 * GETs a link's JSON, waiting and retrying as the server asks; throws the last ApiError, or a
 * WaitTooLongError when the server asks for a wait above `maxWaitMs` (asking again sooner than
 * it said would be rude, and waiting hours in a terminal is pointless: stop, resume later).
 */
export async function fetchPolitely(link: string, options: PoliteFetchOptions): Promise<unknown> {
  let failures = 0;
  let throttles = 0;
  for (;;) {
    try {
      return await getJson(link, {
        signal: options.signal,
        timeoutMs: options.timeoutMs,
        headers: { 'User-Agent': USER_AGENT },
      });
    } catch (error) {
      // Aborts (the caller's signal) and answers that will not change (404, 403) end here.
      if (!(error instanceof ApiError) || !error.transient) throw error;
      const throttled = error.status === 429;
      const attempt = throttled ? ++throttles : ++failures;
      if (throttled ? attempt > options.maxThrottles : attempt > options.retries) throw error;
      const asked = error.retryAfter === undefined ? undefined : error.retryAfter * 1000;
      if (asked !== undefined && asked > options.maxWaitMs) {
        throw new WaitTooLongError(
          `${error.message}: it asks to wait ${formatSeconds(asked)}, longer than the ${formatSeconds(options.maxWaitMs)} this import waits`,
          { cause: error },
        );
      }
      const backoff = options.backoffMs * 2 ** (attempt - 1);
      const ms = Math.min(options.maxWaitMs, Math.max(options.minWaitMs, asked ?? backoff));
      options.onWait?.({
        reason: throttled ? 'throttled' : 'failed',
        ms,
        detail: error.message,
        attempt,
      });
      await (options.sleep ?? pause)(ms, options.signal);
    }
  }
}

const formatSeconds = (ms: number) => `${String(Math.round(ms / 1000))} s`;
