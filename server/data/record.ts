/**
 * The stored form of a channel. Records are kept as JSON text, but only what cannot be known
 * otherwise is written: values equal to a blank channel's (most fields are null, false or 0) and
 * values derived from other fields (the channel's mirrors of its company, ids, shared
 * timestamps) are left out. That keeps a million-row database at about half the size, and
 * faster to write and read. Reading merges the stored values over a blank channel (which also
 * restores the spec's key order) and then fills in the derived ones.
 */
import type { Channel } from '../../src/api/schemas.ts';

/** Company, location and social ids are their own sequences, offset from the channel id. */
export const COMPANY_ID_OFFSET = 10_000;
export const LOCATION_ID_OFFSET = 20_000;
export const SOCIAL_ID_OFFSET = 30_000;

/** The epoch, written as our timestamps are: a valid placeholder for the blank record. */
const EPOCH = '1970-01-01T00:00:00.000000Z';

/** A channel with every field at its blank value: null, false, 0, '' or []. */
export function blankChannel(): Channel {
  return {
    id: 0,
    company: {
      id: 0,
      location: {
        id: 0,
        country: '',
        address: '',
        country_short: '',
        post_code: null,
        state: null,
        city: '',
        latitude: null,
        longitude: null,
      },
      colour: null,
      social: {
        id: 0,
        website: null,
        social_a: null,
        social_b: null,
        social_c: null,
        social_d: null,
        social_e: null,
        updated_at: EPOCH,
        created_at: EPOCH,
      },
      cards: [],
      image_logo: null,
      image_card: null,
      image_banner: null,
      image_nav_logo: null,
      slug: '',
      vpo_id: 0,
      name: '',
      size: null,
      hiring: null,
      description: null,
      status: 'active',
      source: '',
      featured: false,
      popular: false,
      redirect: false,
      sponsored: false,
      customer: false,
      branding_channel: false,
      campaign: false,
      views: 0,
      impressions: 0,
      talent_pool_no: 0,
      new_applications: 0,
      new_messages: 0,
      live_jobs: 0,
      draft_jobs: 0,
      order: null,
      uuid: null,
      url: null,
      career_url: null,
      last_seen: EPOCH,
      updated_at: EPOCH,
      created_at: EPOCH,
    },
    logo: null,
    card: null,
    banner: null,
    live_jobs_no: null,
    slug: '',
    name: '',
    caption: null,
    description: null,
    active: false,
    domain: null,
    default_search_term: null,
    default_location: null,
    feed_export: false,
    feed_redirect: 0,
    board_api: false,
    featured: false,
    partner: false,
    popular: false,
    trending: false,
    reporting: false,
    type: 'company',
    order: null,
    colour: null,
    pubnum: null,
    category: null,
    card_line_1: null,
    card_line_2: null,
    card_line_3: null,
    updated_at: EPOCH,
    created_at: EPOCH,
    companies: [],
  };
}

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const BLANK: JsonObject = blankChannel();

function child(record: JsonObject, key: string): JsonObject {
  const value = record[key];
  return isJsonObject(value) ? value : {};
}

interface Derived {
  path: readonly [string, ...string[]];
  /** The value the field has unless stored otherwise, from the other fields of the record. */
  from: (record: JsonObject) => unknown;
}

const company = (r: JsonObject) => child(r, 'company');
const location = (r: JsonObject) => child(company(r), 'location');
const offsetId = (offset: number) => (r: JsonObject) =>
  typeof r.id === 'number' ? r.id + offset : undefined;

/** In dependency order: a derivation may read fields restored before it. */
const DERIVED: readonly Derived[] = [
  { path: ['slug'], from: (r) => company(r).slug },
  { path: ['name'], from: (r) => company(r).name },
  { path: ['logo'], from: (r) => company(r).image_logo },
  { path: ['company', 'id'], from: offsetId(COMPANY_ID_OFFSET) },
  { path: ['company', 'location', 'id'], from: offsetId(LOCATION_ID_OFFSET) },
  { path: ['company', 'social', 'id'], from: offsetId(SOCIAL_ID_OFFSET) },
  {
    path: ['company', 'location', 'address'],
    from: (r) => `${String(location(r).city)}, ${String(location(r).country)}`,
  },
  { path: ['company', 'updated_at'], from: (r) => r.updated_at },
  { path: ['company', 'social', 'updated_at'], from: (r) => company(r).updated_at },
  { path: ['company', 'social', 'created_at'], from: (r) => company(r).created_at },
];

function getPath(record: JsonObject, path: readonly string[]): unknown {
  let value: unknown = record;
  for (const key of path) {
    if (!isJsonObject(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

function hasPath(record: JsonObject, path: readonly string[]): boolean {
  let value: unknown = record;
  for (const key of path) {
    if (!isJsonObject(value) || !Object.hasOwn(value, key)) return false;
    value = value[key];
  }
  return true;
}

function setPath(record: JsonObject, path: readonly string[], value: unknown): void {
  let target = record;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] ?? '';
    const next = target[key];
    if (isJsonObject(next)) {
      target = next;
    } else {
      const made: JsonObject = {};
      target[key] = made;
      target = made;
    }
  }
  target[path[path.length - 1] ?? ''] = value;
}

function deletePath(record: JsonObject, path: readonly string[]): void {
  const parent = getPath(record, path.slice(0, -1));
  if (isJsonObject(parent)) delete parent[path[path.length - 1] ?? ''];
}

/** The keys of `value` that differ from `blank`, recursively; undefined when nothing differs. */
function diff(blank: unknown, value: unknown): unknown {
  if (isJsonObject(blank) && isJsonObject(value)) {
    const out: JsonObject = {};
    let any = false;
    for (const key of Object.keys(value)) {
      const d = diff(blank[key], value[key]);
      if (d !== undefined) {
        out[key] = d;
        any = true;
      }
    }
    return any ? out : undefined;
  }
  if (Array.isArray(value) && Array.isArray(blank) && value.length === 0 && blank.length === 0) {
    return undefined;
  }
  return value === blank ? undefined : value;
}

/**
 * The blank channel's keys and values, level by level, computed once: every page decodes 20
 * records, and walking the blank object afresh each time (Object.keys per level) was the
 * larger part of decoding.
 */
interface Shape {
  keys: string[];
  blanks: unknown[];
  /** The shape of each key whose blank value is an object. */
  children: (Shape | undefined)[];
}

function shapeOf(blank: JsonObject): Shape {
  const keys = Object.keys(blank);
  const blanks = keys.map((key) => blank[key]);
  const children = blanks.map((value) => (isJsonObject(value) ? shapeOf(value) : undefined));
  return { keys, blanks, children };
}

const BLANK_SHAPE = shapeOf(BLANK);

/**
 * The blank object with the stored values over it, in the blank's key order. A stored object
 * under an object key is merged in turn; any other stored value replaces the blank one. Blank
 * objects and [] are copied, never shared.
 */
function merge(shape: Shape, stored: JsonObject | undefined): JsonObject {
  const out: JsonObject = {};
  const { keys, blanks, children } = shape;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] ?? '';
    const value = stored === undefined ? undefined : stored[key];
    const child = children[i];
    if (child !== undefined && (value === undefined || isJsonObject(value))) {
      out[key] = merge(child, value);
    } else if (value !== undefined) {
      out[key] = value;
    } else {
      const blank = blanks[i];
      out[key] = Array.isArray(blank) ? [] : blank;
    }
  }
  return out;
}

/** The stored form of a channel, as an object (see storedText for the text). */
export function storedForm(channel: Channel): JsonObject {
  const full: JsonObject = channel;
  const stored = diff(BLANK, full);
  const out = isJsonObject(stored) ? stored : {};
  for (const { path, from } of DERIVED) {
    const value = getPath(full, path);
    // Left out when derivable; written (even when blank) when it is not.
    if (value === from(full)) deletePath(out, path);
    else setPath(out, path, value);
  }
  return out;
}

/** The JSON text stored for a channel. */
export function encodeRecord(channel: Channel): string {
  return JSON.stringify(storedForm(channel));
}

/** The full channel object for stored JSON text, keys in the spec's order. */
export function decodeRecord(text: string): JsonObject {
  const stored: unknown = JSON.parse(text);
  if (!isJsonObject(stored)) throw new Error('stored channel is not an object');
  const merged = merge(BLANK_SHAPE, stored);
  for (const { path, from } of DERIVED) {
    if (!hasPath(stored, path)) setPath(merged, path, from(merged));
  }
  return merged;
}

/** Where generated logos live; stored without an origin so any host name can serve them. */
export const LOGO_PREFIX = '/media/logos/';

export function logoPath(slug: string): string {
  return `${LOGO_PREFIX}${slug}.svg`;
}

/** Makes stored origin-relative logo paths absolute for the origin that asked (in place). */
export function withOrigin(record: JsonObject, origin: string): JsonObject {
  // In place: every record read from the store is a fresh object (decodeRecord copies), and
  // copying two objects of 30-40 keys per record is a measurable share of a page.
  const absolute = (value: unknown): unknown =>
    typeof value === 'string' && value.startsWith('/') ? `${origin}${value}` : value;
  const company = record.company;
  if (isJsonObject(company)) company.image_logo = absolute(company.image_logo);
  record.logo = absolute(record.logo);
  return record;
}
