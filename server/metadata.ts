/**
 * The body of OPTIONS on the collection, shaped like DRF's SimpleMetadata, with the POST field
 * descriptions walked from the shared wire schema (types) and the create schema (which fields
 * can be written, which are required, and their limits).
 */
import { z } from 'zod';
import { Channel } from '../src/api/schemas.ts';
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
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
      optional = true;
      current = current.unwrap();
    } else if (current instanceof z.ZodNullable) {
      current = current.unwrap();
    } else if (current instanceof z.ZodPipe) {
      current = current.in;
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

function typeOf(schema: z.core.$ZodType, name: string): string {
  if (schema instanceof z.ZodNumber) return schema.format === 'safeint' ? 'integer' : 'float';
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodObject) return 'nested object';
  if (schema instanceof z.ZodArray) return 'list';
  if (schema instanceof z.ZodStringFormat && schema.format === 'datetime') return 'datetime';
  if (schema instanceof z.ZodString) {
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
  if (limits instanceof z.ZodString && limits.maxLength !== null)
    info.max_length = limits.maxLength;
  if (limits instanceof z.ZodNumber && limits.minValue !== null) info.min_value = limits.minValue;
  if (wireValue instanceof z.ZodObject) {
    const inputShape = limits instanceof z.ZodObject ? limits.shape : {};
    info.children = describeShape(wireValue.shape, inputShape);
  }
  if (wireValue instanceof z.ZodArray) {
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

export function channelListMetadata() {
  return {
    name: 'Channel List',
    description:
      'Channels, newest first, one cursor page at a time. POST creates a channel with its company; PATCH with an "id" updates one.',
    renders: ['application/json', 'text/html'],
    parses: ['application/json'],
    actions: { POST: describeShape(Channel.shape, ChannelCreate.shape) },
  };
}
