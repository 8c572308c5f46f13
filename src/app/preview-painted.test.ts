import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW, previewPainted } from './preview-painted';

const slot = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete slot[PREVIEW];
  vi.useRealTimers();
});

/** Whether the promise settles on microtasks alone (timers are fake: none fires meanwhile). */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  return settled;
}

describe('previewPainted', () => {
  it('lets the app start at once where index.html painted no preview (npm run dev)', async () => {
    vi.useFakeTimers();
    expect(await isSettled(previewPainted(10_000))).toBe(true);
  });

  it('waits for the preview to be painted', async () => {
    vi.useFakeTimers();
    let painted!: () => void;
    slot[PREVIEW] = new Promise<void>((resolve) => (painted = resolve));
    const waiting = previewPainted(10_000);
    expect(await isSettled(waiting)).toBe(false);
    painted();
    expect(await isSettled(waiting)).toBe(true);
  });

  it('never holds the app back longer than its limit (a slow API, a hidden tab)', async () => {
    vi.useFakeTimers();
    slot[PREVIEW] = new Promise<void>(() => {});
    const waiting = previewPainted(50);
    vi.advanceTimersByTime(49);
    expect(await isSettled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await isSettled(waiting)).toBe(true);
  });
});
