import type { CountryCount } from '@/db/view-counts';
import { cn } from '@/lib/cn';
import { countryLabel } from '../lib/map-data';

interface OffMapCountriesProps {
  countries: readonly CountryCount[];
  selected: string | null;
  onSelect: (code: string) => void;
}

/**
 * Countries with channels the map cannot draw (too small at this scale, like Singapore or Malta,
 * or a code that is not ISO alpha-2): listed under it, choosable like the ones on it.
 */
export function OffMapCountries({ countries, selected, onSelect }: OffMapCountriesProps) {
  if (countries.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">Not drawn at this scale:</span>
      {countries.map((country) => {
        const pressed = country.code === selected;
        return (
          <button
            key={country.code}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(country.code)}
            className={cn(
              'min-h-8 rounded-full border px-3 font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              pressed ? 'border-accent bg-accent text-accent-ink' : 'border-line hover:bg-surface',
            )}
          >
            {countryLabel(country)}
          </button>
        );
      })}
    </div>
  );
}
