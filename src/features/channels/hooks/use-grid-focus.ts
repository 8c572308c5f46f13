import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { focusMovedOn } from '@/lib/focus-moved-on';
import { moveTarget } from '../lib/grid-moves';
import type { FeedScroller } from '../lib/feed-scroller';

/** What the app may ask of the grid (closing a panel that no card opened). */
export interface ChannelGridHandle {
  /**
   * Scrolls card `index` (0-based) into view and focuses it once it is rendered; an index past the
   * grid's count waits for the count to reach it.
   */
  focusCard: (index: number) => void;
  /** Focuses the feed itself (the channel is not in it). */
  focusFeed: () => void;
}

/**
 * A card asked for may take this long to appear (the grid's count catching up, its window read
 * from the copy), then it lapses.
 */
const PENDING_MS = 3000;

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

/** The element of a card that takes focus: its name button when it opens, else the article. */
export function cardTarget(card: HTMLElement): HTMLElement {
  return card.querySelector<HTMLElement>('[data-card-target]') ?? card;
}

function cardIndex(target: EventTarget): number | null {
  const card = target instanceof Element ? target.closest('article') : null;
  return card ? Number(card.getAttribute('aria-posinset')) - 1 : null;
}

/**
 * Focus in the grid, card by card: the ARIA feed's keys (Page Down/Up to the next/previous card,
 * Control+End/Home out of the feed; Control+End to the last card when nothing follows the feed)
 * plus arrows, Home/End and Enter (see moveTarget), with one tab stop for the whole grid
 * (`active`: the card last focused; see tabStopIndex). A card that is not rendered yet is
 * scrolled to first and focused once it is there, unless focus went elsewhere meanwhile.
 */
export function useGridFocus(
  scroller: FeedScroller,
  {
    columns,
    count,
    handleRef,
  }: { columns: number; count: number; handleRef?: Ref<ChannelGridHandle> | undefined },
) {
  const feedRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const pending = useRef<{
    index: number;
    origin: Element | null;
    until: number;
    scrolled: boolean;
  } | null>(null);

  const fulfil = useCallback(() => {
    const request = pending.current;
    const feed = feedRef.current;
    if (!request || !feed) return;
    if (focusMovedOn(request.origin) || performance.now() > request.until) {
      pending.current = null;
      return;
    }
    if (!request.scrolled) {
      // The app may know of a card before the grid does: its count lags a landed page by a
      // moment. The request waits for the count rather than lapsing at once.
      if (request.index >= count) return;
      request.scrolled = true;
      setActive(request.index);
      scroller.scrollToRow(Math.floor(request.index / columns), 'auto');
    }
    const card = feed.querySelector<HTMLElement>(`article[aria-posinset="${request.index + 1}"]`);
    if (!card) return;
    pending.current = null;
    cardTarget(card).focus();
  }, [count, columns, scroller]);
  // After every render: the count may have grown to the card asked for, or the card arrived.
  useEffect(fulfil);

  const focusCard = useCallback(
    (index: number) => {
      if (index < 0) return;
      pending.current = {
        index,
        origin: document.activeElement,
        until: performance.now() + PENDING_MS,
        scrolled: false,
      };
      fulfil();
    },
    [fulfil],
  );
  useImperativeHandle(handleRef, () => ({ focusCard, focusFeed: () => feedRef.current?.focus() }), [
    focusCard,
  ]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = cardIndex(event.target);
    if (index === null || event.altKey || event.metaKey) return;
    if (event.ctrlKey) {
      const where = event.key === 'End' ? 'after' : event.key === 'Home' ? 'before' : null;
      if (!where) return;
      event.preventDefault();
      const outside = focusableOutside(event.currentTarget, where);
      // With every page loaded nothing may follow the feed: the key still goes to its end, to
      // the last card (it did nothing at all, the page stayed on the first card).
      if (outside) outside.focus();
      else if (where === 'after') focusCard(Math.max(count - 1, 0));
      return;
    }
    if (event.shiftKey) return;
    if (
      event.key === 'Enter' &&
      event.target instanceof HTMLElement &&
      event.target.matches('article')
    ) {
      // Focus on the article itself (a card's own focus target is its button): open it as well.
      event.preventDefault();
      cardTarget(event.target).click();
      return;
    }
    const to = moveTarget(event.key, index, { columns, count });
    if (to === null) return;
    // At an edge too: arrows never scroll the page out from under a focused card.
    event.preventDefault();
    if (to !== index) focusCard(to);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const index = cardIndex(event.target);
    if (index !== null) setActive(index);
  };

  return { focusRef: feedRef, active, onKeyDown, onFocus };
}
