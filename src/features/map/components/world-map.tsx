import { useState } from 'react';
import type { CityCount, CountryCount } from '@/db/view-counts';
import type { Atlas } from '../lib/atlas';
import { LAND_FILL, type CountRange } from '../lib/map-data';
import { CityDots } from './city-dots';
import { CountryShapePath } from './country-shape-path';
import { MapTooltip } from './map-tooltip';

interface WorldMapProps {
  atlas: Atlas;
  /** Countries with channels that the atlas draws, by name: the order Tab visits them in. */
  countries: readonly CountryCount[];
  range: CountRange;
  cities: readonly CityCount[];
  /** The country the list is filtered to. */
  selected: string | null;
  onSelect: (code: string) => void;
}

/**
 * The world with each country that has channels as a button named "Germany: 1,204 channels"
 * (click, Enter or Space filters by it), the rest drawn as plain land. The count also shows
 * beside the country under the pointer or with focus. Outlines of the selected, hovered and
 * focused countries are drawn last, so no neighbour paints over them.
 */
export function WorldMap({ atlas, countries, range, cities, selected, onSelect }: WorldMapProps) {
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const counted = new Set(countries.map((country) => country.code));
  const land = [...atlas.shapes.values()].filter((shape) => !counted.has(shape.code));
  const pointed = hovered ?? focused;
  const tip = countries.find((country) => country.code === pointed);
  const outline = (code: string | null, className: string, width: number) => {
    const shape = code === null ? undefined : atlas.shapes.get(code);
    return shape ? (
      <path
        d={shape.path}
        fill="none"
        strokeWidth={width}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
        className={className}
      />
    ) : null;
  };
  return (
    <div className="relative">
      <svg
        viewBox={`0 0 ${atlas.width} ${atlas.height}`}
        role="group"
        aria-label="World map of the channels by country"
        className="block h-auto w-full select-none"
      >
        <g aria-hidden="true" fill={LAND_FILL} className="stroke-panel">
          {land.map((shape) => (
            <path
              key={shape.code}
              d={shape.path}
              strokeWidth={0.5}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </g>
        <g>
          {countries.map((country) => (
            <CountryShapePath
              key={country.code}
              country={country}
              path={atlas.shapes.get(country.code)?.path ?? ''}
              range={range}
              selected={country.code === selected}
              onSelect={onSelect}
              onPointer={(inside) => setHovered(inside ? country.code : null)}
              onFocusChange={(inside) => setFocused(inside ? country.code : null)}
            />
          ))}
        </g>
        <g aria-hidden="true" pointerEvents="none">
          {outline(selected, 'stroke-ink', 2)}
          {outline(hovered, 'stroke-ink', 1.5)}
          {outline(focused, 'stroke-panel', 6)}
          {outline(focused, 'stroke-ink', 2.5)}
        </g>
        <CityDots atlas={atlas} cities={cities} />
      </svg>
      {tip && <MapTooltip atlas={atlas} country={tip} />}
    </div>
  );
}
