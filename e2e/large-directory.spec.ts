import { fileURLToPath } from 'node:url';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../server/app.ts';
import {
  cards,
  fold,
  haystack,
  loadedStatus,
  matchStatus,
  numbersIn,
  withoutSharedWorkers,
  type ApiChannel,
} from './helpers.ts';

// A directory of the size real ones reach, walked to the end by "Search all channels": the
// walked records go to the local database, so the page's heap must not grow with them, the count
// must keep moving, Cancel and a second "Search all channels" must go on from where the first
// stopped, and what the search finds must be what a plain scan of the same records finds.
const DIST = fileURLToPath(new URL('../dist', import.meta.url));
/**
 * 20,000 by default, so that `npm test` stays within minutes on a busy two-core machine; set
 * E2E_LARGE_COUNT (a multiple of 100) to try the sizes real directories reach, e.g. 300000.
 */
const COUNT = Number(process.env.E2E_LARGE_COUNT ?? 20_000);
const PAGE_SIZE = 100;
/** Where the walk is cancelled (a third of the way), and where the page's heap is first read. */
const CANCEL_AT = Math.round(COUNT / 3);
/**
 * The page's heap may grow by a few megabytes (what the page shows at the end differs from what it
 * showed at the cancel) plus this much per channel walked after it. Records kept in the page cost
 * about 3,600 bytes each; a walk into the database costs the page next to nothing.
 */
const HEAP_ALLOWANCE = 4_000_000;
const HEAP_PER_CHANNEL = 100;

let api: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await startServer({
    memory: true,
    port: 0,
    count: COUNT,
    pageSize: PAGE_SIZE,
    staticDir: DIST,
  });
});

test.afterAll(async () => {
  await api?.close();
  api = undefined;
});

/** The page's JavaScript heap after a full garbage collection, in bytes. */
async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Loading all channels' });

/** "Loaded N channels so far" while "Search all channels" runs (null once it is not running). */
function progressText(page: Page): Promise<string | null> {
  return progressBar(page)
    .getAttribute('aria-valuetext', { timeout: 1_000 })
    .catch(() => null);
}

/**
 * Follows the walk's count, change by change, until it reaches `target` or the walk ends;
 * returns every count seen.
 */
async function follow(page: Page, target: number): Promise<number[]> {
  const seen: number[] = [];
  for (let text = await progressText(page); text !== null;) {
    const now = numbersIn(text)[0] ?? 0;
    seen.push(now);
    if (now >= target) break;
    const last = text;
    // The next count, or the end of the walk (then the text is null).
    await expect
      .poll(() => progressText(page), { timeout: 120_000, intervals: [100] })
      .not.toBe(last);
    text = await progressText(page);
  }
  return seen;
}

test('"Search all channels" over a large directory: progress, a flat heap, cancel and continue, the same matches as a scan', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const server = api!;
  // The query: the first word of the oldest channel's city (it comes last in the walk).
  const oldest = server.db.get(1) as ApiChannel | undefined;
  const query = fold(oldest?.company.location.city ?? '').split(' ')[0] ?? '';
  expect(query.length).toBeGreaterThan(2);
  const expected: string[] = [];
  for (let id = COUNT; id >= 1; id -= 1) {
    const channel = server.db.get(id) as ApiChannel | undefined;
    if (channel && haystack(channel).includes(query)) expected.push(channel.name);
  }
  expect(expected.length).toBeGreaterThan(0);

  const links: string[] = [];
  await withoutSharedWorkers(page);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/channels')) links.push(request.url());
  });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${server.url}/?q=${encodeURIComponent(query)}`);
  await page.getByRole('button', { name: 'Search all channels' }).click();

  // The count moves while pages land, and the walk is cancelled part of the way.
  const before = await follow(page, CANCEL_AT);
  expect(before.length, `counts seen: ${before.join(', ')}`).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Stopped. Everything loaded so far is kept.')).toBeVisible();
  await expect(matchStatus(page)).toHaveText(/^[\d,]+ of [\d,]+ loaded channels match(es)?$/);
  const kept = numbersIn(await matchStatus(page).textContent())[1] ?? 0;
  expect(kept).toBeGreaterThanOrEqual(CANCEL_AT);
  const heapAtCancel = await heapUsed(cdp);

  // Again: it goes on from the last link, to the end.
  await page.getByRole('button', { name: 'Search all channels' }).click();
  const after = await follow(page, Infinity);
  expect(after[0]).toBeGreaterThanOrEqual(kept);
  await expect(page.getByRole('progressbar', { name: 'Loading all channels' })).toBeHidden({
    timeout: 300_000,
  });
  const count = new Intl.NumberFormat('en').format(expected.length);
  await expect(matchStatus(page)).toHaveText(
    expected.length === 1 ? '1 channel matches' : `${count} channels match`,
  );
  const grown = (await heapUsed(cdp)) - heapAtCancel;
  expect(grown).toBeLessThan(HEAP_ALLOWANCE + HEAP_PER_CHANNEL * (COUNT - kept));

  // Every page was asked for once, none twice, and the grid lists the scan's matches in order.
  expect(new Set(links).size).toBe(links.length);
  expect(links.length).toBe(COUNT / PAGE_SIZE);
  const shown = await cards(page)
    .getByRole('heading')
    .allTextContents()
    .then((names) => names.map((name) => name.trim()));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual(expected.slice(0, shown.length));
});

test('a tab that dies in the middle of a walk leaves a copy that the next tab opens and walks on', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const server = api!;
  // The oldest channel comes last in the walk: found only once the copy is whole.
  const oldest = server.db.get(1) as ApiChannel | undefined;
  expect(oldest).toBeDefined();
  // A query that matches nothing: "Search all channels" walks every page.
  const nothing = `${server.url}/?q=zzqqxx`;
  await page.goto(nothing);
  await page.getByRole('button', { name: 'Search all channels' }).first().click();
  await follow(page, CANCEL_AT);

  // The renderer is killed with its workers, as a crash or a killed process would: whatever
  // write or commit the database was in stops halfway, and its hold on the files goes with it
  // only a moment later.
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;

  const again = await context.newPage();
  const notOnDevice = again.getByText(/could not be (read|opened)|kept in memory|in memory until/);
  await again.goto(`${server.url}/`);
  const saved = again.getByRole('status').filter({ hasText: /^Saved copy from / });
  await expect(saved).toBeVisible({ timeout: 30_000 });
  const kept = numbersIn(await loadedStatus(again).textContent())[0] ?? 0;
  expect(kept).toBeGreaterThan(0);

  // Straight on, as a user would: the walk goes on into the saved copy, not into memory.
  await again.goto(nothing);
  await again.getByRole('button', { name: 'Search all channels' }).first().click();
  await expect(matchStatus(again)).toHaveText('0 channels match', { timeout: 300_000 });
  await expect(notOnDevice).toHaveCount(0);
  await again.goto(`${server.url}/`);
  await expect(loadedStatus(again)).toHaveText(
    `${new Intl.NumberFormat('en').format(COUNT)} channels loaded`,
  );
  // The whole directory is in the copy: the oldest channel is found without walking again.
  await again.getByRole('searchbox', { name: 'Search channels' }).fill(oldest!.name);
  await expect(again.getByRole('article', { name: oldest!.name }).first()).toBeVisible();
  await expect(matchStatus(again)).not.toContainText('Searched');
  await expect(notOnDevice).toHaveCount(0);
});
