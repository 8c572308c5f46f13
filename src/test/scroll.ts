import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A scroll event as the browser fires it, `ms` (fake timers) after the previous one, with the
 * window at `y` (jsdom does not scroll: scrollY is set by hand).
 */
export function scrollWindowTo(y: number, ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}
