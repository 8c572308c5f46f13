import { describe, expect, it } from 'vitest';
import type { ChannelsPage } from '@/api/parse-page';
import { makeChannel } from '@/test/fixtures';
import { findNewChannels, withNewChannels } from './new-channels';

const page = (ids: number[], next: string | null = 'http://api.test/api/channels?cursor=x') =>
  ({
    next,
    previous: null,
    results: ids.map((id) => makeChannel(id)),
    rejected: [],
  }) satisfies ChannelsPage;

const ids = (channels: { id: number }[]) => channels.map((channel) => channel.id);

describe('findNewChannels', () => {
  it('takes the channels above the first one already loaded', () => {
    const fresh = findNewChannels(page([13, 12, 11, 10, 9]), new Set([10, 9, 8]));
    expect(ids(fresh.channels)).toEqual([13, 12, 11]);
    expect(fresh.joined).toBe(true);
  });

  it('finds nothing new when the top is unchanged', () => {
    expect(findNewChannels(page([10, 9]), new Set([10, 9])).channels).toEqual([]);
  });

  it('says when the newest page does not reach the loaded list', () => {
    const fresh = findNewChannels(page([30, 29, 28]), new Set([10, 9]));
    expect(ids(fresh.channels)).toEqual([30, 29, 28]);
    expect(fresh.joined).toBe(false);
  });
});

describe('withNewChannels', () => {
  const first = 'http://api.test/api/channels';
  const second = 'http://api.test/api/channels?cursor=2';
  const data = { pages: [page([10, 9]), page([8, 7], null)], pageParams: [first, second] };

  it('puts the new channels on top of the first page and keeps every other page', () => {
    const head = page([12, 11, 10, 9]);
    const merged = withNewChannels(data, head, findNewChannels(head, new Set([10, 9, 8, 7])));
    expect(merged.pages.map((p) => ids(p.results))).toEqual([
      [12, 11, 10, 9],
      [8, 7],
    ]);
    expect(merged.pages[1]).toBe(data.pages[1]);
    expect(merged.pageParams).toEqual([first, second]);
  });

  it('starts over from the newest page when there is a gap', () => {
    const head = page([40, 39]);
    const merged = withNewChannels(data, head, findNewChannels(head, new Set([10, 9, 8, 7])));
    expect(merged).toEqual({ pages: [head], pageParams: [first] });
  });
});
