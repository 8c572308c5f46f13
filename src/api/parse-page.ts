import type { z } from 'zod';
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

export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/**
 * Validates a page envelope strictly and its records one by one: a bad record is rejected with
 * its reasons while the good ones are kept.
 */
export function parseChannelsPage(json: unknown): PageParseResult {
  const envelope = PageEnvelope.safeParse(json);
  if (!envelope.success) return { ok: false, issues: formatIssues(envelope.error) };

  const results: Channel[] = [];
  const rejected: RejectedRecord[] = [];
  envelope.data.results.forEach((raw, index) => {
    const record = Channel.safeParse(raw);
    if (record.success) {
      results.push(record.data);
    } else {
      const id = typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : undefined;
      rejected.push({ index, id, issues: formatIssues(record.error) });
    }
  });
  return {
    ok: true,
    page: { next: envelope.data.next, previous: envelope.data.previous, results, rejected },
  };
}
