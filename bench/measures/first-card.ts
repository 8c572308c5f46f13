import type { Page } from '@playwright/test';
import { settle, withPage } from '../lib/browser';
import { appUrl, log, type SizeEnv } from '../lib/context';
import { reported } from '../lib/probe';
import type { Metric } from '../lib/results';

const METRIC: Metric = {
  name: 'Time to first card',
  unit: 'ms',
  against: 'floor page',
  budget: { on: 'ratio', op: '<=', limit: 1.5 },
};

/**
 * No budget: the app's own first card, in its feed (index.html's preview cards, painted from
 * the HTML before any script, count for the figure above, not here).
 */
const APP_METRIC: Metric = {
  name: "Time to first card, the app's own",
  unit: 'ms',
  against: 'floor page',
};

/** No budget: what React alone costs before the first paint, the app's own lower bound. */
const HELLO_METRIC: Metric = {
  name: 'Time to first paint, React hello-world',
  unit: 'ms',
  against: 'floor page',
};

/**
 * Issue 16's warm_ttfc: a return visit in the same browser context after a walk, its first card
 * read from the saved copy, against the floor page measured in the same round. The app is
 * reopened from a blank page, as the floor page is opened in a fresh one.
 */
export const WARM_METRIC: Metric = {
  name: 'Time to first card, return visit (warm_ttfc)',
  unit: 'ms',
  against: 'floor page',
  budget: { on: 'ratio', op: '<=', limit: 1 },
};

/**
 * No budget: the return visit as a reload of the walked page, which also pays for tearing that
 * page down (its database worker, a feed of thousands of channels) before the new one starts.
 */
export const WARM_RELOAD_METRIC: Metric = {
  name: 'Time to first card, return visit by reload',
  unit: 'ms',
  against: 'floor page',
};

/** No budget: the return visit's first card in the app's own feed. */
export const WARM_APP_METRIC: Metric = {
  name: "Time to first card, return visit, the app's own",
  unit: 'ms',
  against: 'floor page',
};

type Page3 = 'app' | 'floor' | 'hello';

export const floorUrl = (env: SizeEnv) => `${env.origin}/floor/?api=${encodeURIComponent(env.api)}`;

/**
 * Navigation start to the paint after the first <article> appeared, and for the app the same for
 * its own first card in its feed. Nothing of the harness runs in the page while it loads: the
 * probe reports both through the console (see probe.ts).
 */
export async function firstCard(page: Page, url: string): Promise<number>;
export async function firstCard(
  page: Page,
  url: string,
  withAppCard: true,
): Promise<{ card: number; appCard: number }>;
export async function firstCard(page: Page, url: string, withAppCard = false) {
  const card = reported(page, 'firstCard');
  const appCard = withAppCard ? reported(page, 'firstAppCard') : undefined;
  // Neither may go unhandled while the other fails.
  void card.catch(() => {});
  void appCard?.catch(() => {});
  try {
    await page.goto(url, { waitUntil: 'commit' });
    return appCard ? { card: await card, appCard: await appCard } : await card;
  } catch (error) {
    throw new Error(`no card painted within 30 s at ${url}`, { cause: error });
  }
}

/**
 * App against the floor page (bench/floor: no framework, fetch and write names), same origin,
 * same API, and the React hello-world beside them. The order rotates per round so none always
 * goes first; one unrecorded round warms the server and the OS caches.
 */
export async function measureFirstCard(env: SizeEnv, withHello: boolean): Promise<void> {
  const urls: Record<Page3, string> = {
    app: appUrl(env),
    floor: floorUrl(env),
    hello: `${env.origin}/hello/`,
  };
  const pages: Page3[] = withHello ? ['floor', 'app', 'hello'] : ['floor', 'app'];
  const rounds = env.quick ? env.runs : env.runs + 1;
  for (let round = 0; round < rounds; round += 1) {
    const times: Record<Page3, number> = { app: Number.NaN, floor: Number.NaN, hello: Number.NaN };
    let appCard = Number.NaN;
    const order = [...pages.slice(round % pages.length), ...pages.slice(0, round % pages.length)];
    for (const which of order) {
      try {
        times[which] = await withPage(env.browser, async (page) => {
          if (which !== 'app') return firstCard(page, urls[which]);
          const times = await firstCard(page, urls[which], true);
          appCard = times.appCard;
          return times.card;
        });
      } catch (error) {
        const problem = `first card, ${which} @${env.size} round ${round + 1}: ${String(error).split('\n')[0]}`;
        env.problems.push(problem);
        log(`PROBLEM ${problem}`);
      }
    }
    const warmUp = !env.quick && round === 0;
    log(
      `first card @${env.size}${warmUp ? ' (warm-up)' : ''}: ${order.map((p) => `${p} ${times[p].toFixed(1)} ms`).join(', ')} (the app's own ${appCard.toFixed(1)} ms)`,
    );
    if (warmUp) continue;
    env.recorder.add(METRIC, env.size, times.app, times.floor);
    env.recorder.add(APP_METRIC, env.size, appCard, times.floor);
    if (withHello) env.recorder.add(HELLO_METRIC, env.size, times.hello, times.floor);
  }
}

export interface WarmFigures {
  /** First card of the app reopened (from a blank page). */
  card: number;
  appCard: number;
  /** First card of the walked page reloaded. */
  reload: number;
}

/**
 * Opens the app again in the page that walked (same context, so the same OPFS copy) and times
 * its first card, twice: a reload of the walked page, then the app reopened after the page was
 * left for a blank one (untimed: a user closed the tab and comes back later, once the browser has
 * gone idle, as before the floor page's run, and has stopped the service worker). Throws unless each
 * visit really started from the saved copy: its status line says "Saved copy from…" and counts
 * every channel of the walk.
 */
export async function warmFirstCard(page: Page, env: SizeEnv): Promise<WarmFigures> {
  const reload = await firstCard(page, appUrl(env));
  await savedCopyOpened(page, env);
  await page.goto('about:blank');
  // The user comes back later: the walked page has been torn down (its database worker closing
  // the copy, its heap collected) by then, as the floor page starts in a browser gone idle.
  const browser = page.context().browser();
  if (browser) await settle(browser);
  // Later still, the browser has stopped the app's idle service worker (Chromium does after 30 s):
  // the return visit starts it again, unless the page's request need not wait for it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
  const { card, appCard } = await firstCard(page, appUrl(env), true);
  await savedCopyOpened(page, env);
  return { card, appCard, reload };
}

/** Waits until the page shows the saved copy of the walked size, open (a return visit). */
export async function savedCopyOpened(page: Page, env: SizeEnv): Promise<void> {
  const statuses = page.getByRole('status');
  try {
    await statuses
      .filter({ hasText: /^Saved copy from/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await statuses
      .filter({ hasText: new RegExp(`^${env.size.toLocaleString('en-US')} channels loaded$`) })
      .first()
      .waitFor({ timeout: 30_000 });
  } catch (error) {
    const seen = (await statuses.allTextContents()).filter(Boolean).join(' | ');
    throw new Error(`the return visit did not open the saved copy (status: ${seen})`, {
      cause: error,
    });
  }
}
