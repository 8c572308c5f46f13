import { useCallback } from 'react';
import { literalParam, withDefault } from '@/lib/url-state/url-param';
import { useUrlParam } from '@/lib/url-state/use-url-params';

export const DISPLAY_MODES = ['grid', 'map'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/**
 * Grid or map, in the address as `?view=map` (the grid is the default and leaves no trace), so a
 * map of a filter is a link. Switching pushes a history entry: Back returns to the grid.
 */
const displayParam = withDefault(literalParam(DISPLAY_MODES, { history: 'push' }), 'grid');

export function useDisplayMode(): [DisplayMode, (mode: DisplayMode) => void] {
  const [mode, setMode] = useUrlParam('view', displayParam);
  const set = useCallback((next: DisplayMode) => void setMode(next), [setMode]);
  return [mode, set];
}
