/**
 * What the specs of deployments share: building the app as someone deploying it would, a
 * reference server that can be stopped and started again, and the service worker's readiness.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { startServer, type RunningServer, type ServerOptions } from '../server/app.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `VITE_API_BASE_URL=<apiBase> vite build --outDir <outDir>`, in this process. */
export async function buildApp(outDir: string, apiBase: string): Promise<void> {
  const before = process.env.VITE_API_BASE_URL;
  process.env.VITE_API_BASE_URL = apiBase;
  try {
    await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (before === undefined) delete process.env.VITE_API_BASE_URL;
    else process.env.VITE_API_BASE_URL = before;
  }
}

/**
 * The reference server in-process, on a database in a temporary folder of its own, so a test can
 * stop it (the network is gone) and start it again with the same channels on the same port: the
 * origin that the service worker and the saved copies belong to. `dispose()` in afterEach.
 */
export function stoppableServer(options: Omit<ServerOptions, 'port' | 'dataDir' | 'memory'>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'channels-e2e-'));
  let port = 0;
  let running: RunningServer | undefined;
  const stop = async () => {
    await running?.close();
    running = undefined;
  };
  return {
    async start(): Promise<RunningServer> {
      running ??= await startServer({ ...options, dataDir, port });
      port = running.port;
      return running;
    },
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the page's service worker is active (its precache complete), and gives its scope.
 * The app registers it once the first screen is up; from then on the site opens offline.
 */
export function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}
