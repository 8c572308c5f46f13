import { Suspense, useEffect } from 'react';
import type { FeedSlot } from '@/features/channels/components/directory-feed';
import { ChannelGrid } from '@/features/channels/components/channel-grid';
import {
  FirstScreenCards,
  LOADING_STATUS,
  WindowLoadingCards,
} from '@/features/channels/components/loading-state';
import type { GridSource } from '@/features/channels/hooks/use-grid-channels';
import type { ChannelView } from '@/db/view';
import { walkProgress } from '@/db/walk-state';
import { FilterBar } from '@/features/filters/components/filter-bar';
import { FilterSummary, PendingSummary } from '@/features/filters/components/filter-summary';
import { NoMatches } from '@/features/filters/components/no-matches';
import { useChannelFilters } from '@/features/filters/hooks/use-channel-filters';
import { DisplaySwitch } from '@/features/map/components/display-switch';
import { MapLoading } from '@/features/map/components/map-loading';
import { useDisplayMode } from '@/features/map/hooks/use-display-mode';
import { useHydrating } from '@/lib/hydration';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useInView } from '@/lib/use-in-view';
import { FeedLayout } from './feed-layout';

// The map (d3-geo, topojson and the world's outlines) loads when it is first shown, or when the
// pointer or focus reaches its switch: never with the first screen.
const MapView = lazyWithPreload(() =>
  import('@/features/map/components/map-view').then((module) => module.MapView),
);

interface FilteredFeedProps {
  slot: FeedSlot;
  /** The view as shown (filters and order): the detail panel steps through it. */
  onViewChange?: (view: ChannelView) => void;
}

/** The filters decide which view of the copy the grid (or the map) shows. */
export function FilteredFeed({ slot, onViewChange }: FilteredFeedProps) {
  const { grid, paging } = slot;
  const [endRef, endInView] = useInView();
  const state = useChannelFilters({ ...paging, endInView });
  const { filters, view, count } = state;
  const [mode, setMode] = useDisplayMode();
  useEffect(() => onViewChange?.(view), [view, onViewChange]);
  // Before the copy answers, the first page is shown as the server sent it (filters and other
  // orders wait for the copy, a moment later).
  const asSent = !filters.changed;
  const firstPage = asSent ? paging.firstPage : undefined;
  const source: GridSource = paging.copyReady
    ? { kind: 'copy', apiBase: paging.apiBase, view, until: firstPage }
    : { kind: 'page', channels: firstPage ?? [] };
  const walk = walkProgress(paging);
  const loading = !paging.loaded;
  const empty = !loading && filters.filtering && count.matches === 0 && !count.pending;
  // The view's own finished count, or null while it is counted (a partial number, or the previous
  // search's, is neither a file's size nor a set size: "of 47,882" while a million were counted).
  const counted = count.pending ? null : count.matches;
  // The prerendered first screen takes typing in its search box (the app adopts the box, text
  // and focus with it); the rest is inert until the app runs: pressed, it would do nothing.
  const hydrating = useHydrating();
  return (
    <FeedLayout
      inert={hydrating}
      filterBar={
        <FilterBar
          filters={filters}
          apiBase={paging.apiBase}
          view={view}
          matches={loading ? null : counted}
          copyReady={paging.copyReady}
          walk={walk}
          pending={hydrating}
        />
      }
      summary={
        loading ? <PendingSummary status={LOADING_STATUS} /> : <FilterSummary view={state} />
      }
      displaySwitch={
        <DisplaySwitch mode={mode} onChange={setMode} onMapIntent={() => void MapView.preload()} />
      }
    >
      {/* On the map an empty result still shows where the search matches in other countries. */}
      {empty && (
        <NoMatches
          onClearFilters={() => void filters.clearFilters()}
          hasNextPage={state.hasNextPage}
          searching={state.searching}
        />
      )}
      {hydrating ? (
        <FirstScreenCards />
      ) : loading ? (
        <WindowLoadingCards />
      ) : mode === 'map' ? (
        <Suspense fallback={<MapLoading>Loading the map…</MapLoading>}>
          <MapView
            apiBase={paging.apiBase}
            view={view}
            copyReady={paging.copyReady}
            walk={walk}
            onCountry={(code) => void filters.setCountry(code)}
            onShowGrid={() => setMode('grid')}
            onLoadAll={
              walk === 'loading' && !state.loadAll.running
                ? () => void state.loadAll.start()
                : undefined
            }
          />
        </Suspense>
      ) : (
        !empty && (
          <ChannelGrid
            {...grid}
            source={source}
            total={count.shown}
            setSize={paging.hasNextPage || counted === null ? -1 : counted}
            autoLoad={grid.autoLoad !== false && state.autoLoadAllowed}
            counted={count.total >= paging.walked}
          />
        )
      )}
      <div ref={endRef} />
    </FeedLayout>
  );
}
