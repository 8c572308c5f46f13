import type { Page } from '@playwright/test';
import { withPage } from '../lib/browser';
import { appUrl, log, type SizeEnv } from '../lib/context';
import { countElements } from './dom-size';
import { typeAndTime, type FilterFigures } from './filter';
import { heapAfterGc } from './memory';
import { scrollFrames, type ScrollFigures, type ScrollPlan } from './scroll';
import { searchAll, type AppWalk } from './walk';

/** Which readings to take once every channel is loaded. */
export interface LoadedPlan {
  dom: boolean;
  memory: boolean;
  scroll: boolean;
  filter: boolean;
  /** Typed char by char, then deleted. */
  query: string;
}

export interface LoadedFigures {
  dom?: number;
  heap?: number;
  scroll?: ScrollFigures;
  filter?: FilterFigures;
}

const scrollPlan = (env: SizeEnv): ScrollPlan =>
  env.quick
    ? { stretches: 3, framesPerStretch: 120, pxPerFrame: 120, maxMs: 15_000 }
    : { stretches: 5, framesPerStretch: 240, pxPerFrame: 120, maxMs: 45_000 };
const settleMs = (env: SizeEnv) => (env.quick ? 600 : 1000);

/** The readings on a page with every channel loaded; the cheap, undisturbing ones first. */
async function readLoaded(
  label: string,
  page: Page,
  env: SizeEnv,
  plan: LoadedPlan,
): Promise<LoadedFigures> {
  const figures: LoadedFigures = {};
  if (plan.dom) figures.dom = await countElements(page);
  if (plan.memory) figures.heap = await heapAfterGc(page);
  if (plan.scroll) {
    log(`  ${label} @${env.size}: scrolling`);
    figures.scroll = await scrollFrames(page, scrollPlan(env));
  }
  if (plan.filter) {
    log(`  ${label} @${env.size}: typing "${plan.query}"`);
    await page.evaluate(() => window.scrollTo(0, 0));
    figures.filter = await typeAndTime(page, plan.query, settleMs(env));
  }
  return figures;
}

/** The app in a fresh context: first card, "Search all channels" timed, then the readings. */
export function appSession(
  env: SizeEnv,
  plan: LoadedPlan,
): Promise<LoadedFigures & { walk: AppWalk }> {
  return withPage(env.browser, async (page) => {
    await page.goto(appUrl(env));
    await page.locator('article').first().waitFor();
    const walk = await searchAll(page, env.size);
    return { walk, ...(await readLoaded('app', page, env, plan)) };
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
    return readLoaded('naive', page, env, plan);
  });
}
