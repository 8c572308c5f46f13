import type { CountryCount } from '@/db/view-counts';
import { formatNumber } from '@/lib/format-number';

/** "1 channel", "1,204 channels". */
export function channelsText(count: number): string {
  return count === 1 ? '1 channel' : `${formatNumber(count, 'en')} channels`;
}

/** A country's accessible name on the map: "Germany: 1,204 channels". */
export function countryLabel(country: CountryCount): string {
  return `${country.name}: ${channelsText(country.count)}`;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** By name, as the country list sorts them (then by code, for two names alike). */
export function byName(a: CountryCount, b: CountryCount): number {
  return collator.compare(a.name, b.name) || a.code.localeCompare(b.code);
}

/**
 * The tally split by whether the atlas draws the country: at this scale some (Singapore, Malta,
 * Hong Kong) have no shape, and codes that are not alpha-2 have none either. Both by name.
 */
export function splitByShape(
  counts: readonly CountryCount[],
  drawn: (code: string) => boolean,
): { onMap: CountryCount[]; offMap: CountryCount[] } {
  const sorted = [...counts].sort(byName);
  return {
    onMap: sorted.filter((country) => drawn(country.code)),
    offMap: sorted.filter((country) => !drawn(country.code)),
  };
}

/** The range the shading spans. */
export interface CountRange {
  min: number;
  max: number;
}

export function countRange(counts: readonly CountryCount[]): CountRange {
  const values = counts.map((country) => country.count).filter((count) => count > 0);
  return values.length === 0
    ? { min: 0, max: 0 }
    : { min: Math.min(...values), max: Math.max(...values) };
}

/**
 * The accent's share in the lightest and darkest shade (%): the lightest must still stand apart
 * from land with no channels (LAND_FILL), in the dark theme too.
 */
export const SHADE_FROM = 40;
export const SHADE_TO = 100;

/**
 * How much accent a count gets: on a log scale from the smallest to the largest count, so one
 * country with most of the channels does not wash all the others out to one pale shade.
 */
export function shadePercent(count: number, { min, max }: CountRange): number {
  if (count <= 0) return 0;
  const t = max > min ? (Math.log(count) - Math.log(min)) / (Math.log(max) - Math.log(min)) : 1;
  return Math.round(SHADE_FROM + (SHADE_TO - SHADE_FROM) * Math.min(1, Math.max(0, t)));
}

/** The fill for a share of accent over the panel, in the theme's own colours (light or dark). */
export function shadeFill(percent: number): string {
  return `color-mix(in oklab, var(--color-accent) ${percent}%, var(--color-panel))`;
}

/** Land with no matching channel: a neutral between the panel and its lines, in either theme. */
export const LAND_FILL = 'color-mix(in oklab, var(--color-line) 70%, var(--color-panel))';
