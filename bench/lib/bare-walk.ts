import type { Page } from '@playwright/test';

export interface BareWalk {
  ms: number;
  channels: number;
  pages: number;
}

/**
 * The floor for walking the collection: a plain loop in the page that fetches a page, reads the
 * body as text and parses it (as the app does), then follows `next`. No validation, no rendering.
 */
export async function bareWalk(page: Page, firstUrl: string): Promise<BareWalk> {
  return page.evaluate(async (first) => {
    const start = performance.now();
    let url: string | null = first;
    let channels = 0;
    let pages = 0;
    while (url) {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        credentials: 'omit',
      });
      const body = JSON.parse(await response.text()) as { next: string | null; results: unknown[] };
      channels += body.results.length;
      pages += 1;
      url = body.next;
    }
    return { ms: performance.now() - start, channels, pages };
  }, firstUrl);
}
