import { cn } from '@/lib/cn';
import type { DisplayMode } from '../hooks/use-display-mode';

const LABELS: Record<DisplayMode, string> = { grid: 'Grid', map: 'Map' };

interface DisplaySwitchProps {
  mode: DisplayMode;
  onChange: (mode: DisplayMode) => void;
  /** Called when the pointer or focus reaches "Map": its code can start loading then. */
  onMapIntent?: () => void;
}

/**
 * "Grid | Map" as a segmented control: two toggle buttons in a labelled group, the shown one
 * pressed. Buttons rather than tabs: the filters above drive both, and the panel below is not
 * a tab panel a reader steps into.
 */
export function DisplaySwitch({ mode, onChange, onMapIntent }: DisplaySwitchProps) {
  return (
    <div
      role="group"
      aria-label="Show channels as"
      className="inline-flex shrink-0 rounded-lg border border-line bg-panel p-0.5"
    >
      {(['grid', 'map'] as const).map((option) => {
        const pressed = option === mode;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            onPointerEnter={option === 'map' ? onMapIntent : undefined}
            onFocus={option === 'map' ? onMapIntent : undefined}
            className={cn(
              'min-h-9 min-w-16 rounded-md px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              pressed ? 'bg-accent text-accent-ink' : 'text-muted hover:bg-surface hover:text-ink',
            )}
          >
            {LABELS[option]}
          </button>
        );
      })}
    </div>
  );
}
