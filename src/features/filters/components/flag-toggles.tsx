import { cn } from '@/lib/cn';
import { FILTER_FLAGS, type FilterFlag } from '@/lib/criteria';

export const FLAG_LABELS: Record<FilterFlag, string> = {
  featured: 'Featured',
  popular: 'Popular',
  trending: 'Trending',
  sponsored: 'Sponsored',
  partner: 'Partner',
  hiring: 'Hiring',
};

interface FlagTogglesProps {
  active: ReadonlySet<FilterFlag>;
  onToggle: (flag: FilterFlag) => void;
}

/** Toggle buttons: each narrows the list to channels marked so; several must all hold. */
export function FlagToggles({ active, onToggle }: FlagTogglesProps) {
  return (
    <div role="group" aria-label="Show only" className="flex flex-wrap gap-2">
      {FILTER_FLAGS.map((flag) => {
        const pressed = active.has(flag);
        return (
          <button
            key={flag}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(flag)}
            className={cn(
              'min-h-9 rounded-full border px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              pressed
                ? 'border-accent bg-accent text-accent-ink'
                : 'border-line bg-panel text-ink hover:bg-surface',
            )}
          >
            {pressed && <span aria-hidden="true">✓ </span>}
            {FLAG_LABELS[flag]}
          </button>
        );
      })}
    </div>
  );
}
