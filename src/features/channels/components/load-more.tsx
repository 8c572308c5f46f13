import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** How many channels are shown, for the end-of-list line. */
  count: number;
}

/**
 * The end of the feed: a real "Load more" button while pages remain (scrolling presses it early;
 * keyboard users press it themselves), then "All channels loaded". While a page loads the button
 * keeps its name and its focus: it is aria-disabled, not disabled, because a disabled button drops
 * keyboard focus to the page.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, onLoadMore, count }: LoadMoreProps) {
  if (!hasNextPage) {
    if (count === 0) return null;
    return (
      <p className="flex items-center justify-center gap-3 py-6 text-sm text-muted">
        <span aria-hidden="true" className="h-px w-12 bg-line" />
        All channels loaded
        <span aria-hidden="true" className="h-px w-12 bg-line" />
      </p>
    );
  }
  return (
    <div className="flex justify-center py-6">
      <Button
        aria-disabled={isFetchingNextPage}
        onClick={() => {
          if (!isFetchingNextPage) onLoadMore();
        }}
        className="min-w-40 aria-disabled:cursor-progress aria-disabled:opacity-70"
      >
        {isFetchingNextPage && <Spinner />}
        Load more
      </Button>
    </div>
  );
}
