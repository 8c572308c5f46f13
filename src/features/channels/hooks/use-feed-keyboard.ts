import type { KeyboardEvent } from 'react';
import type { FeedScroller } from '../lib/feed-scroller';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first (or last) focusable element after (or before) the feed, in document order. */
function focusableOutside(feed: HTMLElement, where: 'after' | 'before'): HTMLElement | undefined {
  const all = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE));
  const outside = all.filter((element) => {
    if (feed.contains(element)) return false;
    const position = feed.compareDocumentPosition(element);
    return where === 'after'
      ? (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
      : (position & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  return where === 'after' ? outside[0] : outside.at(-1);
}

/**
 * The ARIA feed keyboard interface: Page Down / Page Up move focus to the next / previous card,
 * Control+End / Control+Home leave the feed to what follows it ("Load more") / precedes it.
 * A card that is not rendered yet is scrolled to first, then focused once its row exists.
 */
export function useFeedKeyboard(
  scroller: FeedScroller,
  { columns, count }: { columns: number; count: number },
) {
  const focusCard = (feed: HTMLElement, position: number) => {
    if (position < 1 || position > count) return;
    scroller.scrollToRow(Math.floor((position - 1) / columns), 'auto');
    let tries = 0;
    const attempt = () => {
      const card = feed.querySelector<HTMLElement>(`article[aria-posinset="${position}"]`);
      if (card) card.focus();
      else if (tries++ < 20) requestAnimationFrame(attempt);
    };
    attempt();
  };

  return (event: KeyboardEvent<HTMLElement>) => {
    const feed = event.currentTarget;
    const card = event.target instanceof Element ? event.target.closest('article') : null;
    if (!card) return;
    const position = Number(card.getAttribute('aria-posinset'));
    let handled = true;
    if (event.key === 'PageDown') focusCard(feed, position + 1);
    else if (event.key === 'PageUp') focusCard(feed, position - 1);
    else if (event.ctrlKey && event.key === 'End') focusableOutside(feed, 'after')?.focus();
    else if (event.ctrlKey && event.key === 'Home') focusableOutside(feed, 'before')?.focus();
    else handled = false;
    if (handled) event.preventDefault();
  };
}
