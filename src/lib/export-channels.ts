import type { Channel } from '@/api/schemas';
import { safeHttpUrl } from '@/lib/safe-url';

/** One exported row: the fields a spreadsheet user wants, flat. */
export interface ExportRow {
  name: string;
  slug: string;
  city: string;
  country: string;
  website: string;
  linkedin: string;
  instagram: string;
  facebook: string;
  x: string;
  github: string;
  live_jobs: number;
  created: string;
}

const COLUMNS: readonly [keyof ExportRow, string][] = [
  ['name', 'Name'],
  ['slug', 'Slug'],
  ['city', 'City'],
  ['country', 'Country'],
  ['website', 'Website'],
  ['linkedin', 'LinkedIn'],
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['x', 'X'],
  ['github', 'GitHub'],
  ['live_jobs', 'Live jobs'],
  ['created', 'Created'],
];

// A spreadsheet turns URLs into links: only the URLs the app itself would link to are exported.
const url = (value: string | null) => safeHttpUrl(value) ?? '';

export function toExportRow(channel: Channel): ExportRow {
  const { company } = channel;
  const { location, social } = company;
  return {
    name: channel.name,
    slug: channel.slug,
    city: location.city,
    country: location.country,
    website: url(social.website),
    linkedin: url(social.social_a),
    instagram: url(social.social_b),
    facebook: url(social.social_c),
    x: url(social.social_d),
    github: url(social.social_e),
    live_jobs: company.live_jobs,
    created: channel.created_at,
  };
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field: text from the server that a spreadsheet would run as a formula gets a leading
 * apostrophe (shown as text, not evaluated), then RFC 4180 quoting. Numbers are written as is.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV header line, CRLF-ended. */
export function csvHeader(): string {
  return `${COLUMNS.map(([, title]) => title).join(',')}\r\n`;
}

/** One CRLF-ended CSV line per channel (an export writes these a chunk at a time). */
export function csvLines(channels: readonly Channel[]): string {
  let text = '';
  for (const channel of channels) {
    const row = toExportRow(channel);
    text += `${COLUMNS.map(([key]) => csvField(row[key])).join(',')}\r\n`;
  }
  return text;
}

/** RFC 4180 CSV with a header row and CRLF line ends. */
export function toCsv(channels: readonly Channel[]): string {
  return csvHeader() + csvLines(channels);
}

/**
 * Channels as elements of a pretty-printed JSON array, `first` saying whether they open it: a
 * chunked export writes `[`, then these chunk by chunk, then `jsonEnd(count)`, and the result is
 * what `JSON.stringify(rows, null, 2)` would have written in one piece.
 */
export function jsonElements(channels: readonly Channel[], first: boolean): string {
  let text = '';
  channels.forEach((channel, index) => {
    const element = JSON.stringify(toExportRow(channel), null, 2).replaceAll('\n', '\n  ');
    text += `${first && index === 0 ? '\n' : ',\n'}  ${element}`;
  });
  return text;
}

export function jsonEnd(count: number): string {
  return count === 0 ? ']\n' : '\n]\n';
}

export function toJson(channels: readonly Channel[]): string {
  return `[${jsonElements(channels, true)}${jsonEnd(channels.length)}`;
}
