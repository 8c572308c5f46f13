import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { AppProvider } from '@/app/provider';
import { RootErrorBoundary } from '@/app/root-error-boundary';
import { applyTheme, readThemePreference } from '@/lib/theme';
import './styles/index.css';

// Before the first render, so the first paint is already in the chosen theme.
applyTheme(readThemePreference());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RootErrorBoundary>
      <AppProvider>
        <App />
      </AppProvider>
    </RootErrorBoundary>
  </StrictMode>,
);
