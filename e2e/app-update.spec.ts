import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../server/app.ts';
import { buildApp, serviceWorkerReady } from './deployments.ts';
import { axeViolations, cards, widerThanTheWindow } from './helpers.ts';

// A deployment while the app is open: the reference server serves a build from a temporary
// folder, and the test builds a second version into it. The two versions differ in the API
// they use by default, so the header says which one is running.
let server: RunningServer | undefined;
let outDir: string | undefined;

test.afterEach(async () => {
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  server = outDir = undefined;
});

const apiButton = (page: Page) => page.getByRole('button', { name: /change the API/ });
const prompt = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'A new version of Channels is available.' });
/** The running version's entry script: its name carries the build's content hash. */
const entryScript = (page: Page) => page.locator('script[type="module"][src]').getAttribute('src');

test('a new version announces itself, and Reload switches the page to it', async ({ page }) => {
  test.setTimeout(240_000);
  outDir = mkdtempSync(join(tmpdir(), 'channels-update-'));
  server = await startServer({ memory: true, port: 0, count: 45, staticDir: outDir });
  const nextApi = `http://localhost:${server.port}/api`;
  await buildApp(outDir, `${server.url}/api`);

  await page.goto(`${server.url}/`);
  await expect(cards(page).first()).toBeVisible();
  await serviceWorkerReady(page);
  // A returning reader: the page is the worker's now.
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect(apiButton(page)).toHaveAccessibleName(/^API \/api/);
  const first = await entryScript(page);

  await buildApp(outDir, nextApi);
  // What the page's hourly check does (and the browser on the next visit).
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page)).toContainText('Reload to use it.');
  // Nothing has changed under the open page: it is still the first version.
  expect(await entryScript(page)).toBe(first);
  await expect(apiButton(page)).toHaveAccessibleName(/^API \/api/);
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard: the prompt's buttons are in the tab order, after the page.
  const reload = page.getByRole('button', { name: 'Reload', exact: true });
  await reload.focus();
  await page.keyboard.press('Enter');
  await expect(apiButton(page)).toHaveAccessibleName(
    new RegExp(`^API localhost:${server.port}/api`),
  );
  expect(await entryScript(page)).not.toBe(first);
  await expect(prompt(page)).toBeHidden();
  await expect(cards(page).first()).toBeVisible();
  // The new worker runs the page; no other version waits.
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return [!!navigator.serviceWorker.controller, !!registration?.waiting];
    }),
  ).toEqual([true, false]);
});

test('the prompt fits a phone and passes axe in the dark theme', async ({ page }) => {
  test.setTimeout(240_000);
  outDir = mkdtempSync(join(tmpdir(), 'channels-update-'));
  server = await startServer({ memory: true, port: 0, count: 45, staticDir: outDir });
  await buildApp(outDir, `${server.url}/api`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.goto(`${server.url}/`);
  await serviceWorkerReady(page);

  await buildApp(outDir, `http://localhost:${server.port}/api`);
  await page.reload();
  await expect(prompt(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const box = await prompt(page).boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  expect(await widerThanTheWindow(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(prompt(page)).toBeHidden();
});
