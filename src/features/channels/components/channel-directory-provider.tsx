import type { ReactNode } from 'react';
import { ChannelDirectoryContext, useChannelDirectoryQuery } from '../hooks/use-channel-directory';

/**
 * Holds the one observer of the channels query for everything below it (the directory, the
 * detail panel). It re-renders for every page that lands; `children` keep their identity, so
 * only the components that read the directory re-render, and only when its value changes (it
 * keeps its identity while nothing in it does).
 */
export function ChannelDirectoryProvider({ children }: { children: ReactNode }) {
  const directory = useChannelDirectoryQuery();
  return <ChannelDirectoryContext value={directory}>{children}</ChannelDirectoryContext>;
}
