import { useCallback, useState, type RefCallback } from 'react';
import { observeLayout } from '@/lib/observe-layout';

/**
 * A row's height before any is measured: a card (14.5rem at 16px) and the gap below it. Cards
 * have one fixed height (in rem, so it follows the font size), so every row is as tall as the
 * first one measured: the scrollbar is exact and a jump to the end lands on the end.
 */
export const ESTIMATED_ROW_PX = 248;

/** The measured height of a grid row (ref it on a rendered row), in px. */
export function useRowHeight(): [RefCallback<HTMLElement>, number] {
  const [height, setHeight] = useState(ESTIMATED_ROW_PX);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const measure = () => {
      const measured = node.getBoundingClientRect().height;
      if (measured > 0) setHeight(measured);
    };
    return observeLayout(node, measure);
  }, []);
  return [ref, height];
}
