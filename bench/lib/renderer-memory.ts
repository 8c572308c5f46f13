import { readdir, readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { within } from './isolates';

/**
 * The whole tab's memory, read from Linux's /proc for the renderer process that runs the app.
 * The page's main thread and its dedicated workers (the database worker, with SQLite's wasm
 * memory and page cache inside it) are threads of that one process, so its memory is all of them.
 */

const kB = 1024;

async function statusField(pid: number, field: string): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * kB : 0;
}

/**
 * The renderer's private memory footprint, as Chromium's own task manager computes it on Linux:
 * resident anonymous memory plus swap (RssAnon + VmSwap). It holds every JS heap of the page and
 * its workers, Blink's heap, wasm memories and malloc; not Chromium's code (shared file pages) nor
 * the OPFS files in the OS page cache.
 */
export async function privateFootprint(pid: number): Promise<number> {
  return (await statusField(pid, 'RssAnon')) + (await statusField(pid, 'VmSwap'));
}

/** Memory the OS can still hand out (MemAvailable), to stop a walk before the machine suffers. */
export async function availableMemory(): Promise<number> {
  const info = await readFile('/proc/meminfo', 'utf8');
  const match = /^MemAvailable:\s+(\d+) kB/m.exec(info);
  return match ? Number(match[1]) * kB : Number.POSITIVE_INFINITY;
}

async function threadNames(pid: number): Promise<string[]> {
  const tasks = await readdir(`/proc/${pid}/task`);
  return Promise.all(
    tasks.map((task) =>
      readFile(`/proc/${pid}/task/${task}/comm`, 'utf8').then(
        (name) => name.trim(),
        () => '',
      ),
    ),
  );
}

/** Looks for the app's renderer for up to 5 s (see appRendererPid). */
const RENDERER_TRIES = 20;
const RENDERER_RETRY_MS = 250;

/**
 * The renderer that runs the app: the one with a dedicated worker thread (Linux names it
 * "DedicatedWorker"). The bench keeps one page open at a time; the others are the omnibox
 * WebUI renderer (`--top-chrome-webui`) and an idle spare, neither of which starts workers.
 */
export async function appRendererPid(browser: Browser): Promise<number> {
  // Playwright reports a worker when the page creates it; its thread may be named a moment later.
  for (let tries = 1; ; tries += 1) {
    const found = await workerRenderers(browser);
    if (found.length === 1) return found[0] as number;
    if (found.length > 1 || tries === RENDERER_TRIES)
      throw new Error(
        `${found.length} renderers run a worker (${found.join(', ')}): cannot tell the app's`,
      );
    await new Promise((resolve) => setTimeout(resolve, RENDERER_RETRY_MS));
  }
}

async function workerRenderers(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await within(
      cdp.send('SystemInfo.getProcessInfo'),
      30_000,
      'SystemInfo.getProcessInfo',
    );
    const found: number[] = [];
    for (const { type, id } of processInfo) {
      if (type !== 'renderer') continue;
      const names = await threadNames(id).catch(() => []);
      if (names.some((name) => name.startsWith('DedicatedWorker'))) found.push(id);
    }
    return found;
  } finally {
    await cdp.detach();
  }
}
