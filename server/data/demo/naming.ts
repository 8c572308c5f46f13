/**
 * Which city and which company name each demo channel has. Record N draws them from its own
 * streams, so a record does not depend on the others, with two exceptions that make the data
 * read as real: about 5% of the older channels are another branch of a company shortly before
 * them (its name, a city of its country: what gives slugs their -1, -2, -3), and the newest
 * 200 never repeat a name among themselves (a first page of look-alikes reads as generated).
 */
import { between, chance, mixSeed, mulberry32, pick } from '../prng.ts';
import { CITIES, type City } from './cities.ts';
import { companyName } from './company-names.ts';
import { SHOWCASE, type Showcase } from './showcase.ts';

/** The newest channels whose names are all different. */
export const DISTINCT_NEWEST = 200;

const NAME_SALT = 0x51ed270b;
const CITY_SALT = 0x2545f491;
const BRANCH_SALT = 0x7f4a7c15;

function showcaseFor(count: number, id: number): Showcase | undefined {
  return SHOWCASE[count - id];
}

function cityNamed(name: string): City {
  const city = CITIES.find((c) => c.city === name);
  if (!city) throw new Error(`unknown showcase city ${name}`);
  return city;
}

const citiesOf = new Map<string, City[]>();
for (const city of CITIES)
  citiesOf.set(city.country, [...(citiesOf.get(city.country) ?? []), city]);

/** The company record `id` is a branch of (an older id), if it is one. */
function branchOf(seed: number, count: number, id: number): number | undefined {
  if (id > count - DISTINCT_NEWEST) return undefined;
  let target = id;
  for (let depth = 0; depth < 4; depth++) {
    const rng = mulberry32(mixSeed(seed ^ BRANCH_SALT, target));
    if (target <= 12 || !chance(rng, 0.05)) break;
    target -= between(rng, 1, 12);
  }
  return target === id ? undefined : target;
}

export function cityFor(seed: number, count: number, id: number): City {
  const showcase = showcaseFor(count, id);
  if (showcase) return cityNamed(showcase.city);
  const rng = mulberry32(mixSeed(seed ^ CITY_SALT, id));
  const branch = branchOf(seed, count, id);
  if (branch === undefined) return pick(rng, CITIES);
  // A branch is in a city of the company's own country.
  return pick(rng, citiesOf.get(cityFor(seed, count, branch).country) ?? CITIES);
}

/** A name drawn for record `id`; another `attempt` draws another one. */
function drawnName(seed: number, count: number, id: number, attempt = 0): string {
  const rng = mulberry32(mixSeed(seed ^ NAME_SALT ^ Math.imul(attempt, 0x9e3779b9), id));
  return companyName(rng, seed, cityFor(seed, count, id).country);
}

/** Names of the newest channels, newest first, none repeated (computed once per dataset). */
let newest: { seed: number; count: number; names: Map<number, string> } | undefined;

function newestNames(seed: number, count: number): Map<number, string> {
  if (newest?.seed === seed && newest.count === count) return newest.names;
  const names = new Map<number, string>();
  const used = new Set<string>();
  for (let id = count; id > Math.max(0, count - DISTINCT_NEWEST); id--) {
    let name = showcaseFor(count, id)?.name;
    for (let attempt = 0; name === undefined || used.has(name); attempt++) {
      name = drawnName(seed, count, id, attempt);
    }
    used.add(name);
    names.set(id, name);
  }
  newest = { seed, count, names };
  return names;
}

/** The company name of record `id` of a dataset of `count`. */
export function nameFor(seed: number, count: number, id: number): string {
  const fixed = newestNames(seed, count).get(id);
  if (fixed !== undefined) return fixed;
  return drawnName(seed, count, branchOf(seed, count, id) ?? id);
}
