import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_WRITE_TOKEN } from '../playwright.config.ts';
import {
  allLoaded,
  axeViolations,
  cards,
  holdPages,
  loadedStatus,
  matchStatus,
  scrollToTheEnd,
  withoutSharedWorkers,
} from './helpers.ts';
import { serviceWorkerReady, stoppableServer } from './deployments.ts';

// Return visits with the service worker (pwa.config.ts): the app and its API on a reference
// server in-process, serving the dist/ that Playwright's webServer has just built, which the
// test stops and starts again. "Offline" is both: the server gone and the browser offline.
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

let server: ReturnType<typeof stoppableServer> | undefined;

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
  await server?.dispose();
  server = undefined;
});

const offlineLine = (page: Page) =>
  page.getByRole('status').filter({
    hasText: /^You are offline: saved copy from \d.+\. Search and details work on it\.$/,
  });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search channels' });

/** Walks every page of the API in the page ("Search all channels" under a flag filter). */
async function walkEverything(page: Page, origin: string) {
  await page.goto(`${origin}/?flag=sponsored`);
  await page.getByRole('button', { name: 'Search all channels' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading all channels' })).toBeHidden({
    timeout: 120_000,
  });
  await expect(allLoaded(page)).toBeVisible();
}

/** Adds channels in this order, as a writer would: each new one is first in the list. */
async function addChannels(request: APIRequestContext, apiUrl: string, names: string[]) {
  for (const name of names) {
    const response = await request.post(apiUrl, {
      headers: { Authorization: `Token ${E2E_WRITE_TOKEN}` },
      data: {
        company: {
          name,
          location: { city: 'Köln', country: 'Germany', country_short: 'DE' },
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('a walked directory opens with no network, and takes in what was added once it is back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  server = stoppableServer({ count: 3000, staticDir: DIST, writeToken: E2E_WRITE_TOKEN });
  const { url, apiUrl, db } = await server.start();
  // One from deep in the walk (ids run from 3000 down): found only if the whole copy is there.
  const deep = { name: 'Deep Water Offline Ltd', city: 'Tromsø' };
  db.update(400, (channel) => ({
    ...channel,
    name: deep.name,
    company: {
      ...channel.company,
      name: deep.name,
      location: { ...channel.company.location, city: deep.city },
    },
  }));

  await walkEverything(page, url);
  expect(await serviceWorkerReady(page)).toBe(`${url}/`);

  await test.step('the server stopped: the app opens from the worker and the copy', async () => {
    await server?.stop();
    await page.goto(`${url}/`);
    await expect(cards(page).first()).toBeVisible();
    await expect(loadedStatus(page)).toHaveText('3,000 channels loaded');
    await expect(page.getByRole('status').filter({ hasText: /^Saved copy from / })).toHaveText(
      /New channels could not be looked for: Could not reach the channels API\.$/,
      { timeout: 30_000 },
    );
  });

  await test.step('the browser offline too: it says so, and search and the panel work', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(offlineLine(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh everything' })).toBeHidden();
    await search(page).fill(deep.name);
    await expect(matchStatus(page)).toHaveText('1 channel matches');
    const card = page.getByRole('article', { name: deep.name }).first();
    await card.getByRole('button', { name: deep.name }).click();
    const panel = page.getByRole('dialog', { name: deep.name });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(deep.city);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await search(page).fill('');
    await expect(cards(page).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('back online with 3 new channels: one page is asked for, none walked again', async () => {
    await context.setOffline(false);
    await server?.start();
    await addChannels(request, apiUrl, ['Fresh One', 'Fresh Two', 'Fresh Three']);
    // The offline page is left first: back online, it looks for new channels by itself, and a
    // retry of that (its first try met the stopped server) could land while a reload began.
    await page.goto('about:blank');
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/channels')) asked.push(sent.url());
    });
    await page.goto(`${url}/`);
    const pill = page.getByRole('button', { name: '3 new channels' });
    await expect(pill).toBeVisible();
    await pill.click();
    await expect(loadedStatus(page)).toHaveText('3,003 channels loaded');
    await expect(cards(page).nth(0)).toHaveAccessibleName('Fresh Three');
    await expect(cards(page).nth(1)).toHaveAccessibleName('Fresh Two');
    await expect(cards(page).nth(2)).toHaveAccessibleName('Fresh One');
    expect(asked).toEqual([apiUrl]);
  });

  await test.step('"Refresh everything" walks it all again: Cancel hands the focus back, "Continue refreshing" goes on to the end and refreshes what changed', async () => {
    const renamed = 'Renamed Later Ltd';
    // start() hands back the server running since the last step, with its open database.
    const running = await server?.start();
    running?.db.update(2000, (channel) => ({
      ...channel,
      name: renamed,
      company: { ...channel.company, name: renamed },
    }));
    // Pages fetched where Playwright can hold them (see withoutSharedWorkers), from a reload on.
    await withoutSharedWorkers(page);
    const pages = await holdPages(page);
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    const refresh = page.getByRole('button', { name: 'Refresh everything' });
    await refresh.focus();
    await page.keyboard.press('Enter');
    const progress = page.getByRole('progressbar', { name: 'Loading all channels' });
    await expect.poll(pages.held).toBeGreaterThan(0);
    // With the first page in, and the second held: a walk over the copy says how far it checked.
    await expect(progress).toHaveAttribute('aria-valuetext', /^Checked \d+ of 3,003 channels$/);
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(progress).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: /, partly refreshed: stopped at \d/ }),
    ).toBeVisible();
    await expect(refresh).toBeFocused();

    // Continued, it goes on where it stopped: the first page is not asked for again.
    await pages.open();
    const fromTheTop: string[] = [];
    page.on('request', (sent) => {
      if (sent.url() === apiUrl) fromTheTop.push(sent.url());
    });
    await page.getByRole('button', { name: 'Continue refreshing' }).focus();
    await page.keyboard.press('Enter');
    await expect(progress).toBeHidden({ timeout: 60_000 });
    expect(fromTheTop).toEqual([]);
    await expect(
      page.getByRole('status').filter({ hasText: /^Everything refreshed at \d/ }),
    ).toBeVisible();
    await expect(refresh).toBeFocused();
    await expect(loadedStatus(page)).toHaveText('3,003 channels loaded');
    await search(page).fill('Renamed Later');
    await expect(matchStatus(page)).toHaveText('1 channel matches');
  });
});

test('a return visit asks for the page once, and does not wait for the service worker', async ({
  page,
  context,
}) => {
  server = stoppableServer({ count: 45, staticDir: DIST });
  const { url, server: http } = await server.start();
  await page.goto(`${url}/`);
  await serviceWorkerReady(page);
  // The page's requests as the server sees them, with the navigation preload header (if any).
  const asked: (string | undefined)[] = [];
  http.on('request', (request: { url?: string; headers: Record<string, unknown> }) => {
    if (new URL(request.url ?? '/', url).pathname !== '/') return;
    const preload = request.headers['service-worker-navigation-preload'];
    asked.push(typeof preload === 'string' ? preload : undefined);
  });
  // Some time later the worker has stopped. The visit's request goes straight to the network
  // (the static route of sw-routes.js): not a navigation preload, which would be the worker's.
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // No time went on starting the worker before the page's request (0: not through a worker).
  const workerStart = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart,
  );
  expect(workerStart).toBe(0);
  // The worker ran its handler beside it; its own fetch of the page did not reach the server.
  await page.waitForTimeout(500);
  expect(asked).toEqual([undefined]);
});

test('"Delete local copy" makes the app start from the network again', async ({ page }) => {
  server = stoppableServer({ count: 45, staticDir: DIST });
  const { url, apiUrl } = await server.start();
  await page.goto(`${url}/`);
  await scrollToTheEnd(page);
  await expect(loadedStatus(page)).toHaveText('45 channels loaded');
  await page.reload();
  const saved = page.getByRole('status').filter({ hasText: /^Saved copy from / });
  await expect(saved).toBeVisible();
  await expect(loadedStatus(page)).toHaveText('45 channels loaded');

  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/channels')) asked.push(sent.url());
  });
  // Every count the loaded line shows from here on: the walk over 45 channels can be back at 45
  // before a look at the line would catch it anywhere else.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { loadedSeen: string[] }).loadedSeen = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent ?? '';
        if (/channels? loaded$/.test(text) && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: /change the API/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Channels API' });
  const copies = dialog.getByRole('region', { name: 'Saved on this device' });
  await expect(copies).toContainText('45 channels');
  await copies.getByRole('button', { name: `Delete local copy of ${url}/api` }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The walk starts over from the first page, as on a first visit.
  await expect(saved).toBeHidden();
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => asked[0]).toBe(apiUrl);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { loadedSeen: string[] }).loadedSeen))
    .toContainEqual(expect.not.stringMatching(/^45 channels loaded$/));
});

test('switching offline to another API with a saved copy opens that copy', async ({
  page,
  context,
}) => {
  server = stoppableServer({ count: 45, staticDir: DIST });
  const { url, port } = await server.start();
  // The same server under another name: another API base, with a copy of its own.
  const other = `http://localhost:${port}/api`;
  const apiButton = page.getByRole('button', { name: /change the API/ });
  const dialog = page.getByRole('dialog', { name: 'Channels API' });

  await page.goto(`${url}/?api=${encodeURIComponent(other)}`);
  await scrollToTheEnd(page);
  await page.goto(`${url}/`);
  await scrollToTheEnd(page);
  await serviceWorkerReady(page);

  await server.stop();
  await context.setOffline(true);
  await page.reload();
  await expect(offlineLine(page)).toBeVisible();
  await expect(apiButton).toContainText('/api');

  await apiButton.click();
  await dialog.getByRole('textbox', { name: 'API base URL' }).fill(other);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();
  await expect(apiButton).toContainText(`localhost:${port}/api`);
  await expect(offlineLine(page)).toBeVisible();
  await expect(loadedStatus(page)).toHaveText('45 channels loaded');
  await expect(cards(page).first()).toBeVisible();

  // An API with nothing saved cannot be tried offline: it says why and stays where it was.
  await apiButton.click();
  await dialog.getByRole('textbox', { name: 'API base URL' }).fill('http://127.0.0.9:9/api');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Could not reach the channels API');
});

test('a second tab keeps its channels in memory and says so; a tab opened as the first closes gets the saved copy', async ({
  page,
  context,
}) => {
  server = stoppableServer({ count: 45, staticDir: DIST });
  const { url } = await server.start();
  const inMemory = (tab: Page) =>
    tab.getByRole('status').filter({ hasText: /open in another tab of this app/ });
  await page.goto(`${url}/`);
  await scrollToTheEnd(page);
  await expect(loadedStatus(page)).toHaveText('45 channels loaded');

  // The first tab keeps the saved copy open: a second one waits a moment for it, then works
  // from the network into memory, and says so.
  const second = await context.newPage();
  await second.goto(`${url}/`);
  await expect(inMemory(second)).toBeVisible({ timeout: 15_000 });
  await expect(cards(second).first()).toBeVisible();
  await scrollToTheEnd(second);
  await expect(loadedStatus(second)).toHaveText('45 channels loaded');
  expect(await axeViolations(second)).toEqual([]);
  await second.getByRole('button', { name: 'Dismiss' }).press('Enter');
  await expect(inMemory(second)).toBeHidden();

  // A reload or a crashed tab hands the copy over the same way: the new page asks for it while
  // the old one still holds it. Here the first tab closes while a third one is waiting for it.
  const third = await context.newPage();
  await third.goto(`${url}/`);
  await expect
    .poll(() => third.evaluate(async () => (await navigator.locks.query()).pending?.length ?? 0))
    .toBeGreaterThan(0);
  await page.close();
  await expect(third.getByRole('status').filter({ hasText: /^Saved copy from / })).toBeVisible();
  await expect(loadedStatus(third)).toHaveText('45 channels loaded');
  await expect(cards(third).first()).toBeVisible();
  // Past the wait, still nothing said: the third tab has the saved copy itself.
  await third.waitForTimeout(4_000);
  await expect(inMemory(third)).toHaveCount(0);
  await third.getByRole('button', { name: /change the API/ }).click();
  const copies = third
    .getByRole('dialog', { name: 'Channels API' })
    .getByRole('region', { name: 'Saved on this device' });
  await expect(copies).toContainText('45 channels');
  await expect(copies).not.toContainText('in this tab only');
});
