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

/** RFC 4180 CSV with a header row and CRLF line ends. */
export function toCsv(channels: readonly Channel[]): string {
  const lines = [COLUMNS.map(([, title]) => title).join(',')];
  for (const channel of channels) {
    const row = toExportRow(channel);
    lines.push(COLUMNS.map(([key]) => csvField(row[key])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function toJson(channels: readonly Channel[]): string {
  return `${JSON.stringify(channels.map(toExportRow), null, 2)}\n`;
}
