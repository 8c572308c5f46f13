import type { ReactNode } from 'react';

interface FeedLayoutProps {
  filterBar: ReactNode;
  /** The count line (or the loading line before it). */
  summary: ReactNode;
  displaySwitch: ReactNode;
  /** The grid, the map, or the skeleton cards in their place; what the result needs besides. */
  children: ReactNode;
  /** Nothing in it can be focused or pressed (the prerendered first screen). */
  inert?: boolean;
}

/**
 * The filters over the directory, in one layout for the app and its prerendered first screen
 * (first-screen.tsx): the first paint already has the filter bar and the count line where the
 * app puts them, so the first cards never move down when the app takes over.
 */
export function FeedLayout({
  filterBar,
  summary,
  displaySwitch,
  children,
  inert,
}: FeedLayoutProps) {
  return (
    <div className="flex flex-col gap-4" inert={inert}>
      {filterBar}
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">{summary}</div>
        {displaySwitch}
      </div>
      {children}
    </div>
  );
}
