/**
 * The stored form of a channel. Records are kept as JSON text, but only the values that differ
 * from a blank channel are written: most fields are null, false or 0, and leaving them out keeps
 * a million-row database at a fraction of the size (and faster to read). Reading merges the
 * stored diff back over the blank channel, which also restores the spec's key order.
 */
import type { Channel } from '../src/api/schemas.ts';

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

function merge(blank: unknown, stored: unknown): unknown {
  if (stored === undefined) return structuredCloneShallow(blank);
  if (isJsonObject(blank) && isJsonObject(stored)) {
    const out: JsonObject = {};
    for (const key of Object.keys(blank)) out[key] = merge(blank[key], stored[key]);
    return out;
  }
  return stored;
}

/** Blank values are null, scalars, [] or objects; only [] needs a fresh copy per record. */
function structuredCloneShallow(value: unknown): unknown {
  return Array.isArray(value) ? [] : value;
}

/** The JSON text stored for a channel. */
export function encodeRecord(channel: Channel): string {
  return JSON.stringify(diff(BLANK, channel) ?? {});
}

/** The full channel object for stored JSON text, keys in the spec's order. */
export function decodeRecord(text: string): JsonObject {
  const stored: unknown = JSON.parse(text);
  const merged = merge(BLANK, stored);
  if (!isJsonObject(merged)) throw new Error('stored channel is not an object');
  return merged;
}

/** Where generated logos live; stored without an origin so any host name can serve them. */
export const LOGO_PREFIX = '/media/logos/';

export function logoPath(slug: string): string {
  return `${LOGO_PREFIX}${slug}.svg`;
}

/** Makes stored origin-relative logo paths absolute for the origin that asked. */
export function withOrigin(record: JsonObject, origin: string): JsonObject {
  const absolute = (value: unknown): unknown =>
    typeof value === 'string' && value.startsWith('/') ? `${origin}${value}` : value;
  const company = record.company;
  return {
    ...record,
    company: isJsonObject(company)
      ? { ...company, image_logo: absolute(company.image_logo) }
      : company,
    logo: absolute(record.logo),
  };
}
