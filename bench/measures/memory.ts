import type { Page } from '@playwright/test';
import type { Metric } from '../lib/results';

export const HEAP_METRIC: Metric = {
  name: 'JS heap',
  unit: 'MB',
  against: 'JSON received',
  budget: { on: 'ratio', op: '<', limit: 3 },
};

/**
 * The page's live JS heap after full garbage collections (CDP: the same numbers as the DevTools
 * memory panel), in bytes.
 */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Twice: objects kept alive by finalizers or weak maps only die in a second pass.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}
