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

/** A screenful of skeleton cards where the grid will be (index.html's preview fills them). */
export function LoadingCards({ columns }: { columns?: number | undefined }) {
  return (
    <div aria-busy="true">
      <SkeletonGrid columns={columns} />
    </div>
  );
}

/** The skeleton cards in the grid's own column count for the window, as the app shows them. */
export function WindowLoadingCards() {
  return <LoadingCards columns={useColumnCount()} />;
}
