import type { CityCount } from '@/db/view-counts';
import type { Atlas } from '../lib/atlas';

/** The largest dot's radius, in map units (the map is 960 wide). */
const MAX_RADIUS = 9;
const MIN_RADIUS = 2.5;

/**
 * A dot per city with channels, where records give a position (many servers leave it null: then
 * there are none, and the shading alone tells the story). The area grows with the count. Dots
 * are a picture only: the countries and the table carry the numbers.
 */
export function CityDots({ atlas, cities }: { atlas: Atlas; cities: readonly CityCount[] }) {
  const most = Math.max(1, ...cities.map((city) => city.count));
  return (
    <g aria-hidden="true" pointerEvents="none" className="fill-ink/75 stroke-panel">
      {cities.map((city) => {
        const at = atlas.project(city.longitude, city.latitude);
        if (!at) return null;
        const radius = MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(city.count / most);
        return (
          <circle
            key={`${city.country ?? ''}\u0000${city.city}`}
            cx={at[0]}
            cy={at[1]}
            r={radius}
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
    </g>
  );
}
