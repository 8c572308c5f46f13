import { memo, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ChannelView } from '@/db/view';
import type { WalkProgress } from '@/db/walk-state';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { FilterState } from '../hooks/use-filter-state';
import { DEFAULT_SORT } from '@/lib/criteria';
import { useCountryOptions } from '../hooks/use-country-options';
import { CountrySelect } from './country-select';
import { ExportButtons } from './export-buttons';
import { FlagToggles } from './flag-toggles';
import { SearchField } from './search-field';
import { SortSelect } from './sort-select';

interface FilterBarProps {
  filters: FilterState;
  apiBase: string;
  /** The list as shown (filtered and sorted): what the country list counts and Export saves. */
  view: ChannelView;
  /** How many channels the view matches; null while they are being counted. */
  matches: number | null;
  /** The local copy can answer (countries and exports come from it). */
  copyReady: boolean;
  /** Whether every page is loaded: an export says when it holds only part of the directory. */
  walk?: WalkProgress;
  /**
   * The prerendered first screen, before the app runs: all but the search box is inert (a
   * press would do nothing); text typed in the box is the app's once it runs.
   */
  pending?: boolean;
}

/**
 * Search, country, flags, sort, clear and export. On a phone everything but the search box folds
 * behind a "Filters" button so the list stays in view; from `sm` up it is always shown.
 */
export const FilterBar = memo(function FilterBar({
  filters,
  apiBase,
  view,
  matches,
  copyReady,
  walk,
  pending,
}: FilterBarProps) {
  const { criteria } = filters;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Escape in the phone's panel folds it back and returns to its button, as it closes a menu. Not
  // from sm up, where the panel is no box of its own (display: contents) and the button is
  // hidden. A select that is open takes its own Escape; a control that used the key prevents its
  // default.
  const foldOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (event.key !== 'Escape' || !open || event.defaultPrevented || !panel) return;
    if (!(event.target instanceof Node) || !panel.contains(event.target)) return;
    if (getComputedStyle(panel).display === 'contents') return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };
  const countries = useCountryOptions(apiBase, view, copyReady);
  const hidden =
    (criteria.country ? 1 : 0) + criteria.flags.size + (criteria.sort === DEFAULT_SORT ? 0 : 1);

  return (
    // The key comes from the panel's own controls (selects, buttons): one handler for all of them.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="search"
      aria-label="Filter channels"
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-panel p-3 sm:p-4"
      onKeyDown={foldOnEscape}
    >
      <SearchField
        value={criteria.q}
        onChange={(q) => void filters.setQuery(q)}
        className="flex-1 sm:min-w-64"
      />
      <Button
        ref={toggleRef}
        inert={pending}
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Filters{hidden > 0 && ` (${hidden})`}
      </Button>
      {/* From sm up the panel's box disappears (display: contents): its selects sit beside the
          search box and the toggles take the next line. */}
      <div
        id={panelId}
        ref={panelRef}
        inert={pending}
        className={cn(open ? 'flex basis-full flex-col gap-3' : 'hidden', 'sm:contents')}
      >
        <CountrySelect
          options={countries.options}
          counting={countries.counting}
          value={criteria.country}
          onChange={(code) => void filters.setCountry(code)}
        />
        <SortSelect value={criteria.sort} onChange={(sort) => void filters.setSort(sort)} />
        <div className="flex w-full flex-wrap items-center justify-between gap-3">
          <FlagToggles active={criteria.flags} onToggle={(flag) => void filters.toggleFlag(flag)} />
          <div className="flex flex-wrap items-start gap-2">
            {/* aria-disabled, not disabled: a button disabled by its own press drops the focus
                of whoever pressed it to the page. */}
            <Button
              variant="ghost"
              aria-disabled={!filters.changed}
              onClick={filters.changed ? () => void filters.clearAll() : undefined}
            >
              Clear all
            </Button>
            <ExportButtons
              apiBase={apiBase}
              view={view}
              matches={matches}
              ready={copyReady}
              walk={walk}
            />
          </div>
        </div>
      </div>
    </div>
  );
});
