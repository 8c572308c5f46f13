import type { Page } from '@playwright/test';
import type { Metric } from '../lib/results';
import { percentile } from '../lib/stats';

export const FILTER_METRICS = {
  p50: { name: 'Filter keystroke p50', unit: 'ms', against: 'naive grid' },
  p95: {
    name: 'Filter keystroke p95',
    unit: 'ms',
    against: 'naive grid',
    budget: { on: 'value', op: '<', limit: 50 },
  },
  firstResult: { name: 'Time to first search result', unit: 'ms', against: 'naive grid' },
  // Issue 15: "keystrokes during a walk stay under 50 ms p95". No baseline: the naive grid has no
  // walk to type during.
  walkingP95: {
    name: 'Filter keystroke p95 while a walk runs',
    unit: 'ms',
    budget: { on: 'value', op: '<', limit: 50 },
  },
} satisfies Record<string, Metric>;

interface FilterProbe {
  samples: number[];
  /** Which key of a name each sample was: the search box's text then, and whether it deleted. */
  boxes: string[];
  pending: { start: number; before: string; box: EventTarget | null; key: string } | null;
}

declare global {
  interface Window {
    __filter: FilterProbe;
  }
}

export interface FilterFigures {
  p50: number;
  p95: number;
  samples: number[];
  /** Keystrokes after which nothing visible changed (same status and first card): not timed. */
  unchanged: number;
  /** Each query's own keys: which name the slow ones came from, and the text the slowest met. */
  byQuery: { query: string; timed: number; p95: number; max: number; slowest: string }[];
}

/**
 * Types each of `queries` into the search box one key at a time, then deletes it with Backspace,
 * and times each keystroke: from the keydown event to the paint after the results changed (the status
 * line's text or the first card's). Keys are pressed one after another once the previous one
 * has settled, so each is timed on its own.
 */
export async function typeAndTime(
  page: Page,
  queries: readonly string[],
  settleMs: number,
  /** A pause after each query, as a reader's between two searches. */
  pauseMs = 0,
): Promise<FilterFigures> {
  const input = page.getByLabel('Search channels');
  await input.click();
  await page.evaluate(() => {
    const snapshot = () => {
      const statuses = document.querySelectorAll('[role="status"]');
      const status = Array.from(statuses, (el) => el.textContent ?? '').join('|');
      return `${status}#${document.querySelector('article')?.textContent ?? ''}`;
    };
    const probe: FilterProbe = { samples: [], boxes: [], pending: null };
    document.addEventListener(
      'keydown',
      (event) => {
        probe.pending = {
          start: event.timeStamp,
          before: snapshot(),
          box: event.target,
          key: event.key,
        };
      },
      { capture: true },
    );
    new MutationObserver(() => {
      const pending = probe.pending;
      if (!pending || snapshot() === pending.before) return;
      probe.pending = null;
      void window.__bench.afterPaint().then((time) => {
        probe.samples.push(time - pending.start);
        const text = pending.box instanceof HTMLInputElement ? pending.box.value : '';
        probe.boxes.push(`"${text}"${pending.key === 'Backspace' ? ' (Backspace)' : ''}`);
        // Heard by the harness through the console (see below).
        console.debug(`__bench:keySample ${probe.samples.length}`);
      });
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    window.__filter = probe;
  });

  let unchanged = 0;
  const ends: number[] = [];
  for (const query of queries) {
    for (const key of [...query.split(''), ...query.split('').map(() => 'Backspace')]) {
      const before = await page.evaluate(() => window.__filter.samples.length);
      // The key's sample is heard through the console: waiting with waitForFunction evaluated
      // Playwright's injected script in the page while the key's results were on their way (a
      // task of about 10 ms on the main thread in traces, just before the frame being timed).
      const sampled = page
        .waitForEvent('console', {
          predicate: (message) => message.text() === `__bench:keySample ${before + 1}`,
          timeout: settleMs,
        })
        .catch(() => undefined);
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await sampled;
      // A render slower than settleMs is still attributed to its own key: this waits until the
      // page is free to paint again, and by then a late change has been recorded.
      await page.evaluate(() => window.__bench.afterPaint());
      const changed = await page.evaluate(
        (count) => window.__filter.samples.length > count,
        before,
      );
      if (!changed) unchanged += 1;
    }
    ends.push(await page.evaluate(() => window.__filter.samples.length));
    if (pauseMs > 0) await page.waitForTimeout(pauseMs);
  }
  const { samples, boxes } = await page.evaluate(() => window.__filter);
  const byQuery = queries.map((query, at) => {
    const from = ends[at - 1] ?? 0;
    const own = samples.slice(from, ends[at]);
    const max = own.length > 0 ? Math.max(...own) : Number.NaN;
    const slowest = boxes[from + own.indexOf(max)] ?? '';
    return { query, timed: own.length, p95: percentile(own, 95), max, slowest };
  });
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    samples,
    unchanged,
    byQuery,
  };
}

/**
 * A name from the data put into the empty search box in one go (as a paste), timed from its
 * `input` event to the paint after the grid shows a result: the status line counts matches and
 * the first card holds every word of the query (the app matches words anywhere in a card, so
 * "jacobs ag" may first show "Jacobs B.V., Den Haag"). How long finding a channel among
 * everything walked takes. Clears the box afterwards.
 */
export async function timeFirstResult(page: Page, name: string): Promise<number> {
  const input = page.getByLabel('Search channels');
  await input.click();
  await page.evaluate((words) => {
    // The answer goes out through the console; nothing here is read from the harness.
    let start: number | null = null;
    document.addEventListener(
      'input',
      (event) => {
        start ??= event.timeStamp;
      },
      { capture: true, once: true },
    );
    const counted = () =>
      Array.from(document.querySelectorAll('[role="status"]')).some((el) =>
        // "12 channels match", "1 channel matches", "3 of 240 loaded channels match" (naive grid).
        /\bmatch(es)?$/.test(el.textContent?.trim() ?? ''),
      );
    const observer = new MutationObserver(() => {
      const card = document.querySelector('article')?.textContent?.toLowerCase() ?? '';
      if (start === null || !counted() || !words.every((word) => card.includes(word))) return;
      observer.disconnect();
      const from = start;
      void window.__bench.afterPaint().then((time) => {
        console.debug(`__bench:found ${time - from}`);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, name.split(/\s+/).filter(Boolean));
  // Heard through the console, as the keystrokes are (see typeAndTime).
  const found = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('__bench:found '),
    timeout: 60_000,
  });
  await page.keyboard.insertText(name);
  const ms = Number((await found).text().slice('__bench:found '.length));
  await input.fill('');
  return ms;
}
