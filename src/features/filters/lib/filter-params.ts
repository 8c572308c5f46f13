import {
  createParser,
  parseAsNativeArrayOf,
  parseAsStringLiteral,
  throttle,
  type inferParserType,
} from 'nuqs';
import { DEFAULT_SORT, FILTER_FLAGS, normalizeCountryCode, SORT_ORDERS } from '@/lib/criteria';

/** A longer query is not a search anyone types; cut it instead of folding a pasted novel. */
export const MAX_QUERY_LENGTH = 200;

const parseAsQuery = createParser({
  parse: (value: string) => value.slice(0, MAX_QUERY_LENGTH),
  serialize: (value: string) => value,
});

const parseAsCountryCode = createParser({
  // Anything but a 2–3 letter code (`?country=<script>`) parses to null: no country filter.
  parse: (value: string) => normalizeCountryCode(value),
  serialize: (value: string) => value,
});

/**
 * The filter's query-string keys and how each reads and writes. Values that do not parse are
 * dropped, never thrown: an unknown `flag` is left out of the list, an unknown `sort` falls back
 * to the server's order. Defaults are kept out of the URL.
 *
 * History: typing replaces the current entry (throttled), so Back does not replay keystrokes;
 * picking a country, flag or sort pushes an entry, so Back returns to the previous filter.
 */
/** How long the search box's text may wait before the address follows it. */
export const SEARCH_URL_THROTTLE_MS = 300;

export const filterParsers = {
  q: parseAsQuery.withDefault('').withOptions({
    history: 'replace',
    limitUrlUpdates: throttle(SEARCH_URL_THROTTLE_MS),
  }),
  country: parseAsCountryCode.withOptions({ history: 'push' }),
  // Repeated keys (?flag=hiring&flag=featured), the form a person can read and edit.
  flag: parseAsNativeArrayOf(parseAsStringLiteral(FILTER_FLAGS)).withOptions({ history: 'push' }),
  sort: parseAsStringLiteral(SORT_ORDERS).withDefault(DEFAULT_SORT).withOptions({
    history: 'push',
  }),
};

export type FilterParams = inferParserType<typeof filterParsers>;
