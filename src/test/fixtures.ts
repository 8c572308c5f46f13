import type { Channel } from '@/api/schemas';

/** Test API base: MSW answers here. */
export const TEST_API = 'http://api.test/api';

const ts = (day: number) => `2024-03-${String(day).padStart(2, '0')}T10:20:30.123456Z`;

/**
 * A channel shaped exactly as the spec's tables describe it (every field present, nested
 * company, location and social), with the spec's sample values.
 */
export function makeChannel(id: number, overrides: Partial<Channel> = {}): Channel {
  const name = overrides.name ?? `Company ${id}`;
  const slug = overrides.slug ?? `company-${id}`;
  const logo =
    overrides.logo === undefined ? `https://cdn.example.com/logos/${slug}.png` : overrides.logo;
  const day = (id % 27) + 1;
  return {
    id,
    company: {
      id: 1000 + id,
      location: {
        id: 2000 + id,
        country: 'Ireland',
        address: `${id} Grafton Street`,
        country_short: 'IE',
        post_code: null,
        state: null,
        city: 'Dublin',
        latitude: null,
        longitude: null,
      },
      colour: null,
      social: {
        id: 3000 + id,
        website: `https://${slug}.example.com`,
        social_a: `https://www.linkedin.com/company/${slug}`,
        social_b: null,
        social_c: null,
        social_d: null,
        social_e: null,
        updated_at: ts(day),
        created_at: ts(day),
      },
      cards: [],
      image_logo: logo,
      image_card: null,
      image_banner: null,
      image_nav_logo: null,
      slug,
      vpo_id: 0,
      name,
      size: null,
      hiring: null,
      description: null,
      status: 'active',
      source: 'jobs-feed',
      featured: false,
      popular: false,
      redirect: true,
      sponsored: true,
      customer: false,
      branding_channel: false,
      campaign: false,
      views: 120 + id,
      impressions: 4000 + id,
      talent_pool_no: 3,
      new_applications: 1,
      new_messages: 0,
      live_jobs: id % 5,
      draft_jobs: 1,
      order: null,
      uuid: null,
      url: null,
      career_url: null,
      last_seen: ts(day),
      updated_at: ts(day),
      created_at: ts(day),
    },
    logo,
    card: null,
    banner: null,
    live_jobs_no: null,
    slug,
    name,
    caption: null,
    description: null,
    active: true,
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
    updated_at: ts(day),
    created_at: ts(day),
    companies: [],
    ...overrides,
  };
}

/** Channels with descending ids, as the server orders them. */
export function makeChannels(count: number, firstId = count): Channel[] {
  return Array.from({ length: count }, (_, index) => makeChannel(firstId - index));
}
