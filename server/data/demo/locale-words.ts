/**
 * Surnames and street names per country, drawn once per seed from that country's seeded
 * @faker-js/faker locale. Records then pick from these lists with their own fast PRNG stream:
 * calling faker for each of a million records (and seeding it, 25 µs a time) would take longer
 * than the whole generation may.
 */
import type { Faker } from '@faker-js/faker';
import { hashString, mixSeed, pick, type Rng } from '../prng.ts';
import { COUNTRIES, type CountryKey } from './countries.ts';
import { LOCAL_NAMES } from './local-names.ts';

const POOL_SIZE = 400;

export interface LocaleWords {
  lastNames: readonly string[];
  streets: readonly string[];
  /** The locale's street line with its own order: "Haselweg 28b", "28 Rue de la Paix". */
  streetLine: (rng: Rng) => string;
}

/** Distinct values of `draw`, up to `size` of them (a locale may know fewer). */
function distinct(size: number, draw: () => string): string[] {
  const values = new Set<string>();
  for (let tries = 0; values.size < size && tries < size * 4; tries++) values.add(draw());
  return [...values];
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPRSTUVWXYZ';

/** Fills a pattern: `#` a digit (the first one not 0), `?` a capital letter. */
export function fillPattern(rng: Rng, pattern: string): string {
  let first = true;
  let out = '';
  for (const char of pattern) {
    if (char === '#') {
      out += first ? DIGITS[1 + Math.floor(rng() * 9)] : DIGITS[Math.floor(rng() * 10)];
      first = false;
    } else if (char === '?') {
      out += LETTERS[Math.floor(rng() * LETTERS.length)];
    } else {
      out += char;
    }
  }
  return out;
}

/** Faker's definition as a list of strings, whatever shape the locale gives it. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function streetLineOf(
  faker: Faker,
  streets: readonly string[],
  override: string | undefined,
): (rng: Rng) => string {
  const location = faker.rawDefinitions.location;
  const address = location?.street_address;
  const pattern =
    override ??
    (typeof address === 'object' && address !== null && 'normal' in address
      ? String(address.normal)
      : '{{location.buildingNumber}} {{location.street}}');
  const numbers = strings(location?.building_number);
  const numberPatterns = numbers.length > 0 ? numbers : ['##'];
  // "{{location.street}} {{location.buildingNumber}}" -> ['', street, ' ', number, '']
  const parts = pattern.split(/\{\{\s*location\.(street|buildingNumber)\s*\}\}/);
  return (rng) => {
    let line = '';
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? '';
      if (i % 2 === 0) line += part;
      else if (part === 'street') line += pick(rng, streets);
      else line += fillPattern(rng, pick(rng, numberPatterns));
    }
    return line.trim();
  };
}

/** Per seed, per country (looked up twice per generated record: no key strings built). */
const cache = new Map<number, Map<CountryKey, LocaleWords>>();

export function localeWords(seed: number, key: CountryKey): LocaleWords {
  let bySeed = cache.get(seed);
  if (!bySeed) cache.set(seed, (bySeed = new Map<CountryKey, LocaleWords>()));
  const cached = bySeed.get(key);
  if (cached) return cached;
  const { faker } = COUNTRIES[key];
  const local = LOCAL_NAMES[key] ?? {};
  faker.seed(mixSeed(seed, hashString(key)));
  const lastNames = local.surnames ?? distinct(POOL_SIZE, () => faker.person.lastName());
  const types = local.streetTypes;
  const streets =
    local.streets ??
    distinct(POOL_SIZE, () =>
      types
        ? `${faker.helpers.arrayElement(types)} ${faker.person.lastName()}`
        : faker.location.street(),
    );
  const words = {
    lastNames,
    streets,
    streetLine: streetLineOf(faker, streets, local.streetPattern),
  };
  bySeed.set(key, words);
  return words;
}
