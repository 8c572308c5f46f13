import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiBaseProvider } from '@/api/api-base-context';
import { syncWithLocalDb } from '@/db/sync';
import { ApiBaseFromUrl } from './api-base-from-url';
import { createQueryClient } from './query-client';

interface AppProviderProps {
  /** A fixed API base (tests); without it the base follows `?api=` in the address. */
  apiBase?: string;
  children: ReactNode;
  /** Tests pass their own client (no retries); the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

export function AppProvider({ apiBase, children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // What the local copy shows is asked for again when the copy changes.
  useEffect(() => syncWithLocalDb(client), [client]);
  return (
    <QueryClientProvider client={client}>
      {apiBase === undefined ? (
        <ApiBaseFromUrl>{children}</ApiBaseFromUrl>
      ) : (
        <ApiBaseProvider base={apiBase}>{children}</ApiBaseProvider>
      )}
    </QueryClientProvider>
  );
}
