import { useId } from 'react';
import { SORT_ORDERS, type SortOrder } from '@/lib/criteria';
import { fieldClass } from './field-styles';

export const SORT_LABELS: Record<SortOrder, string> = {
  newest: 'Newest',
  name: 'Name A–Z',
  jobs: 'Most live jobs',
  views: 'Most viewed',
};

function isSortOrder(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

interface SortSelectProps {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        Sort
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isSortOrder(event.target.value)) onChange(event.target.value);
        }}
        className={fieldClass}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {SORT_LABELS[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
