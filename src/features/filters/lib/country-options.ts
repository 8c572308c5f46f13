import type { CountryCount } from '@/db/view-counts';

export type CountryOption = CountryCount;

// Made on first use: see format-number.ts.
let collator: Intl.Collator | undefined;

/** The copy's country tally as the country list shows it: by name, then code. */
export function countryOptions(counts: readonly CountryCount[]): CountryOption[] {
  const byName = (collator ??= new Intl.Collator(undefined, { sensitivity: 'base' }));
  return [...counts].sort((a, b) => byName.compare(a.name, b.name) || a.code.localeCompare(b.code));
}

let regionNames: Intl.DisplayNames | undefined;

/** A readable name for a code no loaded channel has yet (a shared link to ?country=FR). */
export function countryNameFromCode(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
