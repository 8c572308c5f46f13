import type { KeyboardEvent } from 'react';
import type { CountryCount } from '@/db/view-counts';
import { countryLabel, shadeFill, shadePercent, type CountRange } from '../lib/map-data';

interface CountryShapePathProps {
  country: CountryCount;
  path: string;
  range: CountRange;
  selected: boolean;
  onSelect: (code: string) => void;
  /** The pointer came in (true) or left (false). */
  onPointer: (inside: boolean) => void;
  onFocusChange: (inside: boolean) => void;
}

/**
 * One country with channels: a toggle button (pressed while the list is filtered to it), shaded
 * by its count. SVG has no native button, so Enter and Space are handled here as a button would.
 */
export function CountryShapePath({
  country,
  path,
  range,
  selected,
  onSelect,
  onPointer,
  onFocusChange,
}: CountryShapePathProps) {
  const onKeyDown = (event: KeyboardEvent<SVGPathElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) onSelect(country.code);
  };
  return (
    <path
      d={path}
      role="button"
      tabIndex={0}
      aria-label={countryLabel(country)}
      aria-pressed={selected}
      fill={shadeFill(shadePercent(country.count, range))}
      strokeWidth={0.5}
      vectorEffect="non-scaling-stroke"
      className="cursor-pointer stroke-panel outline-none"
      onClick={() => onSelect(country.code)}
      onKeyDown={onKeyDown}
      onPointerEnter={() => onPointer(true)}
      onPointerLeave={() => onPointer(false)}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    />
  );
}
