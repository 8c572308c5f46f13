const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * The flag emoji for an ISO 3166-1 alpha-2 code ("IE" -> 🇮🇪), or '' for anything else.
 * `country_short` is untrusted text: only two ASCII letters become a flag.
 */
export function countryFlag(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  return String.fromCodePoint(
    ...[...upper].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
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
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return fallback;
  try {
    return regionNames()?.of(upper) ?? fallback;
  } catch {
    return fallback;
  }
}
