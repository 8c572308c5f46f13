import { LAND_FILL, shadeFill, SHADE_FROM, SHADE_TO, type CountRange } from '../lib/map-data';
import { formatNumber } from '@/lib/format-number';

/** What the shades mean: the fewest to the most channels in a country, and land with none. */
export function MapLegend({ range }: { range: CountRange }) {
  if (range.max === 0) {
    return <p className="text-sm text-muted">No country has a matching channel.</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-muted">
      <div className="flex items-center gap-2">
        <span>{formatNumber(range.min, 'en')}</span>
        <span
          aria-hidden="true"
          className="h-2.5 w-32 rounded-full border border-line"
          style={{
            background: `linear-gradient(to right, ${shadeFill(SHADE_FROM)}, ${shadeFill(SHADE_TO)})`,
          }}
        />
        <span>
          {formatNumber(range.max, 'en')} {range.max === 1 ? 'channel' : 'channels'} per country
        </span>
      </div>
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-3 rounded-sm border border-line"
          style={{ background: LAND_FILL }}
        />
        <span>None</span>
      </div>
    </div>
  );
}
