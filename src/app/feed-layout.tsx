import type { ReactNode } from 'react';

interface FeedLayoutProps {
  filterBar: ReactNode;
  /** The count line (or the loading line before it). */
  summary: ReactNode;
  displaySwitch: ReactNode;
  /** The grid, the map, or the skeleton cards in their place; what the result needs besides. */
  children: ReactNode;
  /**
   * The count line's row cannot be focused or pressed (the prerendered first screen, whose cards
   * are inert on their own; the filter bar leaves its search box open, see FilterBar's `pending`).
   */
  inert?: boolean;
}

/**
 * The filters over the directory, from the first screen on (the build renders the app's loading
 * screen into index.html): the first paint already has the filter bar and the count line where
 * the app keeps them, so the first cards never move down when the app takes over.
 */
export function FeedLayout({
  filterBar,
  summary,
  displaySwitch,
  children,
  inert,
}: FeedLayoutProps) {
  return (
    <div className="flex flex-col gap-4">
      {filterBar}
      {/* The count line takes the width its text needs: where the grid/map switch does not fit
          beside it (a phone, during a walk) the switch goes under it, instead of the line
          wrapping onto two and back as "Searched 312,400 channels, 48 match" changes. */}
      <div className="flex flex-wrap items-center gap-3" inert={inert}>
        <div className="min-w-0 grow basis-[max-content]">{summary}</div>
        {displaySwitch}
      </div>
      {children}
    </div>
  );
}
