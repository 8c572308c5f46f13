import { describe, expect, it } from 'vitest';
import { nextMessage } from './next-task';

describe('nextMessage', () => {
  it('goes on after the work already queued, not within the current task', async () => {
    const order: string[] = [];
    const yielded = nextMessage().then(() => order.push('after the yield'));
    // Promise callbacks queued now run before the task ends: the yield comes after them.
    void Promise.resolve().then(() => order.push('same task'));
    order.push('synchronous');
    await yielded;
    expect(order).toEqual(['synchronous', 'same task', 'after the yield']);
  });

  it('lets every waiting loop go on, in the order they yielded', async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => nextMessage().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
  });
});
