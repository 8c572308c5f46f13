import { usePrerenderedContents } from '@/lib/hydration';
import { useColumnCount } from '../hooks/use-column-count';
import { SkeletonGrid } from './channel-card-skeleton';

/** What the status line says until the first page is in. */
export const LOADING_STATUS = 'Loading channels…';

/**
 * A status line over skeleton cards; with no column count (the first screen rendered at build
 * time), the cards follow the width in CSS.
 */
export function LoadingState({ status, columns }: { status: string; columns?: number }) {
  return (
    <>
      <p role="status" className="mt-4 mb-5 text-sm font-medium text-muted">
        {status}
      </p>
      <LoadingCards columns={columns} />
    </>
  );
}

/** A screenful of skeleton cards where the grid will be. */
export function LoadingCards({ columns }: { columns?: number | undefined }) {
  return (
    <div aria-busy="true">
      <SkeletonGrid columns={columns} />
    </div>
  );
}

/**
 * The skeleton cards of the prerendered first screen (their columns follow the width in CSS).
 * index.html's first cards script may have filled them with the first page's cards by the time
 * the app adopts the page: that render takes what it finds, and the app's grid replaces it.
 */
export function FirstScreenCards() {
  return <div aria-busy="true" {...usePrerenderedContents(<SkeletonGrid />)} />;
}

/** The skeleton cards in the grid's own column count for the window, as the app shows them. */
export function WindowLoadingCards() {
  return <LoadingCards columns={useColumnCount()} />;
}
