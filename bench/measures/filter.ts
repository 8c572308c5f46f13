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
} satisfies Record<string, Metric>;

interface FilterProbe {
  samples: number[];
  pending: { start: number; before: string } | null;
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
}

/**
 * Types `query` into the search box one key at a time, then deletes it with Backspace, and times
 * each keystroke: from the keydown event to the paint after the results changed (the status
 * line's text or the first card's). Keys are pressed one after another once the previous one
 * has settled, so each is timed on its own.
 */
export async function typeAndTime(
  page: Page,
  query: string,
  settleMs: number,
): Promise<FilterFigures> {
  const input = page.getByLabel('Search channels');
  await input.click();
  await page.evaluate(() => {
    const snapshot = () => {
      const statuses = document.querySelectorAll('[role="status"]');
      const status = Array.from(statuses, (el) => el.textContent ?? '').join('|');
      return `${status}#${document.querySelector('article')?.textContent ?? ''}`;
    };
    const probe: FilterProbe = { samples: [], pending: null };
    document.addEventListener(
      'keydown',
      (event) => {
        probe.pending = { start: event.timeStamp, before: snapshot() };
      },
      { capture: true },
    );
    new MutationObserver(() => {
      const pending = probe.pending;
      if (!pending || snapshot() === pending.before) return;
      probe.pending = null;
      void window.__bench.afterPaint().then((time) => probe.samples.push(time - pending.start));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    window.__filter = probe;
  });

  const keys = [...query.split(''), ...query.split('').map(() => 'Backspace')];
  let unchanged = 0;
  for (const key of keys) {
    const before = await page.evaluate(() => window.__filter.samples.length);
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page
      .waitForFunction((count) => window.__filter.samples.length > count, before, {
        timeout: settleMs,
        polling: 'raf',
      })
      .catch(() => undefined);
    // A render slower than settleMs is still attributed to its own key: this waits until the
    // page is free to paint again, and by then a late change has been recorded.
    await page.evaluate(() => window.__bench.afterPaint());
    const changed = await page.evaluate((count) => window.__filter.samples.length > count, before);
    if (!changed) unchanged += 1;
  }
  const samples = await page.evaluate(() => window.__filter.samples);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), samples, unchanged };
}
