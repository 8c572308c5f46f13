/**
 * Timestamps as Django REST Framework renders them: ISO 8601 UTC with six fractional digits and a
 * trailing Z (2024-05-01T10:20:30.123456Z). Kept as integer microseconds internally so ordering
 * and arithmetic stay exact; 2^53 µs is about 285 years, far beyond any date used here.
 */

export function formatMicros(micros: number): string {
  const whole = Math.floor(micros / 1000);
  const fraction = String(((micros % 1_000_000) + 1_000_000) % 1_000_000).padStart(6, '0');
  return `${new Date(whole).toISOString().slice(0, 19)}.${fraction}Z`;
}

/** Parses our own timestamp format back to microseconds (NaN when it is not one). */
export function parseMicros(value: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?Z$/.exec(value);
  if (!match?.[1]) return Number.NaN;
  const seconds = Date.parse(`${match[1]}Z`);
  return seconds * 1000 + Number((match[2] ?? '').padEnd(6, '0'));
}

/** Wall-clock time with microseconds: Date.now() alone only has milliseconds. */
export function nowMicros(): number {
  return Math.floor((performance.timeOrigin + performance.now()) * 1000);
}

export const MICROS_PER_DAY = 86_400_000_000;
