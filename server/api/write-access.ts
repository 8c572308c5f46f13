/**
 * Who may write: DRF's TokenAuthentication. POST and PATCH need `Authorization: Token <key>`,
 * the key given with --write-token (or CHANNELS_WRITE_TOKEN), or one made at start; reads need
 * nothing. A missing or wrong token is a 401 with `WWW-Authenticate: Token` and DRF's wording.
 * With --read-only there is no key and the write methods are not offered at all (405).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import { HttpError } from '../http/errors.ts';

export type WriteAccess = { readOnly: true } | { readOnly: false; token: string };

/** A key as DRF's Token model makes them: 40 hex characters. */
export function newWriteToken(): string {
  return randomBytes(20).toString('hex');
}

const unauthorized = (detail: string) =>
  new HttpError(401, { detail }, { 'WWW-Authenticate': 'Token' });

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Equal-length digests, so the comparison takes as long whatever the guess. */
function sameKey(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

/** DRF's TokenAuthentication.authenticate, then IsAuthenticated for the write. */
export function checkToken(header: string | undefined, token: string): void {
  const words = (header ?? '').trim().split(/\s+/);
  if (words[0]?.toLowerCase() !== 'token') {
    throw unauthorized('Authentication credentials were not provided.');
  }
  if (words.length === 1) throw unauthorized('Invalid token header. No credentials provided.');
  if (words.length > 2) {
    throw unauthorized('Invalid token header. Token string should not contain spaces.');
  }
  if (!sameKey(words[1] ?? '', token)) throw unauthorized('Invalid token.');
}

/** The onRequest hook of the write routes. */
export function requireToken(token: string): onRequestHookHandler {
  return (request, _reply, done) => {
    try {
      checkToken(request.headers.authorization, token);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}
