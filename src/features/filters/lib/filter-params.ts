import { listParam, literalParam, singleParam, withDefault } from '@/lib/url-state/url-param';
import { DEFAULT_SORT, FILTER_FLAGS, normalizeCountryCode, SORT_ORDERS } from '@/lib/criteria';
import { TYPING_SETTLE_MS } from '@/lib/fast-scrolling';

/** A longer query is not a search anyone types; cut it instead of folding a pasted novel. */
export const MAX_QUERY_LENGTH = 200;

/**
 * The filter's query-string keys and how each reads and writes. Values that do not parse are
 * dropped, never thrown: an unknown `flag` is left out of the list, an unknown `sort` falls back
 * to the server's order. Defaults are kept out of the URL.
 *
 * History: typing replaces the current entry once it pauses (TYPING_SETTLE_MS, the moment a
 * held walk and the country list go on too), so Back does not replay keystrokes; picking a
 * country, flag or sort pushes an entry, so Back returns to the previous filter.
 */
export const filterParams = {
  q: withDefault(
    singleParam(
      (value) => value.slice(0, MAX_QUERY_LENGTH),
      (value) => value,
      { history: 'replace', quietMs: TYPING_SETTLE_MS },
    ),
    '',
  ),
  // Anything but a 2–3 letter code (`?country=<script>`) reads as null: no country filter.
  country: singleParam(normalizeCountryCode, (value) => value, { history: 'push' }),
  // Repeated keys (?flag=hiring&flag=featured), the form a person can read and edit.
  flag: listParam(literalParam(FILTER_FLAGS), { history: 'push' }),
  sort: withDefault(literalParam(SORT_ORDERS, { history: 'push' }), DEFAULT_SORT),
};
