export type ThemePreference = 'system' | 'light' | 'dark';

const STORAGE_KEY = 'channels:theme';

/**
 * applyTheme(readThemePreference()) as a classic inline script for index.html's <head>: the page
 * is in the chosen theme from its first paint, before any of the app's code has loaded (the
 * prerendered first screen would otherwise flash light for a dark theme). Allowed by its hash in
 * the CSP (csp.config.ts), so the policy stays free of 'unsafe-inline'.
 */
export const THEME_BOOT_SCRIPT =
  `(function(){var t;try{t=localStorage.getItem('${STORAGE_KEY}')}catch(e){}` +
  `var d=t==='dark'||(t!=='light'&&typeof matchMedia==='function'&&` +
  `matchMedia('(prefers-color-scheme: dark)').matches);` +
  `document.documentElement.dataset.theme=d?'dark':'light'})()`;

export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage can be disabled (privacy modes): fall back to the system theme.
  }
  return 'system';
}

export function saveThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // Not persisted; the choice still applies to this page.
  }
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Sets data-theme on <html>, which the CSS tokens follow. */
export function applyTheme(preference: ThemePreference): void {
  const dark = preference === 'dark' || (preference === 'system' && systemPrefersDark());
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}
