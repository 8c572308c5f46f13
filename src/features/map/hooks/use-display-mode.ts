import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { useCallback } from 'react';

export const DISPLAY_MODES = ['grid', 'map'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/**
 * Grid or map, in the address as `?view=map` (the grid is the default and leaves no trace), so a
 * map of a filter is a link. Switching pushes a history entry: Back returns to the grid.
 */
const displayParser = parseAsStringLiteral(DISPLAY_MODES)
  .withDefault('grid')
  .withOptions({ history: 'push' });

export function useDisplayMode(): [DisplayMode, (mode: DisplayMode) => void] {
  const [mode, setMode] = useQueryState('view', displayParser);
  const set = useCallback((next: DisplayMode) => void setMode(next), [setMode]);
  return [mode, set];
}
