// autocannon ships no types: the part of its programmatic API the API bench uses.
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'HEAD' | 'OPTIONS' | 'POST';
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    /** Called with each client as it is built (before its parser callbacks are set). */
    setupClient?: (client: Client) => void;
  }
  export interface Client {
    parser: Record<number, (...args: unknown[]) => unknown> & { constructor: unknown };
  }
  export interface Instance {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, bytes: number, responseTime: number) => void,
    ): Instance;
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
