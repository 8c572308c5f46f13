import { useEffect, useState, type ReactNode } from 'react';
import { useHydrating } from '@/lib/hydration';
import {
  applyTheme,
  readThemePreference,
  saveThemePreference,
  type ThemePreference,
} from '@/lib/theme';

const options: { value: ThemePreference; label: string; icon: ReactNode }[] = [
  {
    value: 'system',
    label: 'System',
    icon: (
      <>
        <rect x="3" y="4" width="18" height="12" rx="2" />
        <path d="M8 20h8M12 16v4" />
      </>
    ),
  },
  {
    value: 'light',
    label: 'Light',
    icon: (
      <>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </>
    ),
  },
  {
    value: 'dark',
    label: 'Dark',
    icon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
  },
];

/** System, light or dark: a radio group, so arrow keys move between the three. */
export function ThemeSwitcher() {
  const [preference, setPreference] = useState(readThemePreference);
  // The build knew no choice and rendered "System" checked. The render adopting the page says
  // the same, and the next one the choice: adopted with "Dark" checked instead, Chromium kept
  // "System" checked on screen (React leaves an adopted input's checkedness as it finds it).
  const shown = useHydrating() ? 'system' : preference;

  useEffect(() => {
    // "System" follows the operating system live, not just at load.
    if (preference !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [preference]);

  const choose = (value: ThemePreference) => {
    setPreference(value);
    saveThemePreference(value);
    applyTheme(value);
  };

  return (
    <fieldset className="flex rounded-full border border-line bg-surface p-0.5">
      <legend className="sr-only">Theme</legend>
      {options.map((option) => (
        <label
          key={option.value}
          title={option.label}
          className="relative flex cursor-pointer items-center gap-1.5 rounded-full px-2.5 py-1.5 text-xs font-medium text-muted transition-colors hover:text-ink has-checked:bg-panel has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-accent"
        >
          <input
            type="radio"
            name="theme"
            value={option.value}
            checked={shown === option.value}
            onChange={() => choose(option.value)}
            className="sr-only"
          />
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            {option.icon}
          </svg>
          <span className="max-sm:sr-only">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
