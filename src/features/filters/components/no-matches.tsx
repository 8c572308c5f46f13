import { Button } from '@/components/ui/button';

interface NoMatchesProps {
  onClearFilters: () => void;
  /** "Search all channels"; offered while more pages exist and nothing is loading them. */
  onSearchAll?: () => void;
  hasNextPage: boolean;
  /** Pages are being loaded to look for matches. */
  searching: boolean;
}

/** The empty result: says so, honestly about what was searched, and offers the ways out. */
export function NoMatches({ onClearFilters, onSearchAll, hasNextPage, searching }: NoMatchesProps) {
  let detail = 'Try fewer words, another country or fewer toggles.';
  if (searching) detail = 'Looking through more channels from the server…';
  else if (hasNextPage) detail = 'None of the channels loaded so far match; the server has more.';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-line p-8 text-center">
      <h2 className="text-lg font-semibold">No channels match your filters</h2>
      <p className="text-sm text-muted">{detail}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="primary" onClick={onClearFilters}>
          Clear filters
        </Button>
        {hasNextPage && !searching && onSearchAll && (
          <Button onClick={onSearchAll}>Search all channels</Button>
        )}
      </div>
    </div>
  );
}
