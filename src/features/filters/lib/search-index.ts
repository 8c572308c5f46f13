import type { Channel } from '@/api/schemas';
import type { FilterFlag } from '@/lib/criteria';
import { normalizeCountryCode } from '@/lib/criteria';
import { foldText } from '@/lib/fold-text';

/** One bit per flag, so a channel's flags are tested with a single `&` in the filter loop. */
export const FLAG_BITS: Record<FilterFlag, number> = {
  featured: 1,
  popular: 2,
  trending: 4,
  sponsored: 8,
  partner: 16,
  hiring: 32,
};

/** What the filter needs of one channel, computed once per channel object. */
interface IndexEntry {
  text: string;
  flags: number;
  country: string | null;
}

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

// Separates fields in the haystack: a query word never contains it, so a word cannot match
// across two fields. Not whitespace, so folding keeps it.
const FIELD_SEPARATOR = '\u0000';

function searchableText(channel: Channel): string {
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

// Records are immutable once loaded (react-query hands out the same objects until a refetch),
// so a channel is folded once, however many times the list is rebuilt or re-sorted.
const entries = new WeakMap<Channel, IndexEntry>();

function entryOf(channel: Channel): IndexEntry {
  let entry = entries.get(channel);
  if (!entry) {
    entry = {
      text: searchableText(channel),
      flags: channelFlagBits(channel),
      country: normalizeCountryCode(channel.company.location.country_short),
    };
    entries.set(channel, entry);
  }
  return entry;
}

/**
 * The filter's view of a list of channels as parallel arrays, so a keystroke's pass reads plain
 * strings and numbers by position: no folding, lookups or allocations per channel.
 */
export interface SearchIndex {
  channels: readonly Channel[];
  texts: readonly string[];
  flags: Uint8Array;
  countries: readonly (string | null)[];
}

/**
 * Builds the index for `channels` (in that order). Build it when the list changes, not per
 * keystroke; channels seen before reuse their folded entry, so after a new page loads only the
 * new channels are folded.
 */
export function buildSearchIndex(channels: readonly Channel[]): SearchIndex {
  const count = channels.length;
  const texts = new Array<string>(count);
  const flags = new Uint8Array(count);
  const countries = new Array<string | null>(count);
  for (let i = 0; i < count; i += 1) {
    const entry = entryOf(channels[i] as Channel);
    texts[i] = entry.text;
    flags[i] = entry.flags;
    countries[i] = entry.country;
  }
  return { channels, texts, flags, countries };
}
