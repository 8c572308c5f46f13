import type * as z from 'zod/mini';
import { Channel, PageEnvelope } from './schemas';

/** A record the client could not accept, with why, so the UI can say what was left out. */
export interface RejectedRecord {
  index: number;
  /** The record's id when it had a readable one. */
  id: unknown;
  issues: string[];
}

export interface ChannelsPage {
  next: string | null;
  previous: string | null;
  results: Channel[];
  rejected: RejectedRecord[];
}

export type PageParseResult = { ok: true; page: ChannelsPage } | { ok: false; issues: string[] };

/** What a value is, in the words of a JSON reader: "null", "array", "string", … */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Reflect.get(value, key) as unknown;
  }
  return value;
}

const FORMATS: Record<string, string> = {
  datetime: 'an ISO 8601 UTC timestamp',
  url: 'an absolute http(s) URL',
};

/** One issue in plain words (zod/mini leaves the wording to us: no locale is shipped). */
function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      return value === undefined
        ? `missing (expected ${issue.expected})`
        : `expected ${issue.expected}, got ${kindOf(value)}`;
    }
    case 'invalid_format':
      return `not ${FORMATS[issue.format] ?? `a valid ${issue.format}`}`;
    case 'too_small':
      return `below the minimum ${String(issue.minimum)}`;
    case 'too_big':
      return `above the maximum ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

/** Issues as "path: what is wrong" lines; `input` is what was parsed, to say what it held. */
export function formatIssues(error: z.core.$ZodError, input: unknown): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const text = describeIssue(issue, input);
    return path ? `${path}: ${text}` : text;
  });
}

/**
 * Validates a page envelope strictly and its records one by one: a bad record is rejected with
 * its reasons while the good ones are kept.
 */
export function parseChannelsPage(json: unknown): PageParseResult {
  const envelope = PageEnvelope.safeParse(json);
  if (!envelope.success) return { ok: false, issues: formatIssues(envelope.error, json) };

  const results: Channel[] = [];
  const rejected: RejectedRecord[] = [];
  envelope.data.results.forEach((raw, index) => {
    const record = Channel.safeParse(raw);
    if (record.success) {
      results.push(record.data);
    } else {
      const id = typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : undefined;
      rejected.push({ index, id, issues: formatIssues(record.error, raw) });
    }
  });
  return {
    ok: true,
    page: { next: envelope.data.next, previous: envelope.data.previous, results, rejected },
  };
}
