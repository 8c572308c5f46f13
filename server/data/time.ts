/**
 * Timestamps as Django REST Framework renders them: ISO 8601 UTC with six fractional digits and a
 * trailing Z (2024-05-01T10:20:30.123456Z). Kept as integer microseconds internally so ordering
 * and arithmetic stay exact; 2^53 µs is about 285 years, far beyond any date used here.
 */

/** Date parts by day number: bulk generation formats millions of timestamps over a few thousand days. */
const dayCache = new Map<number, string>();
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export function formatMicros(micros: number): string {
  const seconds = Math.floor(micros / 1_000_000);
  const fraction = micros - seconds * 1_000_000;
  const day = Math.floor(seconds / 86_400);
  let date = dayCache.get(day);
  if (date === undefined) {
    if (dayCache.size > 20_000) dayCache.clear();
    date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    dayCache.set(day, date);
  }
  const time = seconds - day * 86_400;
  const hh = Math.floor(time / 3600);
  const mm = Math.floor((time % 3600) / 60);
  return `${date}T${pad2(hh)}:${pad2(mm)}:${pad2(time % 60)}.${String(fraction).padStart(6, '0')}Z`;
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
