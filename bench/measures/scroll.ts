import type { Page } from '@playwright/test';
import type { Metric } from '../lib/results';
import { percentile } from '../lib/stats';

const frameMetric = (name: string, budget?: Metric['budget']): Metric => ({
  name,
  unit: 'ms',
  against: 'naive grid',
  ...(budget ? { budget } : {}),
});

export const SCROLL_METRICS = {
  p50: frameMetric('Scroll frame p50'),
  p95: frameMetric('Scroll frame p95', { on: 'value', op: '<', limit: 17 }),
  worst: frameMetric('Scroll frame worst'),
  longTasks: { name: 'Long tasks while scrolling', unit: '', against: 'naive grid', digits: 0 },
  longTaskMs: {
    name: 'Long task time while scrolling',
    unit: 'ms',
    against: 'naive grid',
    digits: 0,
  },
} satisfies Record<string, Metric>;

export interface ScrollFigures {
  p50: number;
  p95: number;
  worst: number;
  longTasks: number;
  longTaskMs: number;
  frames: number;
  pxPerFrame: number;
  /** Share of the distance covered before the time limit (1 when it reached the bottom). */
  covered: number;
}

/**
 * Scrolls the window from the top to the bottom in `frames` equal steps, one step per animation
 * frame, and records the time between frames (requestAnimationFrame timestamps) and the long
 * tasks (over 50 ms) that happened meanwhile. A delta of ~16.7 ms is a frame on time at 60 Hz.
 * Stops early after `maxMs`; `covered` then says how far it got.
 */
export async function scrollFrames(
  page: Page,
  frames: number,
  maxMs: number,
): Promise<ScrollFigures> {
  const raw = await page.evaluate(
    async ({ frameCount, limitMs }) => {
      const scroller = document.scrollingElement ?? document.documentElement;
      window.scrollTo(0, 0);
      await window.__bench.afterPaint();
      await window.__bench.afterPaint();
      const distance = scroller.scrollHeight - scroller.clientHeight;
      const step = distance / frameCount;
      const started = performance.now();
      const deltas: number[] = [];
      await new Promise<void>((resolve) => {
        let last: number | null = null;
        let count = 0;
        const frame = (time: number) => {
          if (last !== null) deltas.push(time - last);
          last = time;
          const bottom = scroller.scrollHeight - scroller.clientHeight;
          // Twice the frames at most (rows measured taller than estimated make the page grow),
          // and a time limit: a page that cannot keep up must not stall the whole benchmark.
          const over = count >= frameCount * 2 || time - started > limitMs;
          if (scroller.scrollTop >= bottom - 1 || over) return resolve();
          count += 1;
          window.scrollBy(0, step);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      // Long task entries reach the observer asynchronously: let the last ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const tasks = window.__bench.longTasks.filter((task) => task.start >= started);
      return {
        deltas,
        longTasks: tasks.length,
        longTaskMs: tasks.reduce((sum, task) => sum + task.duration, 0),
        pxPerFrame: step,
        covered: Math.min(1, scroller.scrollTop / (scroller.scrollHeight - scroller.clientHeight)),
      };
    },
    { frameCount: frames, limitMs: maxMs },
  );
  return {
    p50: percentile(raw.deltas, 50),
    p95: percentile(raw.deltas, 95),
    worst: Math.max(...raw.deltas),
    longTasks: raw.longTasks,
    longTaskMs: raw.longTaskMs,
    frames: raw.deltas.length,
    pxPerFrame: raw.pxPerFrame,
    covered: raw.covered,
  };
}
