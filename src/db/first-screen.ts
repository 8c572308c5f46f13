import * as z from 'zod/mini';
import { Channel } from '@/api/schemas';
import { readStored, writeStored } from '@/lib/stored-json';
import { firstScreenKey } from './copy-hint';

/**
 * The first cards of a saved copy (the API's first page as last fetched, a few tens of kB): a
 * return visit paints them at once, as a first visit paints the network's first page, instead of
 * waiting for the database worker to open the copy (SQLite's wasm and the OPFS pool: half a
 * second and more). The copy's own rows take over as soon as it is open. Read through the same
 * schema as the API's records: a value that no longer parses is not shown.
 */
const FirstScreen = z.array(Channel);

export function readFirstScreen(apiBase: string): Channel[] | undefined {
  const channels = readStored(() => localStorage, firstScreenKey(apiBase), FirstScreen);
  return channels && channels.length > 0 ? channels : undefined;
}

export function writeFirstScreen(apiBase: string, channels: readonly Channel[]): void {
  writeStored(() => localStorage, firstScreenKey(apiBase), channels);
}
