import type { Channel } from '@/api/schemas';
import type { FilterCriteria } from '@/lib/criteria';
import { foldText } from '@/lib/fold-text';
import { buildSearchIndex, FLAG_BITS, type SearchIndex } from './search-index';

/** The query as distinct folded words, longest first (the rarest words reject a channel soonest). */
export function queryWords(q: string): string[] {
  const folded = foldText(q);
  if (folded === '') return [];
  return [...new Set(folded.split(' '))].sort((a, b) => b.length - a.length);
}

function flagMask(flags: FilterCriteria['flags']): number {
  let mask = 0;
  for (const flag of flags) mask |= FLAG_BITS[flag];
  return mask;
}

/**
 * The channels that match every criterion, in the order given (sort first, then filter: the
 * order survives filtering). `index` must be built from this same array; pass it so a keystroke
 * does not rebuild it. Returns the input array itself when nothing narrows it.
 */
export function filterChannels(
  channels: readonly Channel[],
  criteria: Pick<FilterCriteria, 'q' | 'country' | 'flags'>,
  index: SearchIndex = buildSearchIndex(channels),
): readonly Channel[] {
  const source = index.channels === channels ? index : buildSearchIndex(channels);
  const words = queryWords(criteria.q);
  const mask = flagMask(criteria.flags);
  const country = criteria.country;
  if (words.length === 0 && mask === 0 && country === null) return channels;

  const { texts, flags, countries } = source;
  const wordCount = words.length;
  const matches: Channel[] = [];
  // The hot loop of every keystroke: plain reads by position, cheapest tests first.
  outer: for (let i = 0; i < channels.length; i += 1) {
    if (mask !== 0 && ((flags[i] as number) & mask) !== mask) continue;
    if (country !== null && countries[i] !== country) continue;
    const text = texts[i] as string;
    for (let w = 0; w < wordCount; w += 1) {
      if (!text.includes(words[w] as string)) continue outer;
    }
    matches.push(channels[i] as Channel);
  }
  return matches;
}
