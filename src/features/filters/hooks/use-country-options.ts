import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { channelQueries } from '@/db/channel-queries';
import type { ChannelView } from '@/db/view';
import { useTyping } from '@/lib/fast-scrolling';
import { countryOptions, type CountryOption } from '../lib/country-options';

export interface CountryList {
  options: CountryOption[];
  /** The counts are so far: the tally is still going (or the previous search's had not ended). */
  counting: boolean;
}

/**
 * The countries of the channels that match everything but the country itself, with their
 * counts, from the copy: picking a country never empties the list of the others. A long tally
 * (a letter's search over a million channels) shows its counts as they grow.
 *
 * While a search is typed the list keeps the last one's counts, and the new search is tallied
 * once the typing pauses: the list is not in view meanwhile (its select is closed), and on two
 * cores a tally per key took a quarter of the database worker's work during the keys (a
 * million channels, a trace), beside the count and the rows the key's cards wait for.
 */
export function useCountryOptions(
  apiBase: string,
  view: ChannelView,
  copyReady: boolean,
): CountryList {
  const typing = useTyping();
  const { data } = useQuery({
    ...channelQueries.countries(apiBase, { q: view.q, flags: view.flags }),
    enabled: copyReady && !typing,
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => countryOptions(data?.values ?? []), [data]);
  return { options, counting: data?.complete === false };
}
