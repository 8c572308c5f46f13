/**
 * Wire schemas for the channels API (docs/api.md), the single source of the
 * API's types. Both the app and the reference server import this file.
 *
 * Rules a real client needs:
 * - Fields the spec only ever shows as null have an unknown type: a server may fill them, so they
 *   accept any JSON value (`z.unknown()`), and the UI renders them as text only.
 * - Unknown extra fields are tolerated (zod's default object mode strips them), never a failure.
 * - Timestamps are ISO 8601 UTC with a trailing Z, kept as strings; formatting is the UI's job.
 *   The spec shows microseconds; Django drops the fraction when it is zero, so it is optional.
 *
 * Written with zod/mini, zod's tree-shakable form (functions instead of methods, no built-in
 * error messages: see `formatIssues`): the same parser at a third of the bytes the app ships.
 */
import * as z from 'zod/mini';

/** ISO 8601 UTC timestamp such as 2024-05-01T10:20:30.123456Z. */
export const Timestamp = z.iso.datetime({ offset: false, local: false });

/** A field the spec shows only as null: its type is unknown. */
const unknownField = z.unknown();

const Id = z.int();
const Counter = z.int();

export const AbsoluteUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });

export const Location = z.object({
  id: Id,
  country: z.string(),
  address: z.string(),
  country_short: z.string(),
  post_code: unknownField,
  state: unknownField,
  city: z.string(),
  latitude: unknownField,
  longitude: unknownField,
});

export const Social = z.object({
  id: Id,
  website: z.nullable(z.string()),
  /** Professional network (LinkedIn). */
  social_a: z.nullable(z.string()),
  /** Photo-sharing network (Instagram). */
  social_b: z.nullable(z.string()),
  /** General social network (Facebook). */
  social_c: z.nullable(z.string()),
  /** Short-message network (X / Twitter). */
  social_d: z.nullable(z.string()),
  /** Code-hosting site (GitHub). */
  social_e: z.nullable(z.string()),
  updated_at: Timestamp,
  created_at: Timestamp,
});

export const Company = z.object({
  id: Id,
  location: Location,
  colour: unknownField,
  social: Social,
  cards: z.array(z.unknown()),
  image_logo: z.nullable(z.string()),
  image_card: unknownField,
  image_banner: unknownField,
  image_nav_logo: unknownField,
  slug: z.string(),
  vpo_id: z.int(),
  name: z.string(),
  size: unknownField,
  hiring: unknownField,
  description: unknownField,
  status: z.string(),
  source: z.string(),
  featured: z.boolean(),
  popular: z.boolean(),
  redirect: z.boolean(),
  sponsored: z.boolean(),
  customer: z.boolean(),
  branding_channel: z.boolean(),
  campaign: z.boolean(),
  views: Counter,
  impressions: Counter,
  talent_pool_no: Counter,
  new_applications: Counter,
  new_messages: Counter,
  live_jobs: Counter,
  draft_jobs: Counter,
  order: unknownField,
  uuid: unknownField,
  url: unknownField,
  career_url: unknownField,
  last_seen: Timestamp,
  updated_at: Timestamp,
  created_at: Timestamp,
});

export const Channel = z.object({
  id: Id,
  company: Company,
  logo: z.nullable(z.string()),
  card: unknownField,
  banner: unknownField,
  live_jobs_no: unknownField,
  slug: z.string(),
  name: z.string(),
  caption: unknownField,
  description: unknownField,
  active: z.boolean(),
  domain: unknownField,
  default_search_term: unknownField,
  default_location: unknownField,
  feed_export: z.boolean(),
  feed_redirect: z.int(),
  board_api: z.boolean(),
  featured: z.boolean(),
  partner: z.boolean(),
  popular: z.boolean(),
  trending: z.boolean(),
  reporting: z.boolean(),
  type: z.string(),
  order: unknownField,
  colour: unknownField,
  pubnum: unknownField,
  category: unknownField,
  card_line_1: unknownField,
  card_line_2: unknownField,
  card_line_3: unknownField,
  updated_at: Timestamp,
  created_at: Timestamp,
  companies: z.array(z.unknown()),
});

/**
 * The page envelope. `results` is checked only as an array here: records are validated one by
 * one (see `parseChannelsPage`) so that one bad record does not cost the whole page.
 */
export const PageEnvelope = z.object({
  next: z.nullable(AbsoluteUrl),
  previous: z.nullable(AbsoluteUrl),
  results: z.array(z.unknown()),
});

/** A fully valid page, as the reference server produces it. */
export const Page = z.extend(PageEnvelope, { results: z.array(Channel) });

export type Location = z.infer<typeof Location>;
export type Social = z.infer<typeof Social>;
export type Company = z.infer<typeof Company>;
export type Channel = z.infer<typeof Channel>;
export type Page = z.infer<typeof Page>;
