import { fileURLToPath } from 'node:url';
import { expect, test, type Request } from '@playwright/test';
import { startServer, type RunningServer, type ServerOptions } from '../server/app.ts';
import { startProxyServer, type RunningProxy } from '../server/proxy/proxy.ts';
import { allLoaded, cards, loadedStatus, namesInDom, scrollToTheEnd } from './helpers.ts';

// The proxy mode of `npm start -- --upstream`: an upstream reference server and a proxy in front
// of it run in-process, the proxy serving the dist/ that Playwright's webServer has just built.
// The app is opened on the proxy's origin and must never have to leave it.
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

let upstream: RunningServer | undefined;
let proxy: RunningProxy | undefined;

async function startBoth(options: ServerOptions) {
  upstream = await startServer({ memory: true, port: 0, ...options });
  proxy = await startProxyServer({
    upstream: `${upstream.url}/api`,
    port: 0,
    staticDir: DIST,
    log: () => {},
  });
  return { upstream, proxy };
}

test.afterEach(async () => {
  await proxy?.close();
  await upstream?.close();
  proxy = undefined;
  upstream = undefined;
});

test('the app walks an upstream API through the proxy without leaving its origin', async ({
  page,
}) => {
  const { upstream, proxy } = await startBoth({ count: 65 });
  // The demo data opens with the same showcase records on every server: make these its own.
  for (let id = 1; id <= 65; id += 1) {
    upstream.db.update(id, (channel) => ({
      ...channel,
      name: `Upstream ${channel.name}`,
      company: { ...channel.company, name: `Upstream ${channel.company.name}` },
    }));
  }
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // The links the browser was handed, not only the ones it used (the app would itself map a
  // foreign next link onto its API base, which would hide a proxy that did not rewrite them).
  const links: Promise<(string | null)[]>[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/channels')) return;
    links.push(
      response
        .json()
        .then((body: { next: string | null; previous: string | null }) => [
          body.next,
          body.previous,
        ]),
    );
  });

  await page.goto(`${proxy.url}/`);
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  const seen = new Set(await namesInDom(page));
  await scrollToTheEnd(page, async () => {
    for (const name of await namesInDom(page)) seen.add(name);
  });
  await expect(allLoaded(page)).toBeVisible();
  await expect(cards(page).first()).toHaveAttribute('aria-setsize', '65');
  await expect(loadedStatus(page)).toHaveText('65 channels loaded');

  expect(seen.size).toBeGreaterThan(0);
  expect([...seen].filter((name) => !name.startsWith('Upstream '))).toEqual([]);

  // Four pages of 20 were fetched, each on the proxy; nothing but logos left its origin, and
  // those are the upstream's own absolute image URLs (images need no CORS).
  const pageRequests = requests.filter((request) => request.url().includes('/api/channels'));
  expect(pageRequests.length).toBeGreaterThanOrEqual(4);
  const elsewhere = requests.filter((request) => new URL(request.url()).origin !== proxy.url);
  expect(elsewhere.filter((request) => request.resourceType() !== 'image')).toEqual([]);
  for (const image of elsewhere) {
    expect(image.url().startsWith(`${upstream.url}/media/logos/`)).toBe(true);
  }
  const handedOut = (await Promise.all(links)).flat().filter((link) => link !== null);
  expect(handedOut.length).toBeGreaterThanOrEqual(6);
  for (const link of handedOut) expect(link).toMatch(`${proxy.url}/api/channels?cursor=`);
});

test("an upstream failure shows the app's error panel with the upstream's status and detail", async ({
  page,
}) => {
  const { proxy } = await startBoth({ count: 30, failEvery: 1 });
  await page.goto(`${proxy.url}/`);
  const alert = page.getByRole('alert').filter({ hasText: 'The API had a problem' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('HTTP 500. The server said: “Injected failure”');
  await expect(alert).toContainText(`${proxy.url}/api/channels`);
});
