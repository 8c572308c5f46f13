/**
 * Error answers in one shape for both servers: Django REST Framework's `{"detail": …}` (or its
 * field errors for invalid input), JSON, never a stack trace. Handlers throw an HttpError; the
 * errors Fastify and its plugins raise (bad media type, body too large) get DRF's wording here.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonText } from './json-answer.ts';

/** A request that ends in a JSON error answer; thrown by handlers and hooks. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: unknown, headers: Record<string, string> = {}) {
    super(`HTTP ${statusCode}`);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const notFound = () => new HttpError(404, { detail: 'Not found.' });

export function methodNotAllowed(method: string, allow: string): HttpError {
  return new HttpError(405, { detail: `Method "${method}" not allowed.` }, { Allow: allow });
}

export const MAX_BODY_BYTES = 1024 * 1024;

export const bodyTooLarge = () =>
  new HttpError(413, { detail: `Request body is larger than ${MAX_BODY_BYTES} bytes.` });

export function unsupportedMediaType(contentType: string | undefined): HttpError {
  return new HttpError(415, {
    detail: `Unsupported media type "${contentType ?? ''}" in request.`,
  });
}

/** DRF's wording for the errors Fastify's own body handling raises. */
function fromFastify(error: FastifyError, request: FastifyRequest): HttpError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType(request.headers['content-type']);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyTooLarge();
    case 'FST_ERR_BAD_URL':
      return new HttpError(400, { detail: 'Malformed path.' });
    default:
      return undefined;
  }
}

function send(reply: FastifyReply, error: HttpError) {
  return sendJsonText(reply.headers(error.headers), error.statusCode, JSON.stringify(error.body));
}

/** The one error handler of each server. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return send(reply, error);
  const known = fromFastify(error, request);
  if (known) return send(reply, known);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A client error raised by Fastify or a plugin (a malformed URL, a bad Content-Length).
    return send(reply, new HttpError(status, { detail: error.message }));
  }
  request.log.error({ err: error }, `${request.method} ${request.url} failed`);
  return send(reply, new HttpError(500, { detail: 'Internal server error' }));
}
