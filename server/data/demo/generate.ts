/**
 * The deterministic demo dataset. Record N is drawn from its own PRNG streams (seed mixed with
 * N), so a record does not depend on the ones before it; only names (see naming.ts) and slugs
 * depend on others, as in a real database where the first "Acme" gets `acme` and later ones
 * `acme-1`, `acme-2`. Cities are real, names, streets and postcodes those of their country.
 */
import type { Channel } from '../../../src/api/schemas.ts';
import { between, chance, mixSeed, mulberry32, pick, type Rng } from '../prng.ts';
import {
  blankChannel,
  COMPANY_ID_OFFSET,
  LOCATION_ID_OFFSET,
  logoPath,
  SOCIAL_ID_OFFSET,
} from '../record.ts';
import { slugify, suffixedSlug } from '../slug.ts';
import { formatMicros, MICROS_PER_DAY } from '../time.ts';
import { placeIn, type Place } from './addresses.ts';
import type { City } from './cities.ts';
import { brandOf, handlesOf } from './company-names.ts';
import { COUNTRIES } from './countries.ts';
import { cityFor, nameFor } from './naming.ts';
import { SHOWCASE } from './showcase.ts';
import { SOURCES } from './sources.ts';

export { nameFor };

export const DEFAULT_SEED = 20240501;

/** Generated records are spread over this window, oldest id first; POSTs come later. */
const START = Date.UTC(2019, 0, 1) * 1000;
const END = Date.UTC(2025, 5, 30, 17, 0, 0) * 1000;

const FEED_REDIRECTS = [0, 0, 0, 1, 2];

/** Mostly small numbers with a long tail, like real view counts. */
function skewed(rng: Rng, max: number): number {
  return Math.floor(rng() ** 3 * max);
}

type Links = Record<'website' | `social_${'a' | 'b' | 'c' | 'd' | 'e'}`, string | null>;

/** A website and profiles called after the company's brand, on its country's domain. */
function linksOf(name: string, city: City): Links {
  const { slug, compact } = handlesOf(brandOf(name, city.country));
  return {
    website: `https://www.${slug}.${COUNTRIES[city.country].tld}/`,
    social_a: `https://www.linkedin.com/company/${slug}/`,
    social_b: `https://www.instagram.com/${compact.slice(0, 30)}/`,
    social_c: `https://www.facebook.com/${compact}`,
    social_d: `https://x.com/${compact.slice(0, 15)}`,
    social_e: `https://github.com/${slug.slice(0, 39)}`,
  };
}

const NO_LINKS: Links = {
  website: null,
  social_a: null,
  social_b: null,
  social_c: null,
  social_d: null,
  social_e: null,
};

/** 70% have no link at all, 8% every one, the rest a website and some profiles. */
function socialsFor(rng: Rng, all: boolean, name: string, city: City): Links {
  const roll = rng();
  if (all || roll < 0.08) return linksOf(name, city);
  if (roll >= 0.3) return NO_LINKS;
  const links = linksOf(name, city);
  const some = (key: keyof Links) => (chance(rng, 0.4) ? links[key] : null);
  return {
    website: links.website,
    social_a: some('social_a'),
    social_b: some('social_b'),
    social_c: some('social_c'),
    social_d: some('social_d'),
    social_e: some('social_e'),
  };
}

/** What varies between generated channels; every other field keeps its blank value. */
interface Generated {
  id: number;
  slug: string;
  name: string;
  city: City;
  place: Place;
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

function generated(seed: number, count: number, id: number, slug: string, name: string): Generated {
  const rng = mulberry32(mixSeed(seed, id));
  const showcase = SHOWCASE[count - id];
  const city = cityFor(seed, count, id);
  const place = placeIn(rng, seed, city);

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
    place,
    links: socialsFor(rng, showcase?.allSocials ?? false, name, city),
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
      feed_redirect: pick(rng, FEED_REDIRECTS),
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
        ...g.place,
        id: g.id + LOCATION_ID_OFFSET,
        country: COUNTRIES[g.city.country].name,
        country_short: COUNTRIES[g.city.country].code,
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

const json = JSON.stringify;

/** `,"key":value` for each entry that is not blank (false, 0, null), in order. */
function nonBlankMembers(values: Record<string, boolean | number | string | null>): string {
  let out = '';
  for (const key in values) {
    const value = values[key];
    if (value === true) out += `,"${key}":true`;
    else if (typeof value === 'number' && value !== 0) out += `,"${key}":${value}`;
    else if (typeof value === 'string') out += `,"${key}":${json(value)}`;
  }
  return out;
}

/**
 * The stored form (record.ts) written directly as JSON text, without a full channel, a diff
 * and a stringify: bulk generation spends most of its time here. A test checks it decodes to
 * exactly `assemble`.
 */
function storedText(g: Generated): string {
  const { name: country, code } = COUNTRIES[g.city.country];
  const { address, post_code, state, latitude, longitude } = g.place;
  const location =
    `{"country":${json(country)},"country_short":"${code}","city":${json(g.city.city)}` +
    `,"address":${json(address)},"post_code":${json(post_code)}` +
    `${state === null ? '' : `,"state":${json(state)}`},"latitude":${latitude},"longitude":${longitude}}`;
  const social = nonBlankMembers(g.links);
  const company =
    `{"location":${location},"slug":${json(g.slug)},"name":${json(g.name)}` +
    `,"source":${json(g.source)},"last_seen":"${g.lastSeen}","created_at":"${g.companyCreated}"` +
    `${social === '' ? '' : `,"social":{${social.slice(1)}}`}` +
    `${g.logo === null ? '' : `,"image_logo":${json(g.logo)}`}${nonBlankMembers(g.company)}}`;
  return `{"id":${g.id},"company":${company}${nonBlankMembers(g.channel)},"updated_at":"${g.updated}","created_at":"${g.created}"}`;
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
function* slugged(seed: number, count: number): Generator<[number, string, string]> {
  // Generated names contain no digits, so "base-N" can never collide with another base.
  const nextSuffix = new Map<string, number>();
  for (let id = 1; id <= count; id++) {
    const name = nameFor(seed, count, id);
    const base = slugify(name);
    const n = nextSuffix.get(base) ?? 0;
    nextSuffix.set(base, n + 1);
    yield [id, suffixedSlug(base, n), name];
  }
}

/** Every channel of the dataset, oldest (id 1) first. */
export function* generateChannels(seed: number, count: number): Generator<Channel> {
  for (const [id, slug, name] of slugged(seed, count)) {
    yield assemble(generated(seed, count, id, slug, name));
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
  for (const [id, slug, name] of slugged(seed, count)) {
    yield { id, slug, data: storedText(generated(seed, count, id, slug, name)) };
  }
}
