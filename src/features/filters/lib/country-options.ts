import type { CountryCount } from '@/db/view-counts';

export type CountryOption = CountryCount;

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** The copy's country tally as the country list shows it: by name, then code. */
export function countryOptions(counts: readonly CountryCount[]): CountryOption[] {
  return [...counts].sort(
    (a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code),
  );
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
