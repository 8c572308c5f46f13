import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NaiveGrid } from './naive-grid';
import './naive.css';

const api = (new URLSearchParams(location.search).get('api') ?? '/api').replace(/\/+$/, '');
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <NaiveGrid api={api} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
