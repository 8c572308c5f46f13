import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProvider } from '@/app/provider';
import { TEST_API } from './fixtures';

/** A fresh client per test, without retries, so failures surface at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
}

export function renderWithApp(
  ui: ReactElement,
  {
    apiBase = TEST_API,
    queryClient = createTestQueryClient(),
    ...options
  }: RenderOptions & {
    apiBase?: string;
    queryClient?: QueryClient;
  } = {},
) {
  return {
    queryClient,
    ...render(
      <AppProvider apiBase={apiBase} queryClient={queryClient}>
        {ui}
      </AppProvider>,
      options,
    ),
  };
}
