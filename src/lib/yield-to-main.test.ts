import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

/** A chain of microtasks: all of it runs before the current task ends. */
async function microtaskChain(steps: number, done: () => void) {
  for (let i = 0; i < steps; i++) await Promise.resolve();
  done();
}

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a later task, after everything the current one queued', async () => {
    const order: string[] = [];
    void microtaskChain(20, () => order.push('rest of the task'));
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['rest of the task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
