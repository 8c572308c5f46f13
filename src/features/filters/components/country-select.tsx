import { useId, useMemo } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-number';
import { countryNameFromCode, type CountryOption } from '../lib/country-options';
import { fieldClass } from './field-styles';

interface CountrySelectProps {
  options: readonly CountryOption[];
  /** The counts are so far, still going up: each says "at least" ("Spain (1,204+)"). */
  counting?: boolean;
  value: string | null;
  onChange: (code: string | null) => void;
}

const ALL = '';

export function CountrySelect({ options, counting = false, value, onChange }: CountrySelectProps) {
  const id = useId();
  // A country from a shared link stays selectable before any loaded channel is in it.
  const shown = useMemo(
    () =>
      value && !options.some((option) => option.code === value)
        ? [{ code: value, name: countryNameFromCode(value), count: 0 }, ...options]
        : options,
    [options, value],
  );
  return (
    // A width of its own: the options (names with counts) come with the copy, and a select as
    // wide as its longest option moved the fields beside it when they came (a layout shift).
    <div className="flex min-w-0 flex-col gap-1 sm:w-56">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        Country
      </label>
      <select
        id={id}
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
        className={cn(fieldClass, 'w-full')}
      >
        <option value={ALL}>All countries</option>
        {shown.map((option) => (
          <option key={option.code} value={option.code}>
            {`${option.name} (${formatNumber(option.count, 'en')}${counting ? '+' : ''})`}
          </option>
        ))}
      </select>
    </div>
  );
}
