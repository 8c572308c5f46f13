import { Button } from '@/components/ui/button';
import type { CountryCount } from '@/db/view-counts';
import { channelsText } from '../lib/map-data';

interface SelectedCountryProps {
  code: string | null;
  counts: readonly CountryCount[];
  onShowGrid: () => void;
  onClear: () => void;
}

/** The country the list is filtered to, with the ways on: its cards, or every country again. */
export function SelectedCountry({ code, counts, onShowGrid, onClear }: SelectedCountryProps) {
  if (code === null) return null;
  const country = counts.find((entry) => entry.code === code);
  const name = country?.name ?? code;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-surface px-3 py-2 text-sm">
      <p className="mr-auto">
        Filtered to <strong className="font-semibold">{name}</strong>:{' '}
        {channelsText(country?.count ?? 0)}
      </p>
      <Button onClick={onShowGrid}>Show them in the grid</Button>
      <Button variant="ghost" onClick={onClear}>
        All countries
      </Button>
    </div>
  );
}
