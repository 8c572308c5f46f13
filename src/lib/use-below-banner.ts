import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps a `position: fixed` element `gap` pixels below the page's banner (the app's one
 * `<header>`) while the banner is on screen, and `gap` pixels from the top once it has scrolled
 * away: a floating control never covers the header's buttons, whose height changes with the width
 * (on a phone the header wraps to two rows). Runs only while `active`, in the frame of each scroll.
 */
export function useBelowBanner(
  ref: RefObject<HTMLElement | null>,
  gap: number,
  active: boolean,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const banner = document.querySelector('header');
    if (!active || !element || !banner) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      element.style.top = `${Math.max(gap, banner.getBoundingClientRect().bottom + gap)}px`;
    };
    // Scroll events come before the frame's animation callbacks: placed in the same frame.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, gap, active]);
}
