/**
 * The ISO 3166-1 alpha-2 code in `code`, upper-cased ("ie " -> "IE"), or '' for anything else.
 * `country_short` is untrusted text: only two ASCII letters ever reach a lookup or a URL.
 */
export function countryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? upper : '';
}

let displayNames: Intl.DisplayNames | null | undefined;

function regionNames(): Intl.DisplayNames | null {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(undefined, { type: 'region', fallback: 'none' });
    } catch {
      // Very old engines: keep the server's own country name.
      displayNames = null;
    }
  }
  return displayNames;
}

/**
 * The country's name in the reader's language for a valid 2-letter code, else `fallback`
 * (the record's own `country` text).
 */
export function countryName(code: string, fallback: string): string {
  const valid = countryCode(code);
  if (!valid) return fallback;
  try {
    return regionNames()?.of(valid) ?? fallback;
  } catch {
    return fallback;
  }
}
