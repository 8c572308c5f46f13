import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledValue } from './use-throttled-value';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(urgent?: (shown: number, value: number) => boolean) {
  return renderHook(({ value }) => useThrottledValue(value, 250, urgent), {
    initialProps: { value: 1 },
  });
}

describe('useThrottledValue', () => {
  it('shows the first change at once, holds the next ones, then shows the newest', () => {
    const { result, rerender } = setup();
    rerender({ value: 2 });
    expect(result.current).toBe(2);
    rerender({ value: 3 });
    rerender({ value: 4 });
    expect(result.current).toBe(2);
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(result.current).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // The gate opens and the newest value shows; the one in between is skipped.
    expect(result.current).toBe(4);
  });

  it('shows a change called urgent at once, whatever the interval', () => {
    const { result, rerender } = setup((_shown, value) => value >= 10);
    rerender({ value: 2 });
    rerender({ value: 3 });
    expect(result.current).toBe(2);
    rerender({ value: 10 });
    expect(result.current).toBe(10);
  });

  it('after a quiet spell, shows the next change at once again', () => {
    const { result, rerender } = setup();
    rerender({ value: 2 });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    rerender({ value: 3 });
    expect(result.current).toBe(3);
  });
});
