/**
 * Company names as they are formed in each country ("Hoffmann Logistik GmbH", "Construcciones
 * García S.L.", "Hart, Esser und Lindenberg"), from the country's surnames, trades and legal
 * forms; and the brand a name's website and social profiles are called after.
 */
import { slugify } from '../slug.ts';
import { pick, type Rng } from '../prng.ts';
import { COUNTRIES, type Country, type CountryKey } from './countries.ts';
import { localeWords } from './locale-words.ts';

/** A legal form; the common ones (first in the list) more often than the rare ones. */
function legalOf(rng: Rng, country: Country): string {
  return country.legal[Math.floor(rng() ** 2 * country.legal.length)] ?? '';
}

/** "Hoffmann Logistik", or "Construcciones García" where the trade comes first. */
function withTrade(rng: Rng, country: Country, lastNames: readonly string[]): string {
  const trade = pick(rng, country.language.trades);
  const last = pick(rng, lastNames);
  return country.language.tradeFirst ? `${trade} ${last}` : `${last} ${trade}`;
}

/**
 * A fresh company name for a country, drawn from `rng`: 30% "Hoffmann GmbH", 22% "Hoffmann
 * Logistik GmbH", 14% "Hoffmann Logistik", 12% "Hoffmann & Wolf", 12% "Hoffmann-Wolf GmbH",
 * 10% "Hart, Esser und Lindenberg".
 */
export function companyName(rng: Rng, seed: number, key: CountryKey): string {
  const country = COUNTRIES[key];
  const { lastNames } = localeWords(seed, key);
  const roll = rng();
  if (roll < 0.3) return `${pick(rng, lastNames)} ${legalOf(rng, country)}`;
  if (roll < 0.52) return `${withTrade(rng, country, lastNames)} ${legalOf(rng, country)}`;
  if (roll < 0.66) return withTrade(rng, country, lastNames);
  if (roll < 0.78) return `${pick(rng, lastNames)} & ${pick(rng, lastNames)}`;
  if (roll < 0.9) {
    return `${pick(rng, lastNames)}-${pick(rng, lastNames)} ${legalOf(rng, country)}`;
  }
  const [a, b, c] = [pick(rng, lastNames), pick(rng, lastNames), pick(rng, lastNames)];
  return `${a}, ${b} ${country.language.and} ${c}`;
}

/** The name without its legal form: "Hoffmann Logistik GmbH" -> "Hoffmann Logistik". */
export function brandOf(name: string, key: CountryKey): string {
  for (const legal of COUNTRIES[key].legal) {
    if (name.endsWith(` ${legal}`)) return name.slice(0, -legal.length - 1);
  }
  return name;
}

export interface Handles {
  /** "hoffmann-logistik": a domain label, a LinkedIn or GitHub name. */
  slug: string;
  /** "hoffmannlogistik": an Instagram or Facebook name. */
  compact: string;
}

export function handlesOf(brand: string): Handles {
  const slug = slugify(brand);
  return { slug, compact: slug.replace(/-/g, '') };
}
