import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SortState {
  key: 'name' | 'count';
  direction: 'ascending' | 'descending';
}

interface SortHeaderProps {
  column: SortState['key'];
  sort: SortState;
  onSort: (sort: SortState) => void;
  numeric?: boolean;
  children: ReactNode;
}

/**
 * A column header that sorts the table: a button inside the header cell, `aria-sort` on the
 * cell of the column sorted by. Pressing the sorted column again reverses it; another column
 * starts names A–Z and counts most first.
 */
export function SortHeader({ column, sort, onSort, numeric = false, children }: SortHeaderProps) {
  const active = sort.key === column;
  const next: SortState['direction'] = active
    ? sort.direction === 'ascending'
      ? 'descending'
      : 'ascending'
    : column === 'name'
      ? 'ascending'
      : 'descending';
  return (
    <th
      scope="col"
      aria-sort={active ? sort.direction : undefined}
      className={cn('py-1.5 font-semibold', numeric ? 'text-right' : 'pr-4 text-left')}
    >
      <button
        type="button"
        onClick={() => onSort({ key: column, direction: next })}
        className="inline-flex min-h-8 items-center gap-1 rounded-md hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {children}
        <span aria-hidden="true" className={cn('text-xs', !active && 'opacity-40')}>
          {active && sort.direction === 'ascending' ? '▲' : '▼'}
        </span>
      </button>
    </th>
  );
}
