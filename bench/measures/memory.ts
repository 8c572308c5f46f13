import type { Page } from '@playwright/test';
import { heapsAfterGc, openIsolates } from '../lib/isolates';
import { privateFootprint } from '../lib/renderer-memory';
import type { Metric } from '../lib/results';

/** The bound for the whole tab, workers and wasm memory included: under 1 GB. */
const TAB_BUDGET = { on: 'value', op: '<', limit: 1000 } as const;

export const MEMORY_METRICS = {
  heap: {
    name: 'JS heap',
    unit: 'MB',
    against: 'JSON received',
    budget: { on: 'ratio', op: '<', limit: 3 },
  },
  /** Flat means near zero: 64 MB after 1,000,000 channels (the bound) is 64 B each. */
  perChannel: { name: 'Page JS heap per channel walked', unit: 'B/ch', digits: 0 },
  tab: { name: 'Whole-tab memory', unit: 'MB', budget: TAB_BUDGET },
  tabPeak: { name: 'Whole-tab memory, peak while walking', unit: 'MB', budget: TAB_BUDGET },
  /** What the origin stores once everything is walked (the copy on OPFS, the cached app shell). */
  disk: { name: 'Local storage per channel walked', unit: 'B/ch', digits: 0 },
} satisfies Record<string, Metric>;

/** The origin's storage use (`navigator.storage.estimate()`), bytes. */
export function storageUsage(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.storage.estimate()).usage ?? Number.NaN);
}

export interface MemoryReading {
  /** The page's live JS heap (main thread), bytes. */
  pageHeap: number;
  /** The live JS heaps of its dedicated workers together (0 without workers), bytes. */
  workerHeap: number;
  /** The tab's renderer process, private footprint (NaN when its process is not known), bytes. */
  tab: number;
}

/**
 * After full garbage collections in the page and in each of its workers: their JS heaps (CDP
 * `Runtime.getHeapUsage`, the numbers of the DevTools memory panel) and, given the renderer's
 * process id, the whole tab's private memory (page, workers, wasm memory: see renderer-memory).
 */
export async function memoryAfterGc(page: Page, rendererPid?: number): Promise<MemoryReading> {
  const { isolates, close } = await openIsolates(page);
  try {
    const heaps = await heapsAfterGc(isolates);
    let pageHeap = Number.NaN;
    let workerHeap = 0;
    for (const [label, heap] of heaps) {
      if (label === 'page') pageHeap = heap.usedSize;
      else workerHeap += heap.usedSize;
    }
    const tab = rendererPid === undefined ? Number.NaN : await privateFootprint(rendererPid);
    return { pageHeap, workerHeap, tab };
  } finally {
    await close();
  }
}
