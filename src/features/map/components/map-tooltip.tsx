import type { CountryCount } from '@/db/view-counts';
import type { Atlas } from '../lib/atlas';
import { channelsText } from '../lib/map-data';

/**
 * The count beside the country under the pointer or with focus. Screen readers already hear it
 * in the country's name, so it is hidden from them. It leans left or right with the country's
 * place, so it never leaves the map at either edge.
 */
export function MapTooltip({ atlas, country }: { atlas: Atlas; country: CountryCount }) {
  const [x, y] = atlas.shapes.get(country.code)?.center ?? [atlas.width / 2, atlas.height / 2];
  const across = x / atlas.width;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute z-10 rounded-lg border border-line bg-panel px-2.5 py-1.5 text-sm whitespace-nowrap text-ink shadow-md"
      style={{
        left: `${across * 100}%`,
        top: `${(y / atlas.height) * 100}%`,
        transform: `translate(${-across * 100}%, calc(-100% - 0.75rem))`,
      }}
    >
      <span className="font-semibold">{country.name}</span>{' '}
      <span className="text-muted">{channelsText(country.count)}</span>
    </div>
  );
}
