import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { HydrationProvider, type RenderPhase } from '@/lib/hydration';
import { App } from './app';
import { AppProvider } from './provider';
import { RootErrorBoundary } from './root-error-boundary';

/**
 * The whole page, as start-app.tsx hydrates it and as the build renders it into index.html
 * (scripts/render-first-screen.tsx): one tree for both, so React adopts the HTML it finds.
 */
export function AppRoot({
  queryClient,
  phase,
  apiBase,
}: {
  queryClient: QueryClient;
  phase: RenderPhase;
  /** The build's API (it has no address to read `?api=` from); the app follows the address. */
  apiBase?: string;
}) {
  return (
    <StrictMode>
      <RootErrorBoundary>
        <AppProvider queryClient={queryClient} apiBase={apiBase}>
          <HydrationProvider phase={phase}>
            <App />
          </HydrationProvider>
        </AppProvider>
      </RootErrorBoundary>
    </StrictMode>
  );
}
