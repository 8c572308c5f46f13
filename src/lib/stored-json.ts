import type * as z from 'zod/mini';

/**
 * A JSON value kept in web storage, read back through a schema: a value written by an older
 * version, edited by hand or cut off reads as absent, and storage that refuses (a private
 * window, a full quota) never throws. The app then goes on without what it would have kept.
 */
export function readStored<T>(
  storage: () => Storage,
  key: string,
  schema: z.ZodMiniType<T>,
): T | undefined {
  try {
    const raw = storage().getItem(key);
    if (!raw) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: what it was for starts from nothing next time.
  }
}

export function forgetStored(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
