/**
 * Fault injection for the list endpoint, so clients can be tested against a slow, failing,
 * throttling or truncating server. Counters are per server instance and count list requests
 * that got past the rate limit.
 */

export interface FaultOptions {
  /** Base latency in ms; each list request waits this long ±25%. */
  latencyMs?: number;
  /** Every Nth list request answers 500. */
  failEvery?: number;
  /** At most N list requests per second; the rest get 429 with Retry-After. */
  rateLimit?: number;
  /** Every Nth list request answers 200 with its JSON cut off halfway. */
  truncateEvery?: number;
  /** Source of jitter (tests pin it). */
  random?: () => number;
  /** How the latency is waited out (tests record it instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Fault {
  fail: boolean;
  truncate: boolean;
}

export class Faults {
  private readonly options: FaultOptions;
  private listRequests = 0;
  /** Times of the requests accepted in the last second (a sliding window). */
  private accepted: number[] = [];

  constructor(options: FaultOptions) {
    this.options = options;
  }

  /** True when this request is over the rate limit (and was not counted). */
  throttled(now = Date.now()): boolean {
    const limit = this.options.rateLimit;
    if (!limit) return false;
    this.accepted = this.accepted.filter((time) => now - time < 1000);
    if (this.accepted.length >= limit) return true;
    this.accepted.push(now);
    return false;
  }

  /** Counts a list request and says which faults hit it. */
  next(): Fault {
    const n = ++this.listRequests;
    const every = (period: number | undefined) =>
      period !== undefined && period > 0 && n % period === 0;
    const fail = every(this.options.failEvery);
    return { fail, truncate: !fail && every(this.options.truncateEvery) };
  }

  async delay(): Promise<void> {
    const base = this.options.latencyMs;
    if (!base) return;
    const jitter = 0.75 + 0.5 * (this.options.random ?? Math.random)();
    await (this.options.sleep ?? wait)(Math.round(base * jitter));
  }
}
