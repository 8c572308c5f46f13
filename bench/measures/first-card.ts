import type { Page } from '@playwright/test';
import { withPage } from '../lib/browser';
import { appUrl, log, type SizeEnv } from '../lib/context';
import type { Metric } from '../lib/results';

const METRIC: Metric = {
  name: 'Time to first card',
  unit: 'ms',
  against: 'floor page',
  budget: { on: 'ratio', op: '<=', limit: 1.5 },
};

/** Navigation start to the paint after the first <article> appeared, in a fresh context. */
async function firstCard(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.__bench.firstCard, null, {
    timeout: 30_000,
  });
  return (await handle.jsonValue()) as number;
}

/**
 * App against the floor page (bench/floor: no framework, fetch and write names), same origin,
 * same API. The order alternates per run so neither always goes first; one unrecorded round
 * warms the server and the OS caches.
 */
export async function measureFirstCard(env: SizeEnv): Promise<void> {
  const floorUrl = `${env.origin}/floor/?api=${encodeURIComponent(env.api)}`;
  const rounds = env.quick ? env.runs : env.runs + 1;
  for (let round = 0; round < rounds; round += 1) {
    const times: Record<'app' | 'floor', number> = { app: Number.NaN, floor: Number.NaN };
    const order = round % 2 === 0 ? (['floor', 'app'] as const) : (['app', 'floor'] as const);
    for (const which of order) {
      const url = which === 'app' ? appUrl(env) : floorUrl;
      times[which] = await withPage(env.browser, (page) => firstCard(page, url));
    }
    const warmUp = !env.quick && round === 0;
    log(
      `first card @${env.size}${warmUp ? ' (warm-up)' : ''}: app ${times.app.toFixed(1)} ms, floor ${times.floor.toFixed(1)} ms`,
    );
    if (!warmUp) env.recorder.add(METRIC, env.size, times.app, times.floor);
  }
}
