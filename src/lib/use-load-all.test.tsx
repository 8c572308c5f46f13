import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadAll } from './use-load-all';

interface Page {
  hasNextPage: boolean;
  isError: boolean;
}

/** A fetchNextPage whose pages land when the test says so. */
function manualPages() {
  const pending: ((page: Page) => void)[] = [];
  const fetchNextPage = vi.fn(() => new Promise<Page>((resolve) => pending.push(resolve)));
  const land = async (page: Page) => {
    const resolve = pending.shift();
    if (!resolve) throw new Error('no page was requested');
    await act(async () => {
      resolve(page);
      await Promise.resolve();
    });
  };
  return { fetchNextPage, land };
}

const more = { hasNextPage: true, isError: false };

describe('useLoadAll', () => {
  it('loads page after page until there is no next page', async () => {
    const { fetchNextPage, land } = manualPages();
    const { result } = renderHook(() => useLoadAll({ hasNextPage: true, fetchNextPage }));
    act(() => void result.current.start());
    expect(result.current.running).toBe(true);
    await land(more);
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
    expect(result.current.running).toBe(true);
    await land(more);
    await land({ hasNextPage: false, isError: false });
    expect(fetchNextPage).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ running: false, outcome: 'done' });
  });

  it('stops asking after Cancel; the page on its way still counts as loaded', async () => {
    const { fetchNextPage, land } = manualPages();
    const { result } = renderHook(() => useLoadAll({ hasNextPage: true, fetchNextPage }));
    act(() => void result.current.start());
    await land(more);
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ running: false, outcome: 'cancelled' });
    await land(more);
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ running: false, outcome: 'cancelled' });
  });

  it('after a reset walks although the last render had no next page, and says how it ended', async () => {
    const { fetchNextPage, land } = manualPages();
    // A complete walk: the render before the reset knew of no next page.
    const { result } = renderHook(() => useLoadAll({ hasNextPage: false, fetchNextPage }));
    let plain: Promise<unknown> = Promise.resolve();
    act(() => void (plain = result.current.start()));
    expect(await plain).toBeNull();
    expect(fetchNextPage).not.toHaveBeenCalled();

    let ended: Promise<unknown> = Promise.resolve();
    act(() => void (ended = result.current.start({ afterReset: true })));
    expect(result.current.running).toBe(true);
    await land(more);
    await land({ hasNextPage: false, isError: false });
    expect(await ended).toBe('done');
    expect(fetchNextPage).toHaveBeenCalledTimes(2);

    act(() => void (ended = result.current.start({ afterReset: true })));
    act(() => result.current.cancel());
    // At once, while the page on its way has not landed; when it does, nothing more is asked.
    expect(await ended).toBe('cancelled');
    await land(more);
    expect(fetchNextPage).toHaveBeenCalledTimes(3);
  });

  it('stops when a page fails', async () => {
    const { fetchNextPage, land } = manualPages();
    const { result } = renderHook(() => useLoadAll({ hasNextPage: true, fetchNextPage }));
    act(() => void result.current.start());
    await land({ hasNextPage: true, isError: true });
    expect(fetchNextPage).toHaveBeenCalledOnce();
    expect(result.current).toMatchObject({ running: false, outcome: 'failed' });
  });

  it('does nothing without a next page, and runs once at a time', async () => {
    const { fetchNextPage, land } = manualPages();
    const { result, rerender } = renderHook(
      ({ hasNextPage }) => useLoadAll({ hasNextPage, fetchNextPage }),
      { initialProps: { hasNextPage: false } },
    );
    await act(() => result.current.start());
    expect(fetchNextPage).not.toHaveBeenCalled();
    rerender({ hasNextPage: true });
    act(() => {
      void result.current.start();
      void result.current.start();
    });
    expect(fetchNextPage).toHaveBeenCalledOnce();
    await land({ hasNextPage: false, isError: false });
  });

  it('reads ahead while it runs, and stops reading ahead when it ends or is cancelled', async () => {
    const { fetchNextPage, land } = manualPages();
    const endReadAhead = vi.fn();
    const readAhead = vi.fn(() => endReadAhead);
    const { result } = renderHook(() =>
      useLoadAll({ hasNextPage: true, fetchNextPage, readAhead }),
    );
    act(() => void result.current.start());
    expect(readAhead).toHaveBeenCalledOnce();
    await land(more);
    expect(endReadAhead).not.toHaveBeenCalled();
    await land({ hasNextPage: false, isError: false });
    expect(endReadAhead).toHaveBeenCalledOnce();

    act(() => void result.current.start());
    await land(more);
    act(() => result.current.cancel());
    // At Cancel, not when the page already on its way lands.
    expect(endReadAhead).toHaveBeenCalledTimes(2);
  });

  it('loads while it is wanted, and Search all takes such a run over to the end', async () => {
    const { fetchNextPage, land } = manualPages();
    let wanted = true;
    const { result } = renderHook(() => useLoadAll({ hasNextPage: true, fetchNextPage }));
    act(() => result.current.loadWhile(() => wanted));
    expect(result.current).toMatchObject({ loading: true, running: false });
    await land(more);
    wanted = false;
    await land(more);
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ loading: false, outcome: null });

    wanted = true;
    act(() => result.current.loadWhile(() => wanted));
    act(() => void result.current.start());
    expect(result.current).toMatchObject({ loading: true, running: true });
    wanted = false;
    await land(more);
    await land(more);
    await land({ hasNextPage: false, isError: false });
    expect(fetchNextPage).toHaveBeenCalledTimes(5);
    expect(result.current).toMatchObject({ running: false, outcome: 'done' });
  });
});
