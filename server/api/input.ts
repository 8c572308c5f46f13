/**
 * Request bodies of POST and PATCH, derived from the shared wire schemas so there is one
 * definition of every field: read-only fields are omitted (and silently ignored when sent, as
 * DRF ignores read-only fields), the rest become optional with server defaults, and a few get
 * stricter rules than the wire format (non-blank names, URLs, non-negative counters).
 */
import * as z from 'zod/mini';
import { AbsoluteUrl, Channel, Company, Location, Social } from '../../src/api/schemas.ts';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const count = z.int().check(z.minimum(0), z.maximum(2_147_483_647));
const url = AbsoluteUrl.check(z.maxLength(500));
const optionalUrl = z.optional(z.nullable(url));
const optionalCount = z.optional(count);

export const LocationInput = z.extend(z.omit(Location, { id: true }), {
  country: text(100),
  country_short: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^[A-Za-z]{2}$/, { error: 'Enter a two-letter ISO 3166 country code.' }),
      ),
    z.transform((code: string) => code.toUpperCase()),
  ),
  city: text(100),
  // Defaults to "City, Country".
  address: z.optional(z.string().check(z.trim(), z.maxLength(255))),
  post_code: z.optional(z.unknown()),
  state: z.optional(z.unknown()),
  latitude: z.optional(z.unknown()),
  longitude: z.optional(z.unknown()),
});

export const SocialInput = z.extend(
  z.omit(Social, { id: true, created_at: true, updated_at: true }),
  {
    website: optionalUrl,
    social_a: optionalUrl,
    social_b: optionalUrl,
    social_c: optionalUrl,
    social_d: optionalUrl,
    social_e: optionalUrl,
  },
);

const COMPANY_READ_ONLY = {
  id: true,
  slug: true,
  last_seen: true,
  created_at: true,
  updated_at: true,
} as const;

export const CompanyInput = z.extend(z.partial(z.omit(Company, COMPANY_READ_ONLY)), {
  name: text(200),
  location: LocationInput,
  social: z.optional(SocialInput),
  // Omitted: a generated logo at /media/logos/<slug>.svg. null: no logo.
  image_logo: optionalUrl,
  status: z.optional(text(50)),
  source: z.optional(text(200)),
  vpo_id: optionalCount,
  views: optionalCount,
  impressions: optionalCount,
  talent_pool_no: optionalCount,
  new_applications: optionalCount,
  new_messages: optionalCount,
  live_jobs: optionalCount,
  draft_jobs: optionalCount,
});

/** Channel fields the server owns: ids, timestamps, and the mirrors of the company. */
const CHANNEL_READ_ONLY = {
  id: true,
  company: true,
  logo: true,
  slug: true,
  name: true,
  created_at: true,
  updated_at: true,
} as const;

export const ChannelCreate = z.extend(z.partial(z.omit(Channel, CHANNEL_READ_ONLY)), {
  company: CompanyInput,
  feed_redirect: optionalCount,
  type: z.optional(text(50)),
});

export const CompanyPatch = z.extend(z.partial(CompanyInput), {
  location: z.optional(z.partial(LocationInput)),
  social: z.optional(z.partial(SocialInput)),
});

export const ChannelPatch = z.extend(z.partial(ChannelCreate), {
  id: z.int(),
  company: z.optional(CompanyPatch),
});

export type ChannelCreate = z.infer<typeof ChannelCreate>;
export type ChannelPatch = z.infer<typeof ChannelPatch>;

/** DRF's field error body: a list of messages per field, nested like the input. */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors;
}

/** Python's type names, as DRF puts them into "Expected a dictionary, but got list." */
function pythonType(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return 'dict';
}

type Issue = z.core.$ZodIssue;

/** DRF's wording for a zod issue. Needs issues parsed with `reportInput: true`. */
function drfMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'This field is required.';
      if (issue.input === null) return 'This field may not be null.';
      switch (issue.expected) {
        case 'boolean':
          return 'Must be a valid boolean.';
        case 'number':
        case 'int':
          return 'A valid integer is required.';
        case 'string':
          return 'Not a valid string.';
        case 'array':
          return `Expected a list of items but got type "${pythonType(issue.input)}".`;
        case 'object':
          return `Invalid data. Expected a dictionary, but got ${pythonType(issue.input)}.`;
        default:
          return 'Invalid value.';
      }
    }
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field may not be blank.'
          : `Ensure this field has at least ${String(issue.minimum)} characters.`;
      }
      return `Ensure this value is greater than or equal to ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') {
        return `Ensure this field has no more than ${String(issue.maximum)} characters.`;
      }
      return `Ensure this value is less than or equal to ${String(issue.maximum)}.`;
    case 'invalid_format':
      return issue.format === 'url' ? 'Enter a valid URL.' : issue.message;
    default:
      return issue.message;
  }
}

function addError(tree: FieldErrors, path: readonly PropertyKey[], message: string): void {
  const [head, ...rest] = path;
  if (head === undefined) {
    addError(tree, ['non_field_errors'], message);
    return;
  }
  const key = String(head);
  if (rest.length === 0) {
    const existing = tree[key];
    if (Array.isArray(existing)) existing.push(message);
    else if (existing === undefined) tree[key] = [message];
    else addError(existing, ['non_field_errors'], message);
    return;
  }
  const existing = tree[key];
  if (existing === undefined || Array.isArray(existing)) {
    const child: FieldErrors = {};
    tree[key] = child;
    addError(child, rest, message);
  } else {
    addError(existing, rest, message);
  }
}

/**
 * Field errors as DRF writes them: `{"company": {"name": ["This field is required."]}}`. A
 * nested value of the wrong type (not a dict) is reported under that field's non_field_errors.
 */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const tree: FieldErrors = {};
  for (const issue of error.issues) {
    const wrongDict =
      issue.code === 'invalid_type' &&
      issue.expected === 'object' &&
      issue.input !== undefined &&
      issue.input !== null;
    if (issue.path.length === 0 && issue.code === 'invalid_type') {
      // The body itself is not an object: DRF names its Python type.
      const message = `Invalid data. Expected a dictionary, but got ${pythonType(issue.input)}.`;
      addError(tree, [], message);
      continue;
    }
    const path = wrongDict ? [...issue.path, 'non_field_errors'] : issue.path;
    addError(tree, path, drfMessage(issue));
  }
  return tree;
}
