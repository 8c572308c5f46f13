/**
 * `npm run screenshots`: pictures of the directory, the company panel and the map on a desktop
 * and a phone, light and dark, written to screenshots/ (gitignored) for a person to look at. Not a
 * test, so not in the test count: what a user would notice in them (sideways overflow, the
 * panel's size, contrast in both themes) is checked by the specs.
 *
 * Builds the app, serves it with the reference API on a free loopback port (300 demo channels,
 * in memory) and stops the server when done, failed or not.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import playwrightConfig from '../playwright.config.ts';
import { startServer } from '../server/app.ts';
import { allLoaded, cards, type ApiPage } from './helpers.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = fileURLToPath(new URL('../screenshots/', import.meta.url));

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};
const themes = ['light', 'dark'] as const;

/** Waits until every image on the page has loaded or failed (logos fall back to initials). */
async function imagesSettled(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

async function shoot(browser: Browser, origin: string, channelId: number) {
  const written: string[] = [];
  for (const [label, viewport] of Object.entries(viewports)) {
    for (const colorScheme of themes) {
      const context = await browser.newContext({ viewport, colorScheme, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        await page.goto(`${origin}/`);
        await cards(page).first().waitFor();
        await imagesSettled(page);
        written.push(`${OUT}directory-${label}-${colorScheme}.png`);
        await page.screenshot({ path: written.at(-1) });

        await page.goto(`${origin}/?channel=${channelId}`);
        await page.getByRole('dialog').waitFor();
        await imagesSettled(page);
        written.push(`${OUT}company-detail-${label}-${colorScheme}.png`);
        await page.screenshot({ path: written.at(-1) });

        // The map of the whole directory, with the focused country's count showing.
        await page.goto(`${origin}/?view=map`);
        await page.getByRole('button', { name: 'Load all channels' }).click();
        await allLoaded(page).waitFor();
        await page.getByRole('button', { name: /^Germany: / }).focus();
        written.push(`${OUT}map-${label}-${colorScheme}.png`);
        await page.screenshot({ path: written.at(-1), fullPage: true });
      } finally {
        await context.close();
      }
    }
  }
  return written;
}

await build({ root: ROOT, logLevel: 'warn' });
mkdirSync(OUT, { recursive: true });
const server = await startServer({
  memory: true,
  port: 0,
  count: 300,
  staticDir: `${ROOT}dist`,
});
try {
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const first = ((await (await fetch(server.apiUrl)).json()) as ApiPage).results[0];
    if (!first) throw new Error('The demo API served no channel.');
    for (const path of await shoot(browser, server.url, first.id)) console.log(`wrote ${path}`);
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
}
