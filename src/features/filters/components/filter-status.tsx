import type { Ref } from 'react';
import { formatNumber } from '@/lib/format-number';

interface FilterStatusProps {
  /** Channels that match (all loaded ones when nothing filters). */
  matches: number;
  loaded: number;
  filtering: boolean;
  /** The server has more pages. */
  hasNextPage: boolean;
  /** Pages are being loaded to find more matches (auto-load or "Search all channels"). */
  searching: boolean;
  /** Loading stopped on a trap: what is loaded is not the whole directory either. */
  stopped?: boolean;
  /** The matches are not counted yet (the local copy is still opening, or the count is slow). */
  counting?: boolean;
  /** `matches` is a count so far, still going up (a long count answers as it goes). */
  partial?: boolean;
}

/**
 * The count line, honest about partial data: while pages remain, a count is "of the loaded
 * channels", not of the directory.
 */
export function describeStatus({
  matches,
  loaded,
  filtering,
  hasNextPage,
  searching,
  stopped = false,
  counting = false,
  partial = false,
}: FilterStatusProps): string {
  const m = formatNumber(matches, 'en');
  const n = formatNumber(loaded, 'en');
  if (!filtering) return loaded === 1 ? '1 channel loaded' : `${n} channels loaded`;
  if (counting) return `Looking through ${n} channels…`;
  const verb = matches === 1 ? 'matches' : 'match';
  // A search through more pages reads as progress whatever its count: the count of the pages
  // that just landed is often still partial for a moment, and the line switched to "0 matches so
  // far, still counting…" and back a few times a second.
  if (searching) return `Searched ${n} channels, ${m} ${verb}`;
  if (partial) return `${m} ${matches === 1 ? 'match' : 'matches'} so far, still counting…`;
  if (hasNextPage || stopped) return `${m} of ${n} loaded channels ${verb}`;
  return matches === 1 ? '1 channel matches' : `${m} channels match`;
}

/** The line; `tabIndex` -1 so the end of a search can put the focus on its result. */
export function FilterStatus({
  ref,
  ...props
}: FilterStatusProps & { ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className="rounded text-sm text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      {describeStatus(props)}
    </p>
  );
}
