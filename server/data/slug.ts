/** The longest slug base kept, as Django's SlugField defaults to max_length 50. */
const MAX_SLUG_BASE = 50;

/**
 * Django's `slugify` (allow_unicode=False): fold accents to ASCII, drop everything but word
 * characters, spaces and hyphens, lowercase, collapse runs of spaces/hyphens into one hyphen.
 * "Ó Súilleabháin & Co" becomes "o-suilleabhain-co". A name with no Latin letters at all would
 * give an empty slug, so it falls back to "channel".
 */
export function slugify(value: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[^\p{ASCII}]/gu, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[-\s]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, MAX_SLUG_BASE)
    .replace(/[-_]+$/, '');
  return slug || 'channel';
}

/** The nth slug for a base: "acme", then "acme-1", "acme-2", ... */
export function suffixedSlug(base: string, n: number): string {
  return n === 0 ? base : `${base}-${n}`;
}
