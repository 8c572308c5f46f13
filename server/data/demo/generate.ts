/**
 * The deterministic demo dataset. Record N is drawn from its own PRNG stream (seed mixed with N),
 * so a record does not depend on the ones before it; only slugs depend on order, as in a real
 * database where the first "Acme" gets `acme` and later ones `acme-1`, `acme-2`.
 */
import type { Channel } from '../../../src/api/schemas.ts';
import { between, chance, mixSeed, mulberry32, pick, type Rng } from '../prng.ts';
import {
  blankChannel,
  COMPANY_ID_OFFSET,
  LOCATION_ID_OFFSET,
  logoPath,
  SOCIAL_ID_OFFSET,
  type JsonObject,
} from '../record.ts';
import { slugify, suffixedSlug } from '../slug.ts';
import { formatMicros, MICROS_PER_DAY } from '../time.ts';
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

type Links = ReturnType<typeof socialsFor>;

/** What varies between generated channels; every other field keeps its blank value. */
interface Generated {
  id: number;
  slug: string;
  name: string;
  city: City;
  links: Links;
  logo: string | null;
  source: string;
  company: {
    featured: boolean;
    popular: boolean;
    redirect: boolean;
    sponsored: boolean;
    customer: boolean;
    branding_channel: boolean;
    campaign: boolean;
    views: number;
    impressions: number;
    talent_pool_no: number;
    new_applications: number;
    new_messages: number;
    live_jobs: number;
    draft_jobs: number;
  };
  channel: {
    active: boolean;
    feed_export: boolean;
    feed_redirect: number;
    board_api: boolean;
    featured: boolean;
    partner: boolean;
    popular: boolean;
    trending: boolean;
    reporting: boolean;
  };
  created: string;
  updated: string;
  lastSeen: string;
  companyCreated: string;
}

function generated(
  seed: number,
  count: number,
  id: number,
  slug: string,
  name: string,
  slugBase = slugify(name),
): Generated {
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
  const views = skewed(rng, 60_000);
  const liveJobs = showcase?.liveJobs ?? (chance(rng, 0.15) ? 0 : 1 + skewed(rng, 400));
  const featured = chance(rng, 0.1);
  const popular = chance(rng, 0.15);
  return {
    id,
    slug,
    name,
    city,
    links: socialsFor(rng, showcase?.allSocials ?? false, slugBase, city),
    logo: hasLogo ? logoPath(slug) : null,
    source: pick(rng, SOURCES),
    company: {
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
    },
    channel: {
      active: chance(rng, 0.97),
      feed_export: chance(rng, 0.6),
      feed_redirect: pick(rng, [0, 0, 0, 1, 2]),
      board_api: chance(rng, 0.3),
      featured,
      partner: chance(rng, 0.1),
      popular,
      trending: chance(rng, 0.08),
      reporting: chance(rng, 0.5),
    },
    created: formatMicros(created),
    updated: formatMicros(updated),
    lastSeen: formatMicros(lastSeen),
    companyCreated: formatMicros(companyCreated),
  };
}

/** The full channel. */
function assemble(g: Generated): Channel {
  const blank = blankChannel();
  return {
    ...blank,
    ...g.channel,
    id: g.id,
    company: {
      ...blank.company,
      ...g.company,
      id: g.id + COMPANY_ID_OFFSET,
      location: {
        ...blank.company.location,
        id: g.id + LOCATION_ID_OFFSET,
        country: g.city.country,
        address: `${g.city.city}, ${g.city.country}`,
        country_short: g.city.country_short,
        city: g.city.city,
      },
      social: {
        id: g.id + SOCIAL_ID_OFFSET,
        ...g.links,
        updated_at: g.updated,
        created_at: g.companyCreated,
      },
      image_logo: g.logo,
      slug: g.slug,
      name: g.name,
      source: g.source,
      last_seen: g.lastSeen,
      updated_at: g.updated,
      created_at: g.companyCreated,
    },
    logo: g.logo,
    slug: g.slug,
    name: g.name,
    updated_at: g.updated,
    created_at: g.created,
  };
}

/** Copies the entries that are not blank (false, 0, null) into `target`. */
function copyNonBlank(target: JsonObject, values: Record<string, unknown>): JsonObject {
  for (const key in values) {
    const value = values[key];
    if (value !== false && value !== 0 && value !== null) target[key] = value;
  }
  return target;
}

/**
 * The stored form (record.ts) built directly, without a full channel and a diff: bulk
 * generation spends most of its time here. A test checks it decodes to exactly `assemble`.
 */
function compactRecord(g: Generated): JsonObject {
  const { city, country, country_short } = g.city;
  const company = copyNonBlank({}, g.company);
  company.location = { country, country_short, city };
  company.slug = g.slug;
  company.name = g.name;
  company.source = g.source;
  company.last_seen = g.lastSeen;
  company.created_at = g.companyCreated;
  const social = copyNonBlank({}, g.links);
  if (Object.keys(social).length > 0) company.social = social;
  if (g.logo !== null) company.image_logo = g.logo;
  const record = copyNonBlank({ id: g.id, company }, g.channel);
  record.updated_at = g.updated;
  record.created_at = g.created;
  return record;
}

/** Builds channel `id` of a dataset of `count`, given the unique slug it was assigned. */
export function channelFor(
  seed: number,
  count: number,
  id: number,
  slug: string,
  name = nameFor(seed, count, id),
): Channel {
  return assemble(generated(seed, count, id, slug, name));
}

/** Slugs in id order: the first "Acme" gets `acme`, later ones `acme-1`, `acme-2`, ... */
function* slugged(seed: number, count: number): Generator<[number, string, string, string]> {
  // Generated names contain no digits, so "base-N" can never collide with another base.
  const nextSuffix = new Map<string, number>();
  for (let id = 1; id <= count; id++) {
    const name = nameFor(seed, count, id);
    const base = slugify(name);
    const n = nextSuffix.get(base) ?? 0;
    nextSuffix.set(base, n + 1);
    yield [id, suffixedSlug(base, n), name, base];
  }
}

/** Every channel of the dataset, oldest (id 1) first. */
export function* generateChannels(seed: number, count: number): Generator<Channel> {
  for (const [id, slug, name, base] of slugged(seed, count)) {
    yield assemble(generated(seed, count, id, slug, name, base));
  }
}

export interface GeneratedRow {
  id: number;
  slug: string;
  /** The stored JSON text (record.ts). */
  data: string;
}

/** The same dataset as generateChannels, straight in its stored form. */
export function* generateStoredRows(seed: number, count: number): Generator<GeneratedRow> {
  for (const [id, slug, name, base] of slugged(seed, count)) {
    const record = compactRecord(generated(seed, count, id, slug, name, base));
    yield { id, slug, data: JSON.stringify(record) };
  }
}
