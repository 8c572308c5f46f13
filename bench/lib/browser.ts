import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * Opening a browser makes Chromium 156 (headless too) start its omnibox popup WebUI in another
 * renderer, among other start-up work: about half a second of CPU that, on a two-core machine,
 * would land in the middle of whatever the page does next (it doubled the app's time to first
 * card). A run starts once the browser's processes have been nearly idle for a moment.
 */
const SETTLE = { minMs: 1000, maxMs: 10_000, everyMs: 500, idleCpuSeconds: 0.05 };

export async function settle(browser: Browser): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  const cpu = async () =>
    (await cdp.send('SystemInfo.getProcessInfo')).processInfo.reduce(
      (sum, p) => sum + p.cpuTime,
      0,
    );
  try {
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, SETTLE.minMs));
    let last = await cpu();
    while (Date.now() - started < SETTLE.maxMs) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE.everyMs));
      const now = await cpu();
      if (now - last < SETTLE.idleCpuSeconds) return;
      last = now;
    }
  } finally {
    await cdp.detach();
  }
}

/**
 * Chromium for the benchmark. Each run gets a browser of its own on a new, empty profile
 * directory: empty cache, storage and service workers, so no run is warmed by the one before
 * (the server and the OS page cache stay warm, for app and baseline alike). A real profile, not
 * an incognito context: Chromium keeps an incognito context's Origin Private File System in
 * memory and carries every write of the app's database over IPC to the browser process, which
 * made "Search all channels" 2.6 times slower than in a normal window.
 */
export class BenchBrowser {
  private seenVersion = 'unknown';

  /** Chromium's version, once a run has opened it. */
  version(): string {
    return this.seenVersion;
  }

  async open(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
    const profile = await mkdtemp(join(tmpdir(), 'bench-profile-'));
    let context: BrowserContext | undefined;
    const close = onCleanup(async () => {
      await context?.close();
      await rm(profile, { recursive: true, force: true });
    });
    try {
      context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        // BENCH_CHROMIUM_ARGS adds flags for an experiment, e.g. --blink-settings=imagesEnabled=false.
        args: [...ARGS, ...(process.env.BENCH_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? [])],
        timeout: 60_000,
        viewport: VIEWPORT,
        deviceScaleFactor: 1,
      });
      const browser = context.browser();
      if (!browser) throw new Error('the persistent context has no browser');
      this.seenVersion = browser.version();
      await installProbe(context);
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(60_000);
      await settle(browser);
      return { context, page, close };
    } catch (error) {
      await close();
      throw error;
    }
  }
}

export function launchBrowser(): BenchBrowser {
  return new BenchBrowser();
}

/** Runs fn with a fresh page in a browser of its own, and always closes that browser. */
export async function withPage<T>(
  browser: BenchBrowser,
  fn: (page: Page) => Promise<T>,
): Promise<T> {
  const { page, close } = await browser.open();
  try {
    return await fn(page);
  } finally {
    await close();
  }
}
