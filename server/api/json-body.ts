/**
 * Request bodies of POST and PATCH, read as DRF's JSONParser reads them: 415 unless the
 * Content-Type is JSON (`application/json` or `application/*+json`), 413 past 1 MiB, 400 with
 * "JSON parse error - …" when the bytes are not UTF-8 JSON. Fastify reads up to 16 MiB of a
 * too-large body before the 413, so the client reliably gets the answer instead of a reset
 * connection; a body declared larger than that is refused at once and the connection closed.
 */
import type { FastifyInstance, preParsingHookHandler } from 'fastify';
import { bodyTooLarge, HttpError, MAX_BODY_BYTES, unsupportedMediaType } from '../http/errors.ts';

/** Fastify's limit on the write routes: past this the connection is dropped, not drained. */
export const MAX_DRAIN_BYTES = 16 * MAX_BODY_BYTES;

const JSON_SUFFIX = /^application\/[\w.+-]+\+json$/;

export function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || JSON_SUFFIX.test(mediaType);
}

/** The 415 comes before any of the body is read (and after authentication, as in DRF). */
export const requireJson: preParsingHookHandler = (request, _reply, payload, done) => {
  const contentType = request.headers['content-type'];
  if (isJsonMediaType(contentType)) done(null, payload);
  else done(unsupportedMediaType(contentType));
};

function parseJson(body: Buffer): unknown {
  if (body.length > MAX_BODY_BYTES) throw bodyTooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new HttpError(400, { detail: 'JSON parse error - body is not valid UTF-8' });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, { detail: `JSON parse error - ${reason}` });
  }
}

/** Replaces Fastify's JSON parsers (which differ in wording and refuse `__proto__` keys). */
export function parseJsonBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parser = (_request: unknown, body: string | Buffer, done: ParserDone) => {
    try {
      done(null, parseJson(Buffer.isBuffer(body) ? body : Buffer.from(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  };
  const options = { parseAs: 'buffer' as const, bodyLimit: MAX_DRAIN_BYTES };
  app.addContentTypeParser('application/json', options, parser);
  app.addContentTypeParser(JSON_SUFFIX, options, parser);
}

type ParserDone = (error: Error | null, body?: unknown) => void;
