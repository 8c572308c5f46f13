import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { AppProvider } from '@/app/provider';
import { RootErrorBoundary } from '@/app/root-error-boundary';
import { resolveApiBase } from '@/lib/api-base';
import { applyTheme, readThemePreference } from '@/lib/theme';
import './styles/index.css';

// Before the first render, so the first paint is already in the chosen theme.
applyTheme(readThemePreference());

const { base } = resolveApiBase(
  window.location.search,
  window.location.href,
  import.meta.env.VITE_API_BASE_URL,
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RootErrorBoundary>
      <AppProvider apiBase={base}>
        <App />
      </AppProvider>
    </RootErrorBoundary>
  </StrictMode>,
);
