import type { Page } from '@playwright/test';
import { withPage } from '../lib/browser';
import { appUrl, log, type SizeEnv } from '../lib/context';
import { appRendererPid } from '../lib/renderer-memory';
import { countElements } from './dom-size';
import { timeFirstResult, typeAndTime, type FilterFigures } from './filter';
import { warmFirstCard, type WarmFigures } from './first-card';
import { memoryAfterGc, storageUsage, type MemoryReading } from './memory';
import { typeWhileRefreshing } from './refresh-typing';
import { scrollFrames, type ScrollFigures, type ScrollPlan } from './scroll';
import { searchAll, WALK_QUERY, type AppWalk } from './walk';
import { watchWalk } from './walk-watch';

/** Which readings to take once every channel is loaded. */
export interface LoadedPlan {
  dom: boolean;
  memory: boolean;
  scroll: boolean;
  filter: boolean;
  /** Typed char by char, then deleted, one after the other. */
  queries: string[];
  /** A whole name from the data, lower case: searched for in one go (first search result). */
  find: string;
}

export interface AppPlan extends LoadedPlan {
  /** The return visit's first card, from the saved copy. */
  warm: boolean;
}

export interface LoadedFigures {
  dom?: number;
  memory?: MemoryReading;
  scroll?: ScrollFigures;
  filter?: FilterFigures;
  firstResult?: number;
}

export interface AppFigures extends LoadedFigures {
  walk: AppWalk;
  /** Memory just before "Search all channels" (with plan.memory). */
  memoryBefore?: MemoryReading;
  /** The whole tab's largest memory while walking. */
  tabPeak: number;
  /** The origin's storage use once the walk finished (with plan.memory), bytes. */
  disk?: number;
  warm?: WarmFigures;
  /** The same names typed while "Refresh everything" walks the copy again (with plan.filter). */
  filterWalking?: FilterFigures;
}

const scrollPlan = (env: SizeEnv): ScrollPlan =>
  env.quick
    ? { stretches: 3, framesPerStretch: 120, pxPerFrame: 120, maxMs: 15_000 }
    : { stretches: 5, framesPerStretch: 240, pxPerFrame: 120, maxMs: 45_000 };
const settleMs = (env: SizeEnv) => (env.quick ? 600 : 1000);

/**
 * One reading; one that fails is reported and left out, keeping the walk and the other readings
 * of the run (at a million, a run is minutes of walking).
 */
async function attempt<T>(
  env: SizeEnv,
  label: string,
  read: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    const problem = `${label} @${env.size}: ${String(error).split('\n')[0]}`;
    env.problems.push(problem);
    log(`PROBLEM ${problem}`);
    return undefined;
  }
}

/** The readings on a page with every channel loaded; the cheap, undisturbing ones first. */
async function readLoaded(
  label: string,
  page: Page,
  env: SizeEnv,
  plan: LoadedPlan,
  rendererPid?: number,
): Promise<LoadedFigures> {
  const figures: LoadedFigures = {};
  if (plan.dom) figures.dom = await attempt(env, `${label} DOM`, () => countElements(page));
  if (plan.memory)
    figures.memory = await attempt(env, `${label} memory`, () => memoryAfterGc(page, rendererPid));
  if (plan.scroll) {
    log(`  ${label} @${env.size}: scrolling`);
    figures.scroll = await attempt(env, `${label} scroll`, () =>
      scrollFrames(page, scrollPlan(env)),
    );
  }
  if (plan.filter) {
    const typed = plan.queries.map((query) => `"${query}"`).join(', ');
    log(`  ${label} @${env.size}: typing ${typed}, then finding "${plan.find}"`);
    await page.evaluate(() => window.scrollTo(0, 0));
    figures.filter = await attempt(env, `${label} filter`, () =>
      typeAndTime(page, plan.queries, settleMs(env)),
    );
    figures.firstResult = await attempt(env, `${label} first search result`, () =>
      timeFirstResult(page, plan.find),
    );
  }
  return figures;
}

/**
 * The process the app's tab runs in, once its database worker has started (for the whole-tab
 * memory and the walk's memory bound); undefined, with the reason logged, where it cannot be told.
 */
async function findRenderer(page: Page, env: SizeEnv): Promise<number | undefined> {
  try {
    if (page.workers().length === 0) await page.waitForEvent('worker', { timeout: 30_000 });
    const browser = page.context().browser();
    if (!browser) throw new Error('the page has no browser to ask');
    return await appRendererPid(browser);
  } catch (error) {
    log(`  app @${env.size}: no whole-tab memory: ${String(error).split('\n')[0]}`);
    return undefined;
  }
}

/**
 * Types the walk's query and waits until the status line counts its matches: the database
 * worker has started and answered. DevTools attaching to that worker while SQLite is still
 * starting (the memory reading before the walk) can leave it hung for good: on 2026-11-26, 5 of
 * 24 tries never started their walk ("Looking through 20 channels…"), with this or the build
 * before, and none of 12 once the copy had answered first. Not something a reader meets: it
 * takes a debugger.
 */
async function copyAnswered(page: Page): Promise<void> {
  await page.getByLabel('Search channels').fill(WALK_QUERY);
  await page
    .getByRole('status')
    .filter({ hasText: /match(es)?$/ })
    .first()
    .waitFor({ timeout: 60_000 });
}

/**
 * The app in a fresh context: first card, "Search all channels" timed (stopped at the walk's
 * bounds), then the readings, then a return visit in the same context. A walk that did not
 * finish gets no readings: they would describe a smaller copy than the size says.
 */
export function appSession(env: SizeEnv, plan: AppPlan): Promise<AppFigures> {
  return withPage(env.browser, async (page) => {
    await page.goto(appUrl(env));
    // The app's own card: index.html's preview cards come before the app has run.
    await page.getByRole('feed').getByRole('article').first().waitFor();
    await copyAnswered(page);
    const pid = await findRenderer(page, env);
    const memoryBefore = plan.memory ? await memoryAfterGc(page, pid) : undefined;
    log(
      `  app @${env.size}: walking${pid === undefined ? '' : ` (renderer ${pid})`}${memoryBefore ? `, page heap before ${(memoryBefore.pageHeap / 1e6).toFixed(1)} MB` : ''}`,
    );
    const watch = watchWalk(page, env, pid);
    const walk = await searchAll(page, env.size, watch.bounds);
    const figures: AppFigures = { walk, memoryBefore, tabPeak: watch.peak() };
    if (!walk.finished) {
      // What the walk added up to where it stopped: the heap per channel walked still holds.
      if (plan.memory) figures.memory = await memoryAfterGc(page, pid);
      return figures;
    }
    if (plan.memory) figures.disk = await attempt(env, 'storage', () => storageUsage(page));
    Object.assign(figures, await readLoaded('app', page, env, plan, pid));
    if (plan.warm)
      figures.warm = await attempt(env, 'return visit', () => warmFirstCard(page, env));
    // Last: the refresh is cancelled part way, and the copy left being refreshed.
    if (plan.filter) {
      log(`  app @${env.size}: typing the same names during "Refresh everything"`);
      figures.filterWalking = await attempt(env, 'typing during a refresh', () =>
        typeWhileRefreshing(page, env, plan.queries, settleMs(env)),
      );
    }
    return figures;
  });
}

/** The naive grid in a fresh context: every page fetched in one go, then the same readings. */
export function naiveSession(env: SizeEnv, plan: LoadedPlan): Promise<LoadedFigures> {
  return withPage(env.browser, async (page) => {
    await page.goto(`${env.origin}/naive/?api=${encodeURIComponent(env.api)}`);
    await page.locator('article').first().waitFor();
    await page.getByRole('button', { name: 'Load all' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${env.size} channels loaded` })
      .waitFor({ timeout: 300_000 });
    await page.getByText('All channels loaded').waitFor();
    // The first name only: each key there takes about a second, and its figure is a reference.
    return readLoaded('naive', page, env, { ...plan, queries: plan.queries.slice(0, 1) });
  });
}
