import { memo } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import { ThemeSwitcher } from '@/components/theme-switcher';
import { ApiSettings } from '@/features/api-settings/components/api-settings';
import { KeyboardShortcuts } from '@/features/keyboard-shortcuts/components/keyboard-shortcuts';

/** The title, the API in use, the keyboard shortcuts and the theme; memoized, as the page around it re-renders often. */
export const AppHeader = memo(function AppHeader() {
  return (
    <header className="border-b border-line bg-panel/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <h1 className="m-0">
          <a
            href="./"
            className="flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-accent text-accent-ink"
            >
              <LineIcon>
                <rect x="3" y="3" width="7" height="7" rx="1.5" />
                <rect x="14" y="3" width="7" height="7" rx="1.5" />
                <rect x="3" y="14" width="7" height="7" rx="1.5" />
                <rect x="14" y="14" width="7" height="7" rx="1.5" />
              </LineIcon>
            </span>
            <span className="text-lg font-semibold tracking-tight">Channels</span>
          </a>
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <ApiSettings />
          <KeyboardShortcuts />
          <ThemeSwitcher />
        </div>
      </div>
    </header>
  );
});
