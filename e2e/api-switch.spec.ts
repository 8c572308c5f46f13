import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { startServer, type RunningServer } from '../server/app.ts';
import {
  apiPage,
  cards,
  gridSettled,
  loadedStatus,
  namesInDom,
  pressLoadMoreToTheEnd,
} from './helpers.ts';

// The app starts on the main test server (the default `/api`); a second reference server with
// other data runs in-process, and the user switches between the two with the API settings.
let second: RunningServer | undefined;

test.afterEach(async () => {
  await second?.close();
  second = undefined;
});

async function firstPageNames(request: APIRequestContext, url: string): Promise<string[]> {
  return (await apiPage(request, url)).results.map((channel) => channel.name);
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /change the API/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Channels API' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('switching to another API shows only its channels; switching back restores from cache', async ({
  page,
  request,
  baseURL,
}) => {
  second = await startServer({ memory: true, port: 0, count: 45 });
  // The demo data opens with the same showcase records on every server: make this one's its own.
  for (let id = 1; id <= 45; id += 1) {
    second.db.update(id, (channel) => ({
      ...channel,
      name: `Staging ${channel.name}`,
      company: { ...channel.company, name: `Staging ${channel.company.name}` },
    }));
  }
  const secondApi = `${second.url}/api`;
  const firstNames = await firstPageNames(request, `${baseURL}/api/channels`);
  const secondNames = await firstPageNames(request, `${secondApi}/channels`);
  expect(secondNames[0]).not.toBe(firstNames[0]);

  await page.goto('/');
  await expect(cards(page).first()).toHaveAccessibleName(firstNames[0] ?? '');
  // Load a second page on the first API so there is more than one page to restore.
  // (The grid may load more by itself to fill a tall window: take whatever it settled on.)
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(loadedStatus(page)).not.toHaveText('20 channels loaded');
  await gridSettled(page);
  const loadedOnFirst = (await loadedStatus(page).textContent()) ?? '';

  const dialog = await openSettings(page);
  await dialog.getByRole('textbox', { name: 'API base URL' }).fill(secondApi);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => new URL(page.url()).searchParams.get('api')).toBe(secondApi);
  await expect(cards(page).first()).toHaveAccessibleName(secondNames[0] ?? '');
  // All three of its pages, so its place in the cache is a settled one to come back to. (By the
  // button: after a switch the grid was seen not to load by itself when scrolled to its end.)
  const shown = await namesInDom(page);
  await pressLoadMoreToTheEnd(page, async () => {
    shown.push(...(await namesInDom(page)));
  });
  const loadedOnSecond = '45 channels loaded';
  await expect(loadedStatus(page)).toHaveText(loadedOnSecond);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((name) => !name.startsWith('Staging '))).toEqual([]);

  // Back to the first API: its two loaded pages come from the cache, no page is fetched again.
  const listRequests: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/channels\?.*cursor=/.test(request.url())) listRequests.push(request);
  });
  const back = await openSettings(page);
  await back.getByRole('button', { name: 'Use the default API' }).click();
  await expect(back).toBeHidden();
  await expect.poll(() => new URL(page.url()).searchParams.get('api')).toBeNull();
  await expect(loadedStatus(page)).toHaveText(loadedOnFirst);
  await expect(cards(page).first()).toHaveAccessibleName(firstNames[0] ?? '');
  expect((await namesInDom(page)).filter((name) => name.startsWith('Staging '))).toEqual([]);
  expect(listRequests.map((request) => request.url())).toEqual([]);

  // The browser's Back button returns to the second API, again from its own cache. (The first
  // API's grid may meanwhile have loaded a further page on its own, near its end: that is fine.)
  listRequests.length = 0;
  await page.goBack();
  await expect(cards(page).first()).toHaveAccessibleName(secondNames[0] ?? '');
  await expect(loadedStatus(page)).toHaveText(loadedOnSecond);
  expect(listRequests.filter((request) => request.url().startsWith(secondApi))).toEqual([]);
});

test('an API that is not reachable is refused and the directory stays as it was', async ({
  page,
  request,
  baseURL,
}) => {
  const gone = await startServer({ memory: true, port: 0, count: 5 });
  const goneApi = `${gone.url}/api`;
  await gone.close();
  const firstNames = await firstPageNames(request, `${baseURL}/api/channels`);

  await page.goto('/');
  await expect(cards(page).first()).toHaveAccessibleName(firstNames[0] ?? '');
  const dialog = await openSettings(page);
  await dialog.getByRole('textbox', { name: 'API base URL' }).fill(goneApi);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Could not reach the channels API');
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(new URL(page.url()).searchParams.get('api')).toBeNull();
  await expect(cards(page).first()).toHaveAccessibleName(firstNames[0] ?? '');
});
