import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether an element is on screen (or within `rootMargin` of it): the end of the list, a spinner.
 * Attach the returned ref callback to the element; observation stops when it unmounts.
 */
export function useInView(rootMargin = '200px'): [RefCallback<Element>, boolean] {
  const [inView, setInView] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') {
        setInView(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
        { rootMargin },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        setInView(false);
      };
    },
    [rootMargin],
  );
  return [ref, inView];
}
