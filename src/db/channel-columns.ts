import type { Channel } from '@/api/schemas';
import { normalizeCountryCode, type FilterFlag } from '@/lib/criteria';
import { foldText } from '@/lib/fold-text';

/** One bit per flag, so a channel's flags are tested in SQL with a single `&`. */
export const FLAG_BITS: Record<FilterFlag, number> = {
  featured: 1,
  popular: 2,
  trending: 4,
  sponsored: 8,
  partner: 16,
  hiring: 32,
};

/**
 * `featured` and `popular` exist on both the channel and its company: a channel counts when
 * either says so, so a toggle never hides a record that is marked where the user might look.
 * `sponsored` exists only on the company, `partner` and `trending` only on the channel, and
 * "hiring" means the company has live jobs.
 */
export function channelFlagBits(channel: Channel): number {
  const { company } = channel;
  let bits = 0;
  if (channel.featured || company.featured) bits |= FLAG_BITS.featured;
  if (channel.popular || company.popular) bits |= FLAG_BITS.popular;
  if (channel.trending) bits |= FLAG_BITS.trending;
  if (company.sponsored) bits |= FLAG_BITS.sponsored;
  if (channel.partner) bits |= FLAG_BITS.partner;
  if (company.live_jobs > 0) bits |= FLAG_BITS.hiring;
  return bits;
}

/**
 * Separates fields in the searched text: a query word never contains it (see `queryWords`), so a
 * word cannot match across two fields. Not whitespace, so folding keeps it.
 */
export const FIELD_SEPARATOR = '\u0001';

/** The folded text a search runs over: names, slugs, place and source of the channel. */
export function searchText(channel: Channel): string {
  const { company } = channel;
  const { location } = company;
  const fields = [channel.name, channel.slug, location.city, location.country, location.address];
  // The company's own name and slug equal the channel's in every shown record; keep them when not.
  if (company.name !== channel.name) fields.push(company.name);
  if (company.slug !== channel.slug) fields.push(company.slug);
  fields.push(company.source);
  // One fold for all fields: the separator passes through folding unchanged.
  return foldText(fields.join(FIELD_SEPARATOR));
}

/**
 * The name as it sorts: folded (accents and case do not count) with every run of digits padded,
 * so "Studio 9" comes before "Studio 10" as a person expects.
 */
export function nameSortKey(name: string): string {
  return foldText(name).replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}

/**
 * A coordinate the spec shows only as null: a server may fill it, as a number or a numeric
 * string. Anything else, or a value out of range, is no position.
 */
export function coordinate(value: unknown, limit: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  return Math.abs(number) <= limit ? number : null;
}

/** What the database keeps beside each record to filter, sort and count it with SQL. */
export interface ChannelColumns {
  id: number;
  nameKey: string;
  /** Upper-case ISO-style code, or null when the record's code is not one. */
  country: string | null;
  countryName: string;
  city: string;
  /** Both set or both null: a map places the channel only with both. */
  latitude: number | null;
  longitude: number | null;
  flags: number;
  liveJobs: number;
  views: number;
  search: string;
}

export function channelColumns(channel: Channel): ChannelColumns {
  const { company } = channel;
  const { location } = company;
  const latitude = coordinate(location.latitude, 90);
  const longitude = coordinate(location.longitude, 180);
  const placed = latitude !== null && longitude !== null;
  return {
    id: channel.id,
    nameKey: nameSortKey(channel.name),
    country: normalizeCountryCode(company.location.country_short),
    countryName: company.location.country.trim(),
    city: location.city.trim(),
    latitude: placed ? latitude : null,
    longitude: placed ? longitude : null,
    flags: channelFlagBits(channel),
    liveJobs: company.live_jobs,
    views: company.views,
    search: searchText(channel),
  };
}
