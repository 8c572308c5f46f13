import type { SqlValue } from '@sqlite.org/sqlite-wasm';
import { Channel } from '@/api/schemas';
import { DamagedCopyError } from './errors';
import { decodeRecord } from './record-codec';

/**
 * A stored record, parsed and validated again on the way out: records were valid when written,
 * but the file lives in the user's storage, and the app never shows what it has not checked.
 */
export function readRecord(json: SqlValue | undefined): Channel {
  if (typeof json !== 'string') throw new DamagedCopyError('A stored record is not text');
  let value: unknown;
  try {
    value = decodeRecord(json);
  } catch {
    throw new DamagedCopyError('A stored record is not JSON');
  }
  if (value === undefined) throw new DamagedCopyError('A stored record is not in its layout');
  const parsed = Channel.safeParse(value);
  if (!parsed.success) throw new DamagedCopyError('A stored record is not a channel');
  return parsed.data;
}
