import { describe, expect, it } from 'vitest';
import { makeChannel, makeChannels } from '@/test/fixtures';
import type { ChannelsPage } from './parse-page';
import { detectWalkTrap, nextPageLink, walkPages } from './page-walk';

const page = (ids: number[], next: string | null = null): ChannelsPage => ({
  next,
  previous: null,
  results: ids.map((id) => makeChannel(id)),
  rejected: [],
});

describe('walkPages', () => {
  it('flattens pages in order and shows a record seen twice once, in its first place', () => {
    const pages = [page([6, 5, 4]), page([4, 3, 2]), page([1])];
    expect(walkPages(pages).channels.map((c) => c.id)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('keeps records out of descending order in the order received', () => {
    expect(walkPages([page([5, 9, 2])]).channels.map((c) => c.id)).toEqual([5, 9, 2]);
  });

  it('extends the previous walk when one page is added, and gives a new array each time', () => {
    const first = [page([4, 3])];
    const a = walkPages(first);
    const second = [...first, page([2, 1])];
    const b = walkPages(second);
    expect(b.channels.map((c) => c.id)).toEqual([4, 3, 2, 1]);
    expect(a.channels.map((c) => c.id)).toEqual([4, 3]);
    expect(b.channels).not.toBe(a.channels);
    expect(walkPages(second)).toBe(b);
  });

  it('recomputes when a page is replaced in the middle', () => {
    const p1 = page([4, 3]);
    walkPages([p1, page([2, 1])]);
    expect(walkPages([p1, page([2, 0])]).channels.map((c) => c.id)).toEqual([4, 3, 2, 0]);
    expect(walkPages([page([9]), p1]).channels.map((c) => c.id)).toEqual([9, 4, 3]);
  });

  it('collects rejected records from every page', () => {
    const bad = { ...page([1]), rejected: [{ index: 1, id: 7, issues: ['name: Invalid input'] }] };
    expect(walkPages([page([3]), bad]).rejected).toEqual([
      { index: 1, id: 7, issues: ['name: Invalid input'] },
    ]);
  });

  it('handles 50,000 records loaded page by page', () => {
    const all = makeChannels(50_000);
    const pages: ChannelsPage[] = [];
    for (let i = 0; i < all.length; i += 20) {
      pages.push({ next: null, previous: null, results: all.slice(i, i + 20), rejected: [] });
      walkPages(pages.slice());
    }
    expect(walkPages(pages).channels).toHaveLength(50_000);
  });
});

describe('detectWalkTrap / nextPageLink', () => {
  it('follows next while the walk makes progress', () => {
    const pages = [page([3, 2], 'http://h/c?cursor=b')];
    expect(detectWalkTrap(pages, ['http://h/c'])).toBeUndefined();
    expect(nextPageLink(pages, ['http://h/c'])).toBe('http://h/c?cursor=b');
  });

  it('stops when next points at a link already fetched', () => {
    const pages = [page([3, 2], 'http://h/c?cursor=b'), page([1], 'http://h/c?cursor=b')];
    const params = ['http://h/c', 'http://h/c?cursor=b'];
    expect(detectWalkTrap(pages, params)).toEqual({ reason: 'loop', link: 'http://h/c?cursor=b' });
    expect(nextPageLink(pages, params)).toBeUndefined();
  });

  it('stops after a run of pages that bring nothing new', () => {
    const pages = [page([3, 2], 'l1'), page([], 'l2'), page([3], 'l3'), page([2, 3], 'l4')];
    const params = ['l0', 'l1', 'l2', 'l3'];
    expect(detectWalkTrap(pages, params)).toEqual({ reason: 'no-progress', pages: 3 });
    expect(detectWalkTrap(pages.slice(0, 3), params.slice(0, 3))).toBeUndefined();
  });

  it('judges each walk by the links it had fetched, as the walk grows page by page', () => {
    // The server's fourth page links back to the second one.
    const links = ['l0', 'l1', 'l2', 'l3'];
    const pages = [page([8, 7], 'l1'), page([6, 5], 'l2'), page([4, 3], 'l3'), page([2], 'l1')];
    const params: string[][] = [];
    for (let n = 1; n <= 4; n += 1) params.push(links.slice(0, n));
    // Asked in the order react-query asks: each array one link longer than the one before.
    expect(params.slice(0, 3).map((p, i) => detectWalkTrap(pages.slice(0, i + 1), p))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(detectWalkTrap(pages, params[3] ?? [])).toEqual({ reason: 'loop', link: 'l1' });
    // An earlier walk asked again afterwards does not see the links fetched after it.
    expect(detectWalkTrap([page([8, 7], 'l1')], ['l0'])).toBeUndefined();
    expect(nextPageLink(pages.slice(0, 2), params[1] ?? [])).toBe('l2');
  });

  it('is not a trap when the last page has no next link', () => {
    expect(detectWalkTrap([page([1])], ['l0'])).toBeUndefined();
  });
});
