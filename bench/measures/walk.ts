import type { Page } from '@playwright/test';
import { within } from '../lib/isolates';
import type { Metric } from '../lib/results';
import type { WalkSample } from '../lib/walk-rates';

const walkMetric = (name: string, budget?: Metric['budget']): Metric => ({
  name,
  unit: 'ch/s',
  against: 'bare fetch loop',
  digits: 0,
  ...(budget ? { budget } : {}),
});

export const WALK_METRICS = {
  all: walkMetric('Walk throughput', { on: 'ratio', op: '>=', limit: 0.9 }),
  /** Against the bare loop's own first and last tenth: a constant cost per page keeps both level. */
  first: walkMetric('Walk throughput, first tenth'),
  last: walkMetric('Walk throughput, last tenth'),
  /** How long the status line stands still between moves while walking (p95). */
  gap: {
    name: 'Walk progress, gap between moves p95',
    unit: 'ms',
    budget: { on: 'value', op: '<=', limit: 250 },
  } satisfies Metric,
};

/** The query typed before "Search all channels": a legal suffix, so it matches a good share. */
export const WALK_QUERY = 'gmbh';

/** The loaded count in the status lines ("Searched 480 channels", "12 of 240 loaded…", "240 channels loaded"). */
function loadedFrom(statuses: string[]): number {
  for (const text of statuses) {
    const match = /(?:of|Searched|through) ([\d,]+)|^([\d,]+) channels? loaded/.exec(text.trim());
    const digits = match?.[1] ?? match?.[2];
    if (digits) return Number(digits.replaceAll(',', ''));
  }
  return Number.NaN;
}

export interface AppWalk {
  ms: number;
  /** Channels the walk itself loaded (those loaded before the click are not counted). */
  channels: number;
  /** Channels a finished walk loads: the size less those loaded before the click. */
  total: number;
  finished: boolean;
  /** Why it was stopped before the end ("20 min limit", "tab memory …"). */
  stopped?: string;
  /** "Searched N channels" as the status line moved, N counted from the click. */
  samples: WalkSample[];
}

export interface WalkBounds {
  limitMs: number;
  /**
   * Asked about once a second while the walk runs, with the time since the click and the
   * channels walked: a reason to stop it now, or null.
   */
  check: (progress: WalkSample) => Promise<string | null>;
}

interface WalkProbe {
  start: number;
  samples: WalkSample[];
  /** ms from the click to the paint of the finished status, once there. */
  done: number | null;
}

declare global {
  interface Window {
    __walk: WalkProbe;
  }
}

/** One try at startWalk: false when the button is not on the page at that moment. */
async function clickSearchAll(page: Page, before: number): Promise<boolean> {
  return page.evaluate((loadedBefore) => {
    const searchAllButton = () =>
      Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent?.trim() === 'Search all channels',
      );
    // The button can be away for a moment (an auto-load while filtering shows its own progress):
    // no click, no probe, the caller asks again.
    const button = searchAllButton();
    if (!button) return false;
    const statuses = () =>
      Array.from(
        document.querySelectorAll('[role="status"]'),
        (el) => el.textContent?.trim() ?? '',
      );
    // Done: the status says how many match with no page left (no "Searched", no progress bar).
    const finished = () =>
      !document.querySelector('progress') &&
      !searchAllButton() &&
      statuses().some((text) => /^[\d,]+ channels? match(es)?$/.test(text));
    const probe: WalkProbe = { start: 0, samples: [{ ms: 0, channels: 0 }], done: null };
    const observer = new MutationObserver(() => {
      for (const text of statuses()) {
        const searched = /^Searched ([\d,]+) channels/.exec(text);
        const channels = searched ? Number(searched[1]?.replaceAll(',', '')) - loadedBefore : 0;
        if (channels > (probe.samples.at(-1)?.channels ?? 0))
          probe.samples.push({ ms: performance.now() - probe.start, channels });
      }
      if (!finished()) return;
      observer.disconnect();
      void window.__bench.afterPaint().then((time) => {
        probe.done = time - probe.start;
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.__walk = probe;
    probe.start = performance.now();
    button.click();
    return true;
  }, before);
}

/** Clicks "Search all channels" and records the status line's progress until it says it is done. */
async function startWalk(page: Page, before: number): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    if (await clickSearchAll(page, before)) return;
    await page.waitForTimeout(200);
  }
  throw new Error('"Search all channels" was not there to click for 10 s');
}

/** A walk whose status line has not moved for this long is stuck, not slow. */
const STALL_MS = 60_000;

/**
 * Waits for the walk started in the page to finish, looking once a second; gives up at the time
 * limit, when `bounds.check` says so, or when the progress has not moved for STALL_MS (saying
 * what the status line shows then).
 */
async function follow(
  page: Page,
  bounds: WalkBounds,
): Promise<{ done: number | null; stopped?: string }> {
  const started = Date.now();
  let moved = { at: started, channels: 0 };
  for (;;) {
    await page.waitForTimeout(1000);
    const state = await within(
      page.evaluate(() => ({
        done: window.__walk.done,
        channels: window.__walk.samples.at(-1)?.channels ?? 0,
      })),
      STALL_MS,
      "reading the walk's progress",
    );
    if (state.done !== null) return { done: state.done };
    const now = Date.now();
    if (state.channels !== moved.channels) moved = { at: now, channels: state.channels };
    if (now - started > bounds.limitMs)
      return { done: null, stopped: `${Math.round(bounds.limitMs / 60_000)} min limit` };
    if (now - moved.at > STALL_MS) {
      const shown = (await page.getByRole('status').allTextContents()).filter(Boolean).join(' | ');
      return { done: null, stopped: `no progress for ${STALL_MS / 1000} s, status "${shown}"` };
    }
    const reason = await bounds.check({ ms: now - started, channels: state.channels });
    if (reason) return { done: null, stopped: reason };
  }
}

/**
 * Types a query, presses "Search all channels" and times it until the status line says how many
 * channels match with no pages left and that frame is painted; records the progress on the way.
 * A walk past its bounds (time, memory, no progress: see `follow`) is cancelled and reported
 * unfinished.
 * A finished walk clears the query afterwards, leaving every channel loaded and unfiltered.
 */
export async function searchAll(page: Page, size: number, bounds: WalkBounds): Promise<AppWalk> {
  const search = page.getByLabel('Search channels');
  await search.fill(WALK_QUERY);
  await page.getByRole('button', { name: 'Search all channels' }).first().waitFor();
  // The count of what page 1 (or a kept copy) holds, once the status line has one.
  let before = Number.NaN;
  for (let tries = 0; tries < 100 && !Number.isFinite(before); tries += 1) {
    before = loadedFrom(await page.getByRole('status').allTextContents());
    if (!Number.isFinite(before)) await page.waitForTimeout(100);
  }
  if (!Number.isFinite(before)) throw new Error('the status line never said how many are loaded');

  const total = size - before;
  await startWalk(page, before);
  const { done, stopped } = await follow(page, bounds);
  const samples = await page.evaluate(() => window.__walk.samples);
  if (done === null) {
    const cancel = page.getByRole('button', { name: 'Cancel' });
    if ((await cancel.count()) > 0) await cancel.first().click();
    const last = samples.at(-1) ?? { ms: 0, channels: 0 };
    return { ms: last.ms, channels: last.channels, total, finished: false, stopped, samples };
  }
  samples.push({ ms: done, channels: total });
  await search.fill('');
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${size.toLocaleString('en-US')} channels loaded$`) })
    .first()
    .waitFor({ timeout: 120_000 });
  return { ms: done, channels: total, total, finished: true, samples };
}
