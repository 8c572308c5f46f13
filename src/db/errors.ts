import { ApiError, isApiError } from '@/api/api-error';
import type { LocalFailure, SerializedError } from './protocol';

/** The request was superseded or cancelled while it waited for its turn. */
export class CancelledError extends Error {
  override name = 'AbortError';
}

/**
 * A record in the copy did not read back as a channel: the file was damaged or written by
 * something else. The worker drops the copy and starts a new one.
 */
export class DamagedCopyError extends Error {
  override name = 'DamagedCopyError';
}

/** The database refused a write: the device or the browser's quota for this site is full. */
export class CopyFullError extends Error {
  override name = 'CopyFullError';
}

/** The local database failed (not the API), as the app sees it: full, damaged, unavailable. */
export class LocalDbError extends Error {
  override name = 'LocalDbError';
  constructor(
    readonly reason: LocalFailure,
    message: string,
  ) {
    super(message);
  }
}

export function isLocalDbError(error: unknown): error is LocalDbError {
  return error instanceof LocalDbError;
}

/** An error as it crosses from the worker to the app (class instances do not survive). */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof CancelledError || (error instanceof Error && error.name === 'AbortError')) {
    return { kind: 'cancelled' };
  }
  if (isApiError(error)) {
    const { kind, url, status, detail, retryAfter, issues, html } = error;
    return { kind: 'api', init: { kind, url, status, detail, retryAfter, issues, html } };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof CopyFullError) return { kind: 'local', reason: 'full', message };
  if (error instanceof DamagedCopyError) return { kind: 'local', reason: 'damaged', message };
  if (error instanceof LocalDbError) return { kind: 'local', reason: error.reason, message };
  return { kind: 'local', reason: 'other', message };
}

/** The error a serialized one stands for, on the app's side. */
export function deserializeError(error: SerializedError): Error {
  if (error.kind === 'cancelled') return new DOMException('Cancelled', 'AbortError');
  if (error.kind === 'api') return new ApiError(error.init);
  return new LocalDbError(error.reason, error.message);
}
