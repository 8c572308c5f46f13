import { useSyncExternalStore } from 'react';
import { whenIdle } from './when-idle';

/**
 * The ISO 3166-1 alpha-2 code in `code`, upper-cased ("ie " -> "IE"), or '' for anything else.
 * `country_short` is untrusted text: only two ASCII letters ever reach a lookup or a URL.
 */
export function countryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? upper : '';
}

// undefined: not built yet; null: this engine cannot name regions.
let displayNames: Intl.DisplayNames | null | undefined;
const listeners = new Set<() => void>();
let scheduled = false;

function regionNames(): Intl.DisplayNames | null {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(undefined, { type: 'region', fallback: 'none' });
    } catch {
      // Very old engines: keep the server's own country name.
      displayNames = null;
    }
    listeners.forEach((listener) => listener());
  }
  return displayNames;
}

function nameIn(names: Intl.DisplayNames | null | undefined, code: string, fallback: string) {
  const valid = countryCode(code);
  if (!valid || !names) return fallback;
  try {
    return names.of(valid) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The country's name in the reader's language for a valid 2-letter code, else `fallback`
 * (the record's own `country` text).
 */
export function countryName(code: string, fallback: string): string {
  return nameIn(regionNames(), code, fallback);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (displayNames === undefined && !scheduled) {
    scheduled = true;
    // Building the name table costs 10-25 ms in Chromium: more than a whole screen of cards.
    // The first cards show the record's own country name and switch once the browser is idle.
    whenIdle(() => void regionNames(), 500);
  }
  return () => listeners.delete(listener);
}

const snapshot = () => displayNames;

/**
 * `countryName` for rendering: the record's own `country` text until the reader's names are
 * built at idle time, so the first screen of cards never waits for them.
 */
export function useCountryName(code: string, fallback: string): string {
  return nameIn(useSyncExternalStore(subscribe, snapshot, snapshot), code, fallback);
}
