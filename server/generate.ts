/**
 * The deterministic demo dataset. Record N is drawn from its own PRNG stream (seed mixed with N),
 * so a record does not depend on the ones before it; only slugs depend on order, as in a real
 * database where the first "Acme" gets `acme` and later ones `acme-1`, `acme-2`.
 */
import type { Channel } from '../src/api/schemas.ts';
import { between, chance, mixSeed, mulberry32, pick, type Rng } from './prng.ts';
import { blankChannel, logoPath } from './record.ts';
import { slugify, suffixedSlug } from './slug.ts';
import { formatMicros, MICROS_PER_DAY } from './time.ts';
import {
  ADJECTIVES,
  CITIES,
  CURATED_NAMES,
  INDUSTRIES,
  NOUNS,
  SOURCES,
  SURNAMES,
  type City,
} from './words.ts';

export const DEFAULT_SEED = 20240501;

/** Generated records are spread over this window, oldest id first; POSTs come later. */
const START = Date.UTC(2019, 0, 1) * 1000;
const END = Date.UTC(2025, 5, 30, 17, 0, 0) * 1000;

/** Company, location and social ids are separate sequences in the real API. */
export const COMPANY_ID_OFFSET = 10_000;
export const LOCATION_ID_OFFSET = 20_000;
export const SOCIAL_ID_OFFSET = 30_000;

const NAME_SALT = 0x51ed270b;
const CITY_SALT = 0x2545f491;

/**
 * The newest records are fixed so the first page of a demo shows the interesting cases at once:
 * accented names and cities, a duplicate name with suffixed slugs, missing logos, every social
 * link, no live jobs. Index 0 is the newest channel.
 */
interface Showcase {
  name: string;
  city: string;
  logo?: boolean;
  allSocials?: boolean;
  liveJobs?: number;
}
const SHOWCASE: readonly Showcase[] = [
  { name: 'Ó Súilleabháin & Co', city: 'Dublin', allSocials: true },
  { name: 'Zürcher Präzisionstechnik', city: 'Zürich', liveJobs: 0 },
  { name: 'Northwind Traders', city: 'Köln', logo: false },
  { name: 'São Jorge Engenharia', city: 'São Paulo' },
  { name: 'Northwind Traders', city: 'Kraków' },
  { name: 'Málaga Sol Hospitality', city: 'Málaga', logo: false, liveJobs: 0 },
  { name: 'Northwind Traders', city: 'Manchester', allSocials: true },
  { name: 'Kraków Code House', city: 'Kraków' },
];

function showcaseFor(count: number, id: number): Showcase | undefined {
  return SHOWCASE[count - id];
}

function cityNamed(name: string): City {
  const city = CITIES.find((c) => c.city === name);
  if (!city) throw new Error(`unknown showcase city ${name}`);
  return city;
}

function cityFor(seed: number, count: number, id: number): City {
  const showcase = showcaseFor(count, id);
  if (showcase) return cityNamed(showcase.city);
  return pick(mulberry32(mixSeed(seed ^ CITY_SALT, id)), CITIES);
}

function freshName(rng: Rng, city: City): string {
  const roll = rng();
  const legal = (name: string) =>
    chance(rng, 0.45) ? `${name} ${pick(rng, city.suffixes)}` : name;
  if (roll < 0.08) return pick(rng, CURATED_NAMES);
  if (roll < 0.38) return legal(`${pick(rng, SURNAMES)} ${pick(rng, INDUSTRIES)}`);
  if (roll < 0.63) {
    return `${pick(rng, ADJECTIVES)}${pick(rng, NOUNS).toLowerCase()} ${pick(rng, INDUSTRIES)}`;
  }
  if (roll < 0.78) return `${pick(rng, SURNAMES)} & ${pick(rng, SURNAMES)}`;
  return legal(`${pick(rng, ADJECTIVES)} ${pick(rng, NOUNS)} ${pick(rng, INDUSTRIES)}`);
}

/**
 * The company name of record `id`. About 4% reuse the name of a recent record (branches, or the
 * same name registered twice), which is what gives slugs their -1, -2, -3 suffixes.
 */
export function nameFor(seed: number, count: number, id: number): string {
  let target = id;
  for (let depth = 0; ; depth++) {
    const showcase = showcaseFor(count, target);
    if (showcase) return showcase.name;
    const rng = mulberry32(mixSeed(seed ^ NAME_SALT, target));
    if (depth < 3 && target > 40 && chance(rng, 0.04)) {
      target -= between(rng, 1, 40);
      continue;
    }
    return freshName(rng, cityFor(seed, count, target));
  }
}

/** Mostly small numbers with a long tail, like real view counts. */
function skewed(rng: Rng, max: number): number {
  return Math.floor(rng() ** 3 * max);
}

function socialsFor(rng: Rng, all: boolean, slugBase: string, city: City) {
  const handle = slugBase.replace(/-/g, '');
  const links = {
    website: `https://www.${handle}.${city.tld}/`,
    social_a: `https://www.linkedin.com/company/${slugBase}/`,
    social_b: `https://www.instagram.com/${handle}/`,
    social_c: `https://www.facebook.com/${handle}`,
    social_d: `https://x.com/${handle}`,
    social_e: `https://github.com/${slugBase}`,
  };
  const roll = rng();
  if (all || roll < 0.08) return links;
  const some = (key: keyof typeof links) => (chance(rng, 0.4) ? links[key] : null);
  const noneAtAll = roll >= 0.3;
  return {
    website: noneAtAll ? null : links.website,
    social_a: noneAtAll ? null : some('social_a'),
    social_b: noneAtAll ? null : some('social_b'),
    social_c: noneAtAll ? null : some('social_c'),
    social_d: noneAtAll ? null : some('social_d'),
    social_e: noneAtAll ? null : some('social_e'),
  };
}

/** Builds channel `id` of a dataset of `count`, given the unique slug it was assigned. */
export function channelFor(
  seed: number,
  count: number,
  id: number,
  slug: string,
  name = nameFor(seed, count, id),
): Channel {
  const rng = mulberry32(mixSeed(seed, id));
  const showcase = showcaseFor(count, id);
  const city = cityFor(seed, count, id);

  // One time slot per record, so created_at strictly descends as id descends.
  const slot = (END - START) / Math.max(count, 1);
  const created = Math.floor(START + (id - 1) * slot + slot * (0.05 + 0.9 * rng()));
  const updated = created + Math.floor(rng() * Math.min(180 * MICROS_PER_DAY, END - created));
  const lastSeen = updated + Math.floor(rng() * (END - updated));
  const companyCreated = created - between(rng, 1_000, 3_000_000);

  const hasLogo = showcase ? (showcase.logo ?? true) : chance(rng, 0.8);
  const logo = hasLogo ? logoPath(slug) : null;
  const views = skewed(rng, 60_000);
  const liveJobs = showcase?.liveJobs ?? (chance(rng, 0.15) ? 0 : 1 + skewed(rng, 400));
  const featured = chance(rng, 0.1);
  const popular = chance(rng, 0.15);

  const blank = blankChannel();
  return {
    ...blank,
    id,
    company: {
      ...blank.company,
      id: id + COMPANY_ID_OFFSET,
      location: {
        ...blank.company.location,
        id: id + LOCATION_ID_OFFSET,
        country: city.country,
        address: `${city.city}, ${city.country}`,
        country_short: city.country_short,
        city: city.city,
      },
      social: {
        id: id + SOCIAL_ID_OFFSET,
        ...socialsFor(rng, showcase?.allSocials ?? false, slugify(name), city),
        updated_at: formatMicros(updated),
        created_at: formatMicros(companyCreated),
      },
      image_logo: logo,
      slug,
      name,
      status: 'active',
      source: pick(rng, SOURCES),
      featured,
      popular,
      redirect: chance(rng, 0.85),
      sponsored: chance(rng, 0.8),
      customer: chance(rng, 0.2),
      branding_channel: chance(rng, 0.1),
      campaign: chance(rng, 0.05),
      views,
      impressions: views * between(rng, 3, 20),
      talent_pool_no: skewed(rng, 2_500),
      new_applications: skewed(rng, 60),
      new_messages: skewed(rng, 25),
      live_jobs: liveJobs,
      draft_jobs: skewed(rng, 12),
      last_seen: formatMicros(lastSeen),
      updated_at: formatMicros(updated),
      created_at: formatMicros(companyCreated),
    },
    logo,
    slug,
    name,
    active: chance(rng, 0.97),
    feed_export: chance(rng, 0.6),
    feed_redirect: pick(rng, [0, 0, 0, 1, 2]),
    board_api: chance(rng, 0.3),
    featured,
    partner: chance(rng, 0.1),
    popular,
    trending: chance(rng, 0.08),
    reporting: chance(rng, 0.5),
    updated_at: formatMicros(updated),
    created_at: formatMicros(created),
  };
}

/** Every channel of the dataset, oldest (id 1) first, with unique suffixed slugs. */
export function* generateChannels(seed: number, count: number): Generator<Channel> {
  // Generated names contain no digits, so "base-N" can never collide with another base.
  const nextSuffix = new Map<string, number>();
  for (let id = 1; id <= count; id++) {
    const name = nameFor(seed, count, id);
    const base = slugify(name);
    const n = nextSuffix.get(base) ?? 0;
    nextSuffix.set(base, n + 1);
    yield channelFor(seed, count, id, suffixedSlug(base, n), name);
  }
}
