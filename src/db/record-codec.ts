import * as z from 'zod/mini';
import { Channel } from '@/api/schemas';

/**
 * Where each field of a record goes in its stored form: the object schemas' keys in order, a
 * nested object as its own list.
 */
export type RecordLayout = readonly (string | readonly [string, RecordLayout])[];

function layoutOf(schema: z.ZodMiniObject): RecordLayout {
  return Object.entries(schema.shape).map(([key, field]) =>
    field instanceof z.ZodMiniObject ? ([key, layoutOf(field)] as const) : key,
  );
}

/**
 * The layout records are written with, from the Channel schema itself. The file records it (see
 * open-store.ts): a copy written with another layout is not read with this one.
 */
export const RECORD_LAYOUT: RecordLayout = layoutOf(Channel);

function pack(value: Record<string, unknown>, layout: RecordLayout): unknown[] {
  return layout.map((entry) =>
    typeof entry === 'string'
      ? value[entry]
      : pack(value[entry[0]] as Record<string, unknown>, entry[1]),
  );
}

function unpack(values: unknown, layout: RecordLayout): Record<string, unknown> | undefined {
  if (!Array.isArray(values) || values.length !== layout.length) return undefined;
  const record: Record<string, unknown> = {};
  for (let at = 0; at < layout.length; at++) {
    const entry = layout[at] as string | readonly [string, RecordLayout];
    if (typeof entry === 'string') {
      record[entry] = values[at];
    } else {
      const nested = unpack(values[at], entry[1]);
      if (nested === undefined) return undefined;
      record[entry[0]] = nested;
    }
  }
  return record;
}

/**
 * A validated record as stored: its values only, in the layout's order. The field names were
 * about half of a record's JSON (1,860 bytes on average over the demo data, 880 without them), and
 * records were 72% of the file: a walked copy of 200,000 took 694 MB of the user's disk, 426 MB
 * this way (README, footnote 20).
 */
export function encodeRecord(channel: Channel): string {
  return JSON.stringify(pack(channel, RECORD_LAYOUT));
}

/**
 * A stored record back as an object, still to be validated (see readRecord). Copies written before
 * the layout (schema version 1) hold whole JSON objects, which come back as they are. Undefined
 * when the text is neither.
 */
export function decodeRecord(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (Array.isArray(value)) return unpack(value, RECORD_LAYOUT);
  return typeof value === 'object' && value !== null ? value : undefined;
}
