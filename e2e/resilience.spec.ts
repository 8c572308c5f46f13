import { expect, test, type Page } from '@playwright/test';
import { E2E_WRITE_TOKEN } from '../playwright.config.ts';
import { startServer, type RunningServer, type ServerOptions } from '../server/app.ts';
import { feed, loadedStatus, scrollToTheEnd } from './helpers.ts';

// Each test gets its own reference server with fault flags, on a free loopback port; the app
// (served by the main test server) is pointed at it with ?api=.
let api: RunningServer | undefined;

async function openOn(page: Page, options: ServerOptions) {
  api = await startServer({ memory: true, port: 0, ...options });
  await page.goto(`/?api=${encodeURIComponent(`${api.url}/api`)}`);
  return api;
}

test.afterEach(async () => {
  await api?.close();
  api = undefined;
});

test('every third request failing still loads every channel exactly once', async ({ page }) => {
  await openOn(page, { count: 120, failEvery: 3 });
  await expect(feed(page).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await scrollToTheEnd(page);
  await expect(feed(page).getByRole('article').first()).toHaveAttribute('aria-setsize', '120');
  await expect(loadedStatus(page)).toHaveText('120 channels loaded');
});

test('a cut-off JSON body is retried and the walk completes', async ({ page }) => {
  await openOn(page, { count: 80, truncateEvery: 2 });
  await expect(feed(page).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await scrollToTheEnd(page);
  await expect(feed(page).getByRole('article').first()).toHaveAttribute('aria-setsize', '80');
});

test('a hostile record runs no script and renders no link', async ({ page, request }) => {
  const server = await startServer({
    memory: true,
    port: 0,
    count: 5,
    writeToken: E2E_WRITE_TOKEN,
  });
  api = server;
  const hostile = '<img src=x onerror=alert(1)>';
  const created = await request.post(`${server.url}/api/channels`, {
    headers: { Authorization: `Token ${E2E_WRITE_TOKEN}` },
    data: {
      company: {
        name: hostile,
        location: { city: 'Köln', country: 'Germany', country_short: 'DE' },
      },
    },
  });
  expect(created.status()).toBe(201);
  // The server's own input validation refuses such URLs, as it should; a feed may not, so the
  // record is changed in storage the way an import would have captured it.
  const { id } = (await created.json()) as { id: number };
  server.db.update(id, (channel) => ({
    ...channel,
    company: {
      ...channel.company,
      social: {
        ...channel.company.social,
        website: 'javascript:alert(1)',
        social_a: 'data:text/html,<script>alert(1)</script>',
      },
    },
  }));

  const served = (await (await request.get(`${server.url}/api/channels`)).json()) as {
    results: { company: { social: { website: string | null } } }[];
  };
  expect(served.results[0]?.company.social.website).toBe('javascript:alert(1)');

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/?api=${encodeURIComponent(`${server.url}/api`)}`);
  const card = feed(page).getByRole('article', { name: hostile });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a server that is down gets a full-page explanation naming the URL tried and CORS', async ({
  page,
}) => {
  const server = await startServer({ memory: true, port: 0, count: 30 });
  const apiBase = `${server.url}/api`;
  await server.close();
  await page.goto(`/?api=${encodeURIComponent(apiBase)}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Could not reach the channels API' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(`${apiBase}/channels`);
  await expect(alert).toContainText('CORS');
});
