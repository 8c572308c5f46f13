/** How POST and PATCH bodies become stored channels: ids, timestamps, defaults, mirrors. */
import type { Channel } from '../../src/api/schemas.ts';
import type { ChannelCreate, ChannelPatch } from './input.ts';
import {
  blankChannel,
  COMPANY_ID_OFFSET,
  LOCATION_ID_OFFSET,
  LOGO_PREFIX,
  logoPath,
  SOCIAL_ID_OFFSET,
} from '../data/record.ts';
import { formatMicros, nowMicros, parseMicros } from '../data/time.ts';

/** Source of channels created through the API. */
export const API_SOURCE = 'Manual entry';

/** Now, but never earlier than `after`: created_at must keep descending with id. */
function timestampAfter(after: string | undefined): string {
  const floor = after === undefined ? Number.NEGATIVE_INFINITY : parseMicros(after) + 1;
  return formatMicros(Math.max(nowMicros(), floor));
}

/**
 * A link to one of our own generated logos is stored origin-free, like generated ones, so the
 * record keeps working when the server is reached under another host name.
 */
function storedLogo(logo: string | null, origin: string): string | null {
  if (logo?.startsWith(`${origin}${LOGO_PREFIX}`)) return logo.slice(origin.length);
  return logo;
}

function defaultAddress(city: string, country: string): string {
  return `${city}, ${country}`;
}

export function buildChannel(
  input: ChannelCreate,
  id: number,
  slug: string,
  newest: Channel | undefined,
  origin: string,
): Channel {
  const now = timestampAfter(newest?.created_at);
  const blank = blankChannel();
  const { company, ...channelFields } = input;
  const { location, social, image_logo, ...companyFields } = company;
  const logo = image_logo === undefined ? logoPath(slug) : storedLogo(image_logo, origin);
  return {
    ...blank,
    ...channelFields,
    active: channelFields.active ?? true,
    id,
    slug,
    name: company.name,
    logo,
    created_at: now,
    updated_at: now,
    company: {
      ...blank.company,
      ...companyFields,
      source: companyFields.source ?? API_SOURCE,
      id: id + COMPANY_ID_OFFSET,
      slug,
      name: company.name,
      image_logo: logo,
      location: {
        ...blank.company.location,
        ...location,
        id: id + LOCATION_ID_OFFSET,
        address: location.address || defaultAddress(location.city, location.country),
      },
      social: {
        ...blank.company.social,
        ...social,
        id: id + SOCIAL_ID_OFFSET,
        created_at: now,
        updated_at: now,
      },
      last_seen: now,
      created_at: now,
      updated_at: now,
    },
  };
}

export function applyPatch(current: Channel, patch: ChannelPatch, origin: string): Channel {
  const now = timestampAfter(current.updated_at);
  const { id: _id, company: companyPatch, ...channelFields } = patch;
  let company = current.company;
  if (companyPatch) {
    const {
      location: locationPatch,
      social: socialPatch,
      image_logo,
      ...companyFields
    } = companyPatch;
    const location = { ...company.location, ...locationPatch };
    // An address that was only the default "City, Country" follows a changed city or country.
    const wasDefault =
      company.location.address === defaultAddress(company.location.city, company.location.country);
    if (locationPatch?.address === undefined && wasDefault) {
      location.address = defaultAddress(location.city, location.country);
    }
    company = {
      ...company,
      ...companyFields,
      location,
      social: socialPatch ? { ...company.social, ...socialPatch, updated_at: now } : company.social,
      image_logo: image_logo === undefined ? company.image_logo : storedLogo(image_logo, origin),
      updated_at: now,
    };
  }
  // The slug stays: it is the channel's address (and its logo's), renames do not move it.
  return {
    ...current,
    ...channelFields,
    company,
    name: company.name,
    logo: company.image_logo,
    updated_at: now,
  };
}
