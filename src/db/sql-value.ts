import type { SqlValue } from '@sqlite.org/sqlite-wasm';

/** A TEXT column's value (our columns hold text or null; anything else reads as empty). */
export function textOf(value: SqlValue | undefined): string {
  return typeof value === 'string' ? value : '';
}
