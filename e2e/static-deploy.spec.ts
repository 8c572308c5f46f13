import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { startServer, type RunningServer } from '../server/app.ts';
import { listenOn, type Listening } from '../server/http/plain-server.ts';
import { buildApp, serviceWorkerReady } from './deployments.ts';
import { cards, loadedStatus, namesInDom } from './helpers.ts';

// A static deployment: `VITE_API_BASE_URL=<api> vite build`, and dist/ copied to a plain file
// host under a sub-path. The host knows nothing about the app (no index.html fallback, no CSP
// header, no /api): the app must find its assets relative to its page and its API from the build.
const SUB_PATH = '/teams/directory/';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

let api: RunningServer | undefined;
let host: Listening | undefined;
let outDir: string | undefined;

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
  await host?.close();
  await api?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  host = api = outDir = undefined;
});

/** A file host: GET of an existing file under SUB_PATH, `index.html` for the directory; else 404. */
function fileHost(dir: string) {
  return listenOn(
    async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://host').pathname;
      const relative = path.startsWith(SUB_PATH) ? path.slice(SUB_PATH.length) || 'index.html' : '';
      const body = relative.includes('..')
        ? undefined
        : await readFile(join(dir, relative)).catch(() => undefined);
      if (!relative || !body) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      res.writeHead(200, {
        'Content-Type': TYPES[extname(relative)] ?? 'application/octet-stream',
      });
      res.end(body);
    },
    0,
    '127.0.0.1',
  );
}

test('a build with VITE_API_BASE_URL works from a plain static host under a sub-path, offline too', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  api = await startServer({ memory: true, port: 0, count: 45 });
  api.db.update(45, (channel) => ({ ...channel, name: 'Static Deploy Channel' }));
  outDir = mkdtempSync(join(tmpdir(), 'channels-static-'));
  await buildApp(outDir, `${api.url}/api`);
  host = await fileHost(outDir);

  const failed: Request[] = [];
  page.on('requestfailed', (request) => failed.push(request));
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) notFound.push(response.url());
  });
  const pageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/channels')) pageRequests.push(request.url());
  });

  // The first screen was rendered for the site's root and the build's API: under a sub-path the
  // app still adopts it (the API's name is the render's after that), without a warning.
  const adoption: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('could not be adopted')) adoption.push(message.text());
  });
  await page.goto(`${host.url}${SUB_PATH}`);
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /change the API/ })).toContainText(
    new URL(api.url).host,
  );
  expect(adoption).toEqual([]);
  expect(await namesInDom(page)).toContain('Static Deploy Channel');
  await expect(loadedStatus(page)).toBeVisible();

  // Every asset came from under the sub-path; the pages came from the API the build named.
  expect(notFound).toEqual([]);
  expect(failed.map((request) => request.url())).toEqual([]);
  expect(pageRequests.length).toBeGreaterThan(0);
  for (const url of pageRequests) expect(url.startsWith(`${api.url}/api/channels`)).toBe(true);

  // The service worker and the manifest belong to the sub-path, not to the host's root.
  const app = `${host.url}${SUB_PATH}`;
  expect(await serviceWorkerReady(page)).toBe(app);
  const manifestUrl = await page.locator('link[rel="manifest"]').evaluate((link) => {
    return (link as HTMLLinkElement).href;
  });
  expect(manifestUrl).toBe(`${app}manifest.webmanifest`);
  const manifest = (await (await page.request.get(manifestUrl)).json()) as Record<string, string>;
  expect(new URL(manifest.start_url ?? '', manifestUrl).href).toBe(app);
  expect(new URL(manifest.scope ?? '', manifestUrl).href).toBe(app);

  // The copy is saved once the browser has had an idle moment after the first cards: wait for
  // its note (README, "What is saved") before the network goes, or the reload is a first visit.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('channels:copy:')),
      ),
    )
    .toBe(true);
  // The host and the API gone, the browser offline: the page opens again from the worker, the
  // channels from the saved copy.
  await host.close();
  await api.close();
  host = api = undefined;
  await context.setOffline(true);
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  expect(await namesInDom(page)).toContain('Static Deploy Channel');
  await expect(page.getByRole('status').filter({ hasText: /^You are offline: / })).toBeVisible();
});
