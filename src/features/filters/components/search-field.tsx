import { useId, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { noteTyping } from '@/lib/fast-scrolling';
import { SEARCH_SHORTCUT_TARGET } from '@/lib/search-shortcut';
import { MAX_QUERY_LENGTH } from '../lib/filter-params';
import { fieldClass } from './field-styles';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The search box; "/" anywhere on the page comes here, Escape in it clears it. */
export function SearchField({ value, onChange, className }: SearchFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The prerendered box takes typing before the app runs; the app adopts the element, and what
  // it holds then is the search (React keeps an adopted input's text, not its own value).
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, for the element as it was adopted: later differences are React's to settle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        Search channels
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Name, city, country…"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        {...SEARCH_SHORTCUT_TARGET}
        onKeyDown={(event) => {
          // Escape clears a non-empty search (the browser's own clearing of a search input is
          // replaced, so the address follows). On an empty field Escape goes on to whatever is
          // open around it.
          if (event.key !== 'Escape' || value === '' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          event.stopPropagation();
          noteTyping();
          onChange('');
        }}
        onChange={(event) => {
          noteTyping();
          onChange(event.target.value);
        }}
        className={cn(fieldClass, 'w-full placeholder:text-muted')}
      />
    </div>
  );
}
