/** The toggles, in the order the filter bar shows them. */
export const FILTER_FLAGS = [
  'featured',
  'popular',
  'trending',
  'sponsored',
  'partner',
  'hiring',
] as const;
export type FilterFlag = (typeof FILTER_FLAGS)[number];

export const SORT_ORDERS = ['newest', 'name', 'jobs', 'views'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const DEFAULT_SORT: SortOrder = 'newest';

export interface FilterCriteria {
  /** Free text; every word must match somewhere in the channel's searchable fields. */
  q: string;
  /** A `country_short` code, upper case, or null for every country. */
  country: string | null;
  /** Every flag in the set must hold. */
  flags: ReadonlySet<FilterFlag>;
  sort: SortOrder;
}

export const EMPTY_CRITERIA: FilterCriteria = {
  q: '',
  country: null,
  flags: new Set(),
  sort: DEFAULT_SORT,
};

const COUNTRY_CODE = /^[A-Za-z]{2,3}$/;

/**
 * A `country_short` as the filter uses it (ISO-style letters, upper case), or null when the value
 * is not one: a hand-edited `?country=<script>` is ignored, and so is a record's odd code.
 */
export function normalizeCountryCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return COUNTRY_CODE.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** Whether anything narrows the list (the sort order reorders but never hides a channel). */
export function isFilterActive(criteria: FilterCriteria): boolean {
  return criteria.q.trim() !== '' || criteria.country !== null || criteria.flags.size > 0;
}
