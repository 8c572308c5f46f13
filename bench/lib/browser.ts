import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { onCleanup } from './cleanup';
import { installProbe } from './probe';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // performance.memory with real numbers, and window.gc() for a heap reading after collection.
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
  // Loopback only: any other host (a record's logo URL, say) fails at once instead of leaving
  // the machine or waiting on DNS.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  // A page in a background tab or hidden window must not have its timers and frames throttled.
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];

export const VIEWPORT = { width: 1280, height: 800 };

/**
 * Each new window makes Chromium 156 (headless too) load its omnibox popup WebUI in another
 * renderer: about half a second of main-thread work that, on a two-core machine, lands in the
 * middle of whatever the page does next (it doubled the app's time to first card). Waiting this
 * long after opening a page lets it finish before anything is measured.
 */
const WINDOW_SETTLE_MS = 2000;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // BENCH_CHROMIUM_ARGS adds flags for an experiment, e.g. --blink-settings=imagesEnabled=false.
    args: [...ARGS, ...(process.env.BENCH_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? [])],
    timeout: 60_000,
  });
  onCleanup(() => browser.close());
  return browser;
}

/**
 * A fresh context per run: empty cache, storage and service workers, so no run is warmed by the
 * one before (the server and the OS page cache stay warm, for app and baseline alike).
 */
export async function freshPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  await installProbe(context);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.waitForTimeout(WINDOW_SETTLE_MS);
  return { context, page };
}

/** Runs fn with a fresh page and always closes its context. */
export async function withPage<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await freshPage(browser);
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}
