import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { channelQueries, filterOf } from '@/db/channel-queries';
import type { ChannelView } from '@/db/view';
import type { WalkProgress } from '@/db/walk-state';
import { worldAtlas } from '../lib/atlas';
import { countRange, splitByShape } from '../lib/map-data';
import { CountryTable } from './country-table';
import { MapLegend } from './map-legend';
import { MapLoading } from './map-loading';
import { OffMapCountries } from './off-map-countries';
import { SelectedCountry } from './selected-country';
import { WorldMap } from './world-map';

export interface MapViewProps {
  apiBase: string;
  /** The filters and order shown: the map counts its search and flags, and marks its country. */
  view: ChannelView;
  /** The copy can answer: every number on the map comes from it. */
  copyReady: boolean;
  walk: WalkProgress;
  /** Filters by a country (null: all countries again). */
  onCountry: (code: string | null) => void;
  onShowGrid: () => void;
  /** Loads every page, so the map counts the whole directory (offered while pages remain). */
  onLoadAll?: (() => void) | undefined;
}

const SCOPE: Record<WalkProgress, string> = {
  complete: '',
  loading: ' Only the channels loaded so far are counted.',
  stopped: ' Loading stopped early: only the channels loaded are counted.',
};

/**
 * Where the channels are: countries shaded by how many channels match the search and flags
 * (the very query the country list counts with, so both always agree), dots for cities where
 * records give a position, and the same numbers as a table. Choosing a country filters by it.
 */
export function MapView(props: MapViewProps) {
  if (!props.copyReady) {
    return (
      <MapLoading>Preparing the local copy of the directory; the map counts from it…</MapLoading>
    );
  }
  return <CountedMap {...props} />;
}

function CountedMap({ apiBase, view, walk, onCountry, onShowGrid, onLoadAll }: MapViewProps) {
  const headingId = useId();
  const countries = useQuery({
    ...channelQueries.countries(apiBase, { q: view.q, flags: view.flags }),
    placeholderData: keepPreviousData,
  });
  const cities = useQuery({
    ...channelQueries.cities(apiBase, filterOf(view)),
    placeholderData: keepPreviousData,
  });
  if (!countries.data) {
    if (countries.isError) {
      return (
        <p role="alert" className="rounded-2xl border border-line bg-panel p-6 text-sm">
          The map could not count the channels: {countries.error.message}
        </p>
      );
    }
    return <MapLoading>Counting the channels in each country…</MapLoading>;
  }
  const counts = countries.data.values;
  // A long tally (a letter's search over a million channels) answers as it goes.
  const counting = !countries.data.complete || cities.data?.complete === false;
  const atlas = worldAtlas();
  const { onMap, offMap } = splitByShape(counts, (code) => atlas.shapes.has(code));
  const range = countRange(counts);
  const toggle = (code: string) => onCountry(code === view.country ? null : code);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={countries.isFetching || counting}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-3 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h3 id={headingId} className="text-base font-semibold">
            Where the channels are
          </h3>
          <p className="mt-1 text-sm text-muted">
            Each country is shaded by how many channels match the search and flags.
            {SCOPE[walk]}
            {counting && ' Still counting: the numbers grow until every channel is counted.'} Choose
            a country to filter the list by it.
          </p>
        </div>
        {onLoadAll && <Button onClick={onLoadAll}>Load all channels</Button>}
      </div>
      <SelectedCountry
        code={view.country}
        counts={counts}
        onShowGrid={onShowGrid}
        onClear={() => onCountry(null)}
      />
      <WorldMap
        atlas={atlas}
        countries={onMap}
        range={range}
        cities={cities.data?.values ?? []}
        selected={view.country}
        onSelect={toggle}
      />
      <MapLegend range={range} />
      <OffMapCountries countries={offMap} selected={view.country} onSelect={toggle} />
      <CountryTable countries={counts} partial={walk !== 'complete'} />
    </section>
  );
}
