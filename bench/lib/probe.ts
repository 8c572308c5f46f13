import type { BrowserContext } from '@playwright/test';

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

function probe(): void {
  const afterPaint = () =>
    new Promise<number>((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
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
      });
    }
    if (!document.querySelector('[role="feed"] article')) return;
    observer.disconnect();
    void afterPaint().then((time) => {
      state.firstAppCard = time;
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
