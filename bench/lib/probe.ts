import type { BrowserContext, Page } from '@playwright/test';

/**
 * What the in-page probe keeps on `window.__bench`. Times are performance.now() values, i.e.
 * milliseconds since navigation start.
 */
export interface ProbeState {
  /** The frame after the first <article> reached the DOM was painted. */
  firstCard: number | null;
  /**
   * The same for the app's own first card (an <article> in its feed): later than firstCard when
   * index.html's preview cards painted first.
   */
  firstAppCard: number | null;
  longTasks: { start: number; duration: number }[];
  /**
   * Resolves after the frame that shows the current DOM has been produced: requestAnimationFrame
   * fires just before the frame's paint, and a message posted from there arrives after it.
   * Lives in the page because functions handed to page.evaluate cannot share helpers.
   */
  afterPaint: () => Promise<number>;
}

declare global {
  interface Window {
    __bench: ProbeState;
    gc?: () => void;
  }
}

/** What the probe's console reports start with (written out in probe(), which runs in the page). */
const REPORT_PREFIX = '__bench:';

/**
 * The time the probe reports for `name`, heard from now on: listen before the navigation that
 * is to report it.
 */
export async function reported(
  page: Page,
  name: 'firstCard' | 'firstAppCard',
  timeout = 30_000,
): Promise<number> {
  const message = await page.waitForEvent('console', {
    predicate: (m) => m.text().startsWith(`${REPORT_PREFIX}${name} `),
    timeout,
  });
  return Number(message.text().slice(REPORT_PREFIX.length + name.length + 1));
}

function probe(): void {
  const afterPaint = () =>
    new Promise<number>((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
  // The harness hears of the first cards through the console: waiting with waitForFunction
  // evaluated Playwright's injected script in the page while it loaded (a task of 10-20 ms on
  // its main thread in traces), which no reader's page runs. Both the app and the floor page
  // painted their first card about 12 ms sooner without it.
  const report = (name: string, time: number) => console.debug(`__bench:${name} ${time}`);
  const state: ProbeState = { firstCard: null, firstAppCard: null, longTasks: [], afterPaint };
  window.__bench = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task support: the list stays empty.
  }
  let seenCard = false;
  const observer = new MutationObserver(() => {
    if (!seenCard && document.querySelector('article')) {
      seenCard = true;
      void afterPaint().then((time) => {
        state.firstCard = time;
        report('firstCard', time);
      });
    }
    if (!document.querySelector('[role="feed"] article')) return;
    observer.disconnect();
    void afterPaint().then((time) => {
      state.firstAppCard = time;
      report('firstAppCard', time);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Installs the probe in every page of the context, before any page script runs. The first script
 * defines `__name`: tsx compiles the harness with esbuild's keepNames, which wraps named
 * functions in `__name(...)` calls, and functions passed to the page carry those calls along.
 */
export async function installProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(probe);
}
