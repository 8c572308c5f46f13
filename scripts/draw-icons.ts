/**
 * `npm run icons`: draws the app's install icons (public/icons/*.png) from public/favicon.svg
 * with the system Chromium, so the icons and the tab's icon are one drawing. Run it after
 * changing the favicon and commit the PNGs; the build only copies them.
 *
 * - icon-192.png, icon-512.png: the favicon as it is (rounded corners, transparent outside).
 * - icon-maskable-512.png, apple-touch-icon.png: the same lines on a full square of the accent
 *   colour, for launchers that cut their own shape (Android's maskable icons, iOS). The lines
 *   already sit inside the maskable safe zone (the middle circle of 80% of the width).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import playwrightConfig from '../playwright.config.ts';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = readFileSync(`${PUBLIC}favicon.svg`, 'utf8');
// The favicon's rounded square, drawn to the edges.
const fullSquare = favicon.replace(/ rx="[\d.]+"/, '');
if (fullSquare === favicon) throw new Error('favicon.svg has no rounded square (rx) to square off');

const icons = [
  { file: 'icons/icon-192.png', size: 192, svg: favicon },
  { file: 'icons/icon-512.png', size: 512, svg: favicon },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullSquare },
  { file: 'icons/apple-touch-icon.png', size: 180, svg: fullSquare },
];

const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>*{margin:0}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: `${PUBLIC}${file}`, omitBackground: true });
    await page.close();
    console.log(`public/${file}`);
  }
} finally {
  await browser.close();
}
