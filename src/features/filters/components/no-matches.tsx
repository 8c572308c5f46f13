import { Button } from '@/components/ui/button';

interface NoMatchesProps {
  onClearFilters: () => void;
  hasNextPage: boolean;
  /** Pages are being loaded to look for matches. */
  searching: boolean;
}

/**
 * The empty result: says so, honestly about what was searched, and offers a way out. "Search all
 * channels" and "Stop searching" stay in the line above it (FilterSummary): one place for them
 * whether or not something matches yet, so a page that brings the first match does not take away
 * the button the reader is on.
 */
export function NoMatches({ onClearFilters, hasNextPage, searching }: NoMatchesProps) {
  let detail = 'Try fewer words, another country or fewer toggles.';
  if (searching) detail = 'Looking through more channels from the server…';
  else if (hasNextPage) {
    detail =
      'None of the channels loaded so far match; "Search all channels" looks through the rest.';
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-line p-8 text-center">
      <h2 className="text-lg font-semibold">No channels match your filters</h2>
      <p className="text-sm text-muted">{detail}</p>
      <Button variant="primary" onClick={onClearFilters}>
        Clear filters
      </Button>
    </div>
  );
}
