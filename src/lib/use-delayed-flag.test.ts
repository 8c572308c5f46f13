import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './use-delayed-flag';

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns on only once the flag has held for the delay', () => {
    const { result } = renderHook(({ on }) => useDelayedFlag(on, 250), {
      initialProps: { on: true },
    });
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('never turns on for a wait shorter than the delay, and drops at once', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, 250), {
      initialProps: { on: true },
    });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ on: false });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(false);

    rerender({ on: true });
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
    // A new wait starts from nothing: the last one's cue does not carry over.
    rerender({ on: true });
    expect(result.current).toBe(false);
  });
});
