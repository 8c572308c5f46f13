/**
 * The body of OPTIONS on the collection, shaped like DRF's SimpleMetadata, with the POST field
 * descriptions walked from the shared wire schema (types) and the create schema (which fields
 * can be written, which are required, and their limits).
 */
import * as z from 'zod/mini';
import { Channel } from '../../src/api/schemas.ts';
import { ChannelCreate } from './input.ts';

export interface FieldInfo {
  type: string;
  required: boolean;
  read_only: boolean;
  label: string;
  max_length?: number;
  min_value?: number;
  child?: FieldInfo;
  children?: Record<string, FieldInfo>;
}

interface Unwrapped {
  schema: z.core.$ZodType;
  optional: boolean;
}

/** Strips optional, nullable, default and pipe wrappers down to the value's own schema. */
function unwrap(schema: z.core.$ZodType): Unwrapped {
  let current = schema;
  let optional = false;
  for (;;) {
    if (current instanceof z.core.$ZodOptional || current instanceof z.core.$ZodDefault) {
      optional = true;
      current = current._zod.def.innerType;
    } else if (current instanceof z.core.$ZodNullable) {
      current = current._zod.def.innerType;
    } else if (current instanceof z.core.$ZodPipe) {
      current = current._zod.def.in;
    } else {
      return { schema: current, optional };
    }
  }
}

/** DRF labels: "feed_redirect" -> "Feed redirect", "id" -> "ID". */
function label(name: string): string {
  if (name === 'id') return 'ID';
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The definition of a schema's checks (e.g. `max_length`), whichever zod API made it. */
function checkDefs(schema: z.core.$ZodType): Record<string, unknown>[] {
  return (schema._zod.def.checks ?? []).map((check) => ({ ...check._zod.def }));
}

function formatOf(schema: z.core.$ZodType): unknown {
  return 'format' in schema._zod.def ? schema._zod.def.format : undefined;
}

// The core classes: `instanceof` on them matches a schema whichever zod API (mini or classic)
// made it.
function typeOf(schema: z.core.$ZodType, name: string): string {
  if (schema instanceof z.core.$ZodNumber) {
    return formatOf(schema) === 'safeint' ? 'integer' : 'float';
  }
  if (schema instanceof z.core.$ZodBoolean) return 'boolean';
  if (schema instanceof z.core.$ZodObject) return 'nested object';
  if (schema instanceof z.core.$ZodArray) return 'list';
  if (schema instanceof z.core.$ZodString && formatOf(schema) === 'datetime') return 'datetime';
  if (schema instanceof z.core.$ZodString) {
    // The wire format types links as plain strings; the create schema checks them as URLs.
    return /^(image_|social_)|^logo$|^website$/.test(name) ? 'url' : 'string';
  }
  return 'field';
}

function describe(
  name: string,
  wire: z.core.$ZodType,
  input: z.core.$ZodType | undefined,
): FieldInfo {
  const { schema: wireValue } = unwrap(wire);
  const writable = input ? unwrap(input) : undefined;
  const info: FieldInfo = {
    type: typeOf(wireValue, name),
    required: writable !== undefined && !writable.optional,
    read_only: writable === undefined,
    label: label(name),
  };
  const limits = writable?.schema;
  for (const check of limits ? checkDefs(limits) : []) {
    if (check.check === 'max_length' && typeof check.maximum === 'number') {
      info.max_length = check.maximum;
    }
    if (check.check === 'greater_than' && check.inclusive && typeof check.value === 'number') {
      info.min_value = check.value;
    }
  }
  if (wireValue instanceof z.core.$ZodObject) {
    const inputShape = limits instanceof z.core.$ZodObject ? limits._zod.def.shape : {};
    info.children = describeShape(wireValue._zod.def.shape, inputShape);
  }
  if (wireValue instanceof z.core.$ZodArray) {
    info.child = { type: 'field', required: true, read_only: info.read_only, label: '' };
  }
  return info;
}

function describeShape(
  wire: Record<string, z.core.$ZodType>,
  input: Record<string, z.core.$ZodType>,
): Record<string, FieldInfo> {
  const out: Record<string, FieldInfo> = {};
  for (const [name, schema] of Object.entries(wire)) {
    out[name] = describe(name, schema, Object.hasOwn(input, name) ? input[name] : undefined);
  }
  return out;
}

/** DRF's SimpleMetadata lists `actions` only for the writes a client may make. */
export function channelListMetadata(writable = true) {
  return {
    name: 'Channel List',
    description: writable
      ? 'Channels, newest first, one cursor page at a time. POST creates a channel with its company; PATCH with an "id" updates one.'
      : 'Channels, newest first, one cursor page at a time. This copy is read-only.',
    renders: ['application/json', 'text/html'],
    parses: ['application/json'],
    ...(writable ? { actions: { POST: describeShape(Channel.shape, ChannelCreate.shape) } } : {}),
  };
}
