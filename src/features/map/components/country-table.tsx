import { useId, useState } from 'react';
import type { CountryCount } from '@/db/view-counts';
import { cn } from '@/lib/cn';
import { byName } from '../lib/map-data';
import { SortHeader, type SortState } from './sort-header';
import { formatNumber } from '@/lib/format-number';

interface CountryTableProps {
  countries: readonly CountryCount[];
  /** Only part of the directory is loaded: the caption says so. */
  partial: boolean;
}

function sorted(countries: readonly CountryCount[], { key, direction }: SortState) {
  const order = direction === 'ascending' ? 1 : -1;
  return [...countries].sort((a, b) =>
    key === 'name' ? byName(a, b) * order : (a.count - b.count) * order || byName(a, b),
  );
}

/**
 * The map's numbers as a table (a disclosure under the map): one row per country, sortable by
 * name or count. It reads the same tally as the map, so the two never disagree.
 */
export function CountryTable({ countries, partial }: CountryTableProps) {
  const tableId = useId();
  const [open, setOpen] = useState(false);
  const [sort, setSort] = useState<SortState>({ key: 'count', direction: 'descending' });
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-9 items-center gap-2 rounded-lg text-sm font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <span
          aria-hidden="true"
          className={cn('inline-block transition-transform', open && 'rotate-90')}
        >
          ▸
        </span>
        Table of the numbers
      </button>
      <table id={tableId} hidden={!open} className="mt-2 w-full max-w-xl text-sm">
        <caption className="mb-2 text-left text-muted">
          Channels per country, matching the search and flags
          {partial ? ' (of the channels loaded so far)' : ''}
        </caption>
        <thead>
          <tr className="border-b border-line">
            <SortHeader column="name" sort={sort} onSort={setSort}>
              Country
            </SortHeader>
            <SortHeader column="count" sort={sort} onSort={setSort} numeric>
              Channels
            </SortHeader>
          </tr>
        </thead>
        <tbody>
          {sorted(countries, sort).map((country) => (
            <tr key={country.code} className="border-b border-line last:border-0">
              <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                {country.name}
              </th>
              <td className="py-1.5 text-right tabular-nums">
                {formatNumber(country.count, 'en')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
