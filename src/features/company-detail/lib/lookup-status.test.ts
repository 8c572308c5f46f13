import { describe, expect, it } from 'vitest';
import { makeChannels } from '@/test/fixtures';
import { lookupStatus, type LookupState } from './lookup-status';
import { neighbours } from './neighbours';

// One loaded page: ids 100 down to 81.
const page = makeChannels(20, 100);
const loaded: LookupState = {
  id: null,
  channels: page,
  lastLoadedId: 81,
  isPending: false,
  isError: false,
  hasNextPage: true,
  isFetchingNextPage: false,
};

describe('lookupStatus', () => {
  it('is idle without an id', () => {
    expect(lookupStatus(loaded).status).toBe('idle');
  });

  it('is ready with the channel when it is loaded', () => {
    const result = lookupStatus({ ...loaded, id: 90 });
    expect(result.status).toBe('ready');
    expect(result.channel?.name).toBe('Company 90');
  });

  it('keeps searching while later pages may hold the id', () => {
    expect(lookupStatus({ ...loaded, id: 50 }).status).toBe('searching');
    expect(lookupStatus({ ...loaded, id: 50, isPending: true, channels: [] }).status).toBe(
      'searching',
    );
  });

  it('is not found once the pages have passed the id, even with more pages', () => {
    expect(lookupStatus({ ...loaded, id: 150 }).status).toBe('not-found');
    expect(
      lookupStatus({ ...loaded, id: 85, channels: page.filter((c) => c.id !== 85) }).status,
    ).toBe('not-found');
  });

  it('is not found when the last page is in', () => {
    expect(lookupStatus({ ...loaded, id: 50, hasNextPage: false }).status).toBe('not-found');
  });

  it('reports a failed page unless another one is on its way', () => {
    expect(lookupStatus({ ...loaded, id: 50, isError: true }).status).toBe('error');
    expect(
      lookupStatus({ ...loaded, id: 50, isError: true, isFetchingNextPage: true }).status,
    ).toBe('searching');
  });
});

describe('neighbours', () => {
  const list = makeChannels(3, 10); // 10, 9, 8
  it('finds the ids on either side', () => {
    expect(neighbours(list, 9)).toEqual({ previous: 10, next: 8 });
    expect(neighbours(list, 10)).toEqual({ previous: undefined, next: 9 });
    expect(neighbours(list, 8)).toEqual({ previous: 9, next: undefined });
  });

  it('has none for a channel that is not in the list', () => {
    expect(neighbours(list, 42)).toEqual({ previous: undefined, next: undefined });
    expect(neighbours(list, null)).toEqual({ previous: undefined, next: undefined });
  });
});
