// @vitest-environment node
/** The fault flags act on the list endpoint only, and do what they say. */
import { describe, expect, it, vi } from 'vitest';
import { Page } from '../../src/api/schemas.ts';
import { Faults } from './faults.ts';
import { sendJsonBody, useServer } from '../test-helpers.ts';

describe('--fail-every', () => {
  const server = useServer({ count: 50, failEvery: 3 });

  it('answers every third list request with a JSON 500', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(server().apiUrl);
      statuses.push(response.status);
      const body: unknown = await response.json();
      if (response.status === 500) expect(body).toEqual({ detail: 'Injected failure' });
      else Page.parse(body);
    }
    expect(statuses).toEqual([200, 200, 500, 200, 200, 500]);
  });

  it('leaves other endpoints alone', async () => {
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${server().url}/media/logos/o-suilleabhain-co.svg`);
      expect(response.status).toBe(200);
    }
  });
});

describe('--rate-limit', () => {
  const server = useServer({ count: 50, rateLimit: 3 });

  it('throttles past N list requests a second with 429 and Retry-After', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => fetch(server().apiUrl)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const throttled = responses.find((r) => r.status === 429);
    expect(throttled?.headers.get('retry-after')).toBe('1');
    expect(throttled?.headers.get('access-control-allow-origin')).toBe('*');
    expect(await throttled?.json()).toEqual({
      detail: 'Request was throttled. Expected available in 1 second.',
    });
    // Writes are not throttled.
    const post = await sendJsonBody(server().apiUrl, 'POST', {
      company: {
        name: 'Unthrottled',
        location: { city: 'Cork', country: 'Ireland', country_short: 'IE' },
      },
    });
    expect(post.status).toBe(201);
  });
});

describe('--truncate-every', () => {
  const server = useServer({ count: 50, truncateEvery: 2 });

  it('cuts every second list body off halfway, with status 200', async () => {
    const whole = await fetch(server().apiUrl);
    const text = await whole.text();
    expect(() => Page.parse(JSON.parse(text))).not.toThrow();
    const cut = await fetch(server().apiUrl);
    expect(cut.status).toBe(200);
    const cutText = await cut.text();
    expect(cut.headers.get('content-length')).toBe(String(Buffer.byteLength(cutText)));
    expect(cutText.length).toBe(Math.floor(text.length / 2));
    expect(() => JSON.parse(cutText) as unknown).toThrow(SyntaxError);
  });
});

describe('--latency', () => {
  // The server's sleep is held here: the test decides when the latency is over.
  const slept: number[] = [];
  const wakers: (() => void)[] = [];
  const server = useServer({
    count: 50,
    latencyMs: 200,
    random: () => 0,
    sleep: (ms) => {
      slept.push(ms);
      return new Promise<void>((resolve) => wakers.push(resolve));
    },
  });

  it('holds a list request for the latency minus at most 25%, then answers it', async () => {
    let answered = false;
    const list = fetch(server().apiUrl).then((response) => {
      answered = true;
      return response;
    });
    await expect.poll(() => slept).toEqual([150]);
    // A whole other exchange goes by; the list answer would have come meanwhile if not held.
    expect((await fetch(server().apiUrl, { method: 'OPTIONS' })).status).toBe(200);
    expect(answered).toBe(false);
    wakers.forEach((wake) => wake());
    expect((await list).status).toBe(200);
  });
});

describe('Faults', () => {
  it('jitters latency within ±25%', async () => {
    for (const [random, expected] of [
      [0, 75],
      [0.5, 100],
      [0.999, 125],
    ] as const) {
      const slept: number[] = [];
      const sleep = (ms: number) => {
        slept.push(ms);
        return Promise.resolve();
      };
      await new Faults({ latencyMs: 100, random: () => random, sleep }).delay();
      expect(slept).toEqual([expected]);
    }
  });

  it('waits with a timer by default, and not at all without a latency', async () => {
    vi.useFakeTimers();
    try {
      let over = false;
      const delayed = new Faults({ latencyMs: 100, random: () => 0 }).delay().then(() => {
        over = true;
      });
      await vi.advanceTimersByTimeAsync(74);
      expect(over).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(over).toBe(true);
      await delayed;
      expect(vi.getTimerCount()).toBe(0);
      await new Faults({}).delay();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits to N requests in any one-second window', () => {
    const faults = new Faults({ rateLimit: 2 });
    expect([0, 10, 20, 999, 1000, 1005, 1010].map((t) => faults.throttled(t))).toEqual([
      false,
      false,
      true,
      true,
      false,
      true,
      false,
    ]);
  });

  it('never fails and truncates the same request', () => {
    const faults = new Faults({ failEvery: 2, truncateEvery: 2 });
    expect([faults.next(), faults.next()]).toEqual([
      { fail: false, truncate: false },
      { fail: true, truncate: false },
    ]);
  });
});
