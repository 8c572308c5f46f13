import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollWindowTo as scrollTo } from '@/test/scroll';
import { SCROLL_SETTLE_MS, useFastScrolling } from './fast-scrolling';

function Probe() {
  return <p>{useFastScrolling() ? 'fast' : 'calm'}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useFastScrolling', () => {
  it('is on while the window flies past and off once it has settled', () => {
    render(<Probe />);
    scrollTo(120, 16);
    scrollTo(240, 16);
    expect(screen.getByText('fast')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SCROLL_SETTLE_MS);
    });
    expect(screen.getByText('calm')).toBeInTheDocument();
  });

  it('stays off at reading speed', () => {
    render(<Probe />);
    for (let y = 10; y <= 100; y += 10) scrollTo(y, 16);
    expect(screen.getByText('calm')).toBeInTheDocument();
  });
});
