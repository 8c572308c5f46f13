import { describe, expect, it } from 'vitest';
import { makeChannels } from '@/test/fixtures';
import { CancelledError } from './errors';
import { exportFile } from './export-file';
import { memoryStore, walkAll } from './test/memory-store';
import { ALL_CHANNELS } from './view';

describe('exportFile', () => {
  it('tells how many channels it has written after every chunk', async () => {
    const store = await memoryStore();
    walkAll(store, makeChannels(4500), 500);
    const told: number[] = [];
    const { file, count } = await exportFile(
      store,
      ALL_CHANNELS,
      'csv',
      () => false,
      (n) => told.push(n),
    );
    expect(told).toEqual([2000, 4000, 4500]);
    expect(count).toBe(4500);
    // A header and a line per channel.
    expect((await file.text()).trimEnd().split('\r\n')).toHaveLength(4501);
  });

  it('stops between chunks once cancelled', async () => {
    const store = await memoryStore();
    walkAll(store, makeChannels(4500), 500);
    const told: number[] = [];
    const writing = exportFile(
      store,
      ALL_CHANNELS,
      'json',
      () => told.length > 0,
      (n) => told.push(n),
    );
    await expect(writing).rejects.toBeInstanceOf(CancelledError);
    expect(told).toEqual([2000]);
  });
});
