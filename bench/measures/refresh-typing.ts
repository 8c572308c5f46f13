import type { Page } from '@playwright/test';
import { appUrl, log, type SizeEnv } from '../lib/context';
import { typeAndTime, type FilterFigures } from './filter';
import { savedCopyOpened } from './first-card';

/**
 * A reader's pause between two names: longer than the app's 0.3 s (TYPING_SETTLE_MS), after
 * which a walk held for typing goes on. So each name's first key meets the walk at work.
 */
const BETWEEN_NAMES_MS = 1_000;
/** How long the refresh has walked before the first key: its pages are flowing by then. */
const WALKING_MS = 3_000;

/**
 * Keystrokes while a walk runs (issue 15): the walked copy opened again, "Refresh everything"
 * started (every page fetched, checked and stored again, at a first walk's pace), and the same
 * names typed as on the finished copy, with a reader's pause between them. During a refresh
 * the status line's "Searched N channels" keeps the copy's count and its progress is not a
 * status, so what is timed is still each key's own change. The refresh must last until the last
 * key: one that ended first (a small copy walks again in seconds) gives no figure.
 */
export async function typeWhileRefreshing(
  page: Page,
  env: SizeEnv,
  queries: readonly string[],
  settleMs: number,
): Promise<FilterFigures | undefined> {
  await page.goto(appUrl(env));
  await savedCopyOpened(page, env);
  await page.getByRole('button', { name: 'Refresh everything' }).click();
  const progress = page.getByRole('progressbar', { name: 'Loading all channels' });
  await progress.waitFor({ timeout: 30_000 });
  await page.waitForTimeout(WALKING_MS);
  const figures = await typeAndTime(page, queries, settleMs, BETWEEN_NAMES_MS);
  if (!(await progress.isVisible())) {
    log(`  typing during a refresh @${env.size}: the refresh ended before the last key, no figure`);
    return undefined;
  }
  await page.getByRole('button', { name: 'Cancel' }).click();
  return figures;
}
