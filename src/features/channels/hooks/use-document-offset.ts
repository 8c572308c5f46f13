import { useCallback, useState, type RefCallback } from 'react';
import { observeLayout } from '@/lib/observe-layout';

function documentTop(node: HTMLElement): number {
  return Math.round(node.getBoundingClientRect().top + window.scrollY);
}

/**
 * The element's distance from the top of the document, kept current as anything above it
 * changes size (a notice appears, the header wraps at 200% zoom). The window virtualizer needs it
 * as `scrollMargin` to place rows. Any layout change above the element changes the body's size,
 * so watching the body is enough.
 */
export function useDocumentOffset(): [RefCallback<HTMLElement>, number | null] {
  const [offset, setOffset] = useState<number | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const update = () => setOffset(documentTop(node));
    return observeLayout(document.body, update);
  }, []);
  return [ref, offset];
}
