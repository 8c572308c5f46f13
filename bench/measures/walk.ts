import type { Page } from '@playwright/test';
import type { Metric } from '../lib/results';

export const WALK_METRIC: Metric = {
  name: 'Walk throughput',
  unit: 'ch/s',
  against: 'bare fetch loop',
  digits: 0,
  budget: { on: 'ratio', op: '>=', limit: 0.9 },
};

/** The query typed before "Search all channels": a legal suffix, so it matches a good share. */
export const WALK_QUERY = 'gmbh';

/** The loaded count in the status lines ("Searched 480 channels", "12 of 240 loaded…", "240 channels loaded"). */
function loadedFrom(statuses: string[]): number {
  for (const text of statuses) {
    const match = /(?:of|Searched) ([\d,]+)|^([\d,]+) channels? loaded/.exec(text.trim());
    const digits = match?.[1] ?? match?.[2];
    if (digits) return Number(digits.replaceAll(',', ''));
  }
  return Number.NaN;
}

export interface AppWalk {
  ms: number;
  /** Channels the walk itself loaded (those loaded before the click are not counted). */
  channels: number;
}

/**
 * Types a query, presses "Search all channels" and times it until the status line says how many
 * channels match with no pages left (it then stops saying "loaded" or "Searched") and that frame
 * is painted. Clears the query afterwards, leaving every channel loaded and unfiltered.
 */
export async function searchAll(page: Page, size: number): Promise<AppWalk> {
  const search = page.getByLabel('Search channels');
  await search.fill(WALK_QUERY);
  const button = page.getByRole('button', { name: 'Search all channels' }).first();
  await button.waitFor();
  const before = loadedFrom(await page.getByRole('status').allTextContents());
  const ms = await page.evaluate(async () => {
    const searchAllButton = () =>
      Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent?.trim() === 'Search all channels',
      );
    const finished = () =>
      !document.querySelector('progress') &&
      !searchAllButton() &&
      Array.from(document.querySelectorAll('[role="status"]')).some((el) =>
        /^[\d,]+ channels? match(es)?$/.test(el.textContent?.trim() ?? ''),
      );
    const start = performance.now();
    searchAllButton()?.click();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Search all did not finish in 10 min')),
        600_000,
      );
      const observer = new MutationObserver(() => {
        if (!finished()) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    return (await window.__bench.afterPaint()) - start;
  });
  await search.fill('');
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${size.toLocaleString('en-US')} channels loaded$`) })
    .first()
    .waitFor();
  return { ms, channels: size - before };
}
