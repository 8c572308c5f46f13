import type { Page } from '@playwright/test';
import type { WalkSample } from './walk-rates';

export interface BareWalk {
  ms: number;
  channels: number;
  pages: number;
  /** False when the time limit stopped it before the last page. */
  finished: boolean;
  /** Channels so far after each page, for the throughput over the first and last tenth. */
  samples: WalkSample[];
}

/**
 * The floor for walking the collection: a plain loop in the page that fetches a page, reads the
 * body as text and parses it (as the app does), then follows `next`. No validation, no rendering.
 * Stops after `limitMs`, like the app's walk.
 */
export async function bareWalk(page: Page, firstUrl: string, limitMs: number): Promise<BareWalk> {
  return page.evaluate(
    async ({ first, limit }) => {
      const start = performance.now();
      let url: string | null = first;
      let channels = 0;
      let pages = 0;
      const samples = [{ ms: 0, channels: 0 }];
      while (url && performance.now() - start < limit) {
        const response = await fetch(url, {
          headers: { Accept: 'application/json' },
          credentials: 'omit',
        });
        const body = JSON.parse(await response.text()) as {
          next: string | null;
          results: unknown[];
        };
        channels += body.results.length;
        pages += 1;
        url = body.next;
        samples.push({ ms: performance.now() - start, channels });
      }
      return { ms: performance.now() - start, channels, pages, finished: url === null, samples };
    },
    { first: firstUrl, limit: limitMs },
  );
}
