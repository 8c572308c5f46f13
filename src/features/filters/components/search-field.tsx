import { useId } from 'react';
import { cn } from '@/lib/cn';
import { noteTyping } from '@/lib/fast-scrolling';
import { MAX_QUERY_LENGTH } from '../lib/filter-params';
import { fieldClass } from './field-styles';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

export function SearchField({ value, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        Search channels
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Name, city, country…"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => {
          noteTyping();
          onChange(event.target.value);
        }}
        className={cn(fieldClass, 'w-full placeholder:text-muted')}
      />
    </div>
  );
}
