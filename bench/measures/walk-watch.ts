import type { Page } from '@playwright/test';
import { log, type SizeEnv } from '../lib/context';
import { availableMemory, privateFootprint } from '../lib/renderer-memory';
import type { WalkSample } from '../lib/walk-rates';
import type { WalkBounds } from './walk';

/** Below this much free memory on the machine a walk is stopped, whatever the tab limit says. */
const MACHINE_RESERVE = 2e9;
const LOG_EVERY_MS = 30_000;
const MB = 1e6;

export interface WalkWatch {
  bounds: WalkBounds;
  /** The largest whole-tab memory seen while walking (NaN without the renderer's process). */
  peak: () => number;
}

/**
 * Watches a long walk once a second: the tab's memory (its peak is a figure, and above
 * `--tab-limit` the walk is stopped, as it is when the machine runs short), and a progress line
 * every 30 s with the recent rate and both memories, so a cost that grows with depth shows in the
 * log while it happens.
 */
export function watchWalk(page: Page, env: SizeEnv, rendererPid: number | undefined): WalkWatch {
  let peak = Number.NaN;
  let logged: WalkSample = { ms: 0, channels: 0 };
  const check = async (progress: WalkSample): Promise<string | null> => {
    const tab = rendererPid === undefined ? Number.NaN : await privateFootprint(rendererPid);
    if (Number.isFinite(tab) && !(tab <= peak)) peak = tab;
    if (progress.ms - logged.ms >= LOG_EVERY_MS) {
      const rate = ((progress.channels - logged.channels) / (progress.ms - logged.ms)) * 1000;
      // Not after a collection: a rough figure for the log (MemoryInfo's fields are getters, so
      // the number is read in the page, not the object returned).
      const heap = await page.evaluate(
        () =>
          (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory
            ?.usedJSHeapSize ?? Number.NaN,
      );
      log(
        `  walk @${env.size}: ${progress.channels.toLocaleString('en-US')} channels in ${(progress.ms / 60_000).toFixed(1)} min, ` +
          `${rate.toFixed(0)} ch/s over the last ${((progress.ms - logged.ms) / 1000).toFixed(0)} s, ` +
          `page heap ${(heap / MB).toFixed(0)} MB, tab ${(tab / MB).toFixed(0)} MB`,
      );
      logged = progress;
    }
    if (tab > env.tabLimitBytes)
      return `tab memory ${(tab / MB).toFixed(0)} MB over --tab-limit ${(env.tabLimitBytes / MB).toFixed(0)}`;
    const free = await availableMemory();
    if (free < MACHINE_RESERVE) return `machine down to ${(free / MB).toFixed(0)} MB free`;
    return null;
  };
  return { bounds: { limitMs: env.walkLimitMs, check }, peak: () => peak };
}
