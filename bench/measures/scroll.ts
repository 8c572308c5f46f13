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

export interface ScrollPlan {
  /** Stretches, spread evenly from the top of the list to its bottom. */
  stretches: number;
  /** Frames scrolled in each stretch. */
  framesPerStretch: number;
  /** Pixels per frame: the steady speed (120 px at 60 Hz is 7,200 px/s, a brisk wheel scroll). */
  pxPerFrame: number;
  /** The whole measurement stops after this long, however slow the frames. */
  maxMs: number;
}

export interface ScrollFigures {
  p50: number;
  p95: number;
  worst: number;
  longTasks: number;
  longTaskMs: number;
  frames: number;
  pxPerFrame: number;
}

/**
 * Scrolls the window at a steady speed (one `scrollBy` per animation frame) in stretches spread
 * from the top of the list to the bottom, and records the time between frames
 * (requestAnimationFrame timestamps) and the long tasks (over 50 ms) during the stretches. A delta
 * of ~16.7 ms is a frame on time at 60 Hz.
 *
 * Stretches, not one pass: top to bottom in one go at a steady speed takes minutes at 10,000
 * channels, and squeezing it into a fixed time makes the speed, and so the work per frame, grow
 * with the list: the figure would measure the list's length instead of the app. The jump to each
 * stretch, and the frame after it, are not counted.
 */
export async function scrollFrames(page: Page, plan: ScrollPlan): Promise<ScrollFigures> {
  const raw = await page.evaluate(async ({ stretches, framesPerStretch, pxPerFrame, maxMs }) => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const deltas: number[] = [];
    const windows: [number, number][] = [];
    const deadline = performance.now() + maxMs;
    for (let stretch = 0; stretch < stretches && performance.now() < deadline; stretch += 1) {
      const room = scroller.scrollHeight - scroller.clientHeight - framesPerStretch * pxPerFrame;
      const top = Math.max(0, (room * stretch) / Math.max(1, stretches - 1));
      window.scrollTo(0, top);
      // Let the jump land: rows rendered and measured, images requested.
      await window.__bench.afterPaint();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await window.__bench.afterPaint();
      const started = performance.now();
      await new Promise<void>((resolve) => {
        let last: number | null = null;
        let count = 0;
        const frame = (time: number) => {
          if (last !== null) deltas.push(time - last);
          last = time;
          if (count >= framesPerStretch || time > deadline) return resolve();
          count += 1;
          window.scrollBy(0, pxPerFrame);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      windows.push([started, performance.now()]);
    }
    // Long task entries reach the observer asynchronously: let the last ones arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const tasks = window.__bench.longTasks.filter((task) =>
      windows.some(([from, to]) => task.start >= from && task.start <= to),
    );
    return {
      deltas,
      longTasks: tasks.length,
      longTaskMs: tasks.reduce((sum, task) => sum + task.duration, 0),
    };
  }, plan);
  return {
    p50: percentile(raw.deltas, 50),
    p95: percentile(raw.deltas, 95),
    worst: Math.max(...raw.deltas),
    longTasks: raw.longTasks,
    longTaskMs: raw.longTaskMs,
    frames: raw.deltas.length,
    pxPerFrame: plan.pxPerFrame,
  };
}
