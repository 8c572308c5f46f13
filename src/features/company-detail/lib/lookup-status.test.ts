import { describe, expect, it } from 'vitest';
import { makeChannels } from '@/test/fixtures';
import { lookupStatus, type LookupState } from './lookup-status';
import { neighbours } from './neighbours';

// The copy holds ids 100 down to 81 (one page); `found` is what it answered for the id asked.
const loaded: LookupState = {
  id: null,
  found: null,
  lastLoadedId: 81,
  isPending: false,
  isError: false,
  hasNextPage: true,
  isFetchingNextPage: false,
  stopped: false,
};
const company90 = makeChannels(1, 90)[0];

describe('lookupStatus', () => {
  it('is idle without an id', () => {
    expect(lookupStatus(loaded).status).toBe('idle');
  });

  it('is ready with the channel when the copy has it', () => {
    const result = lookupStatus({ ...loaded, id: 90, found: company90 });
    expect(result.status).toBe('ready');
    expect(result.channel?.name).toBe('Company 90');
  });

  it('keeps searching while later pages may hold the id, or the copy has not answered', () => {
    expect(lookupStatus({ ...loaded, id: 50 }).status).toBe('searching');
    expect(lookupStatus({ ...loaded, id: 50, found: undefined }).status).toBe('searching');
    expect(lookupStatus({ ...loaded, id: 50, isPending: true }).status).toBe('searching');
  });

  it('is not found once the pages have passed the id, even with more pages', () => {
    expect(lookupStatus({ ...loaded, id: 150 }).status).toBe('not-found');
    expect(lookupStatus({ ...loaded, id: 85 }).status).toBe('not-found');
  });

  it('is not found when the last page is in', () => {
    expect(lookupStatus({ ...loaded, id: 50, hasNextPage: false }).status).toBe('not-found');
  });

  it('names a walk that stopped on a trap instead of saying not found', () => {
    expect(lookupStatus({ ...loaded, id: 50, hasNextPage: false, stopped: true }).status).toBe(
      'stopped',
    );
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
