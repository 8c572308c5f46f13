/**
 * Display formatting for the detail panel. Every helper takes an optional locale (undefined = the
 * reader's) so tests can pin one; timestamps are the API's ISO 8601 UTC strings.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Largest unit first: the first one the distance reaches is the one a person would say. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/** A full count: 12,345. */
export function formatCount(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A short count for a stat tile: 12K, 3.4M (exact below 10,000, where compact would round). */
export function formatCompactCount(value: number, locale?: string): string {
  if (Math.abs(value) < 10_000) return formatCount(value, locale);
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

function parseTime(iso: string): number | undefined {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : time;
}

/** "3 months ago", "yesterday", "in 2 days" relative to `now`; undefined for a bad timestamp. */
export function formatRelativeTime(iso: string, now: number, locale?: string): string | undefined {
  const time = parseTime(iso);
  if (time === undefined) return undefined;
  const diff = time - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') {
      return format.format(Math.round(diff / size), unit);
    }
  }
  return undefined;
}

/** The exact moment in UTC, as the server stored it: "5 Mar 2024, 10:20:30 UTC". */
export function formatUtc(iso: string, locale?: string): string | undefined {
  const time = parseTime(iso);
  if (time === undefined) return undefined;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(time);
}
