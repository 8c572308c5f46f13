import type { Channel } from '@/api/schemas';
import { safeHttpUrl } from '@/lib/safe-url';

/**
 * How a field the spec only knows as null is shown once a server fills it. The value can be
 * any JSON, so it becomes plain text: strings as they are, numbers and booleans spelled out,
 * objects and arrays as indented JSON. Nothing here is ever HTML.
 */
export type ShownValue =
  | { kind: 'link'; href: string; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'json'; text: string };

/** null, undefined, blank strings, [] and {} mean "the server told us nothing". */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** The value as something to render, or undefined when there is nothing to show. */
export function showValue(value: unknown): ShownValue | undefined {
  if (!hasValue(value)) return undefined;
  if (typeof value === 'string') {
    const href = safeHttpUrl(value);
    return href ? { kind: 'link', href, text: value.trim() } : { kind: 'text', text: value };
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return { kind: 'text', text: String(value) };
  }
  try {
    return { kind: 'json', text: JSON.stringify(value, null, 2) };
  } catch {
    return { kind: 'text', text: String(value) };
  }
}

export interface ExtraField {
  /** Stable key for React: where the value came from. */
  key: string;
  label: string;
  value: ShownValue;
}

type ChannelKey = keyof Channel;
type CompanyKey = keyof Channel['company'];

/** Free text about the company, shown as prose when present. */
const ABOUT_CHANNEL: [ChannelKey, string][] = [
  ['caption', 'Caption'],
  ['description', 'Description'],
];
const ABOUT_COMPANY: [CompanyKey, string][] = [
  ['description', 'Company description'],
  ['size', 'Company size'],
  ['hiring', 'Hiring'],
];

/** The rest of the null-only fields, shown under "More fields" with the API's own name. */
const MORE_CHANNEL: [ChannelKey, string][] = [
  ['domain', 'Domain'],
  ['default_search_term', 'Default search term'],
  ['default_location', 'Default location'],
  ['category', 'Category'],
  ['card_line_1', 'Card line 1'],
  ['card_line_2', 'Card line 2'],
  ['card_line_3', 'Card line 3'],
  ['live_jobs_no', 'Live jobs (channel)'],
  ['pubnum', 'Pubnum'],
  ['order', 'Order'],
  ['colour', 'Colour'],
  ['card', 'Card'],
  ['banner', 'Banner'],
  ['companies', 'Companies'],
];
const MORE_COMPANY: [CompanyKey, string][] = [
  ['url', 'Company URL'],
  ['career_url', 'Careers page'],
  ['uuid', 'UUID'],
  ['order', 'Company order'],
  ['colour', 'Company colour'],
  ['image_card', 'Card image'],
  ['image_banner', 'Banner image'],
  ['image_nav_logo', 'Navigation logo'],
  ['cards', 'Cards'],
];

function collect(
  prefix: string,
  record: Record<string, unknown>,
  fields: readonly [string, string][],
): ExtraField[] {
  return fields.flatMap(([name, label]) => {
    const value = showValue(record[name]);
    return value ? [{ key: `${prefix}.${name}`, label, value }] : [];
  });
}

/** Caption, descriptions, size and hiring: whatever of them the server filled. */
export function aboutFields(channel: Channel): ExtraField[] {
  return [
    ...collect('channel', channel, ABOUT_CHANNEL),
    ...collect('company', channel.company, ABOUT_COMPANY),
  ];
}

/** Every other null-only field the server filled. */
export function moreFields(channel: Channel): ExtraField[] {
  return [
    ...collect('channel', channel, MORE_CHANNEL),
    ...collect('company', channel.company, MORE_COMPANY),
  ];
}
