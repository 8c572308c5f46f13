/**
 * @fastify/rate-limit for POST and PATCH only: N writes per minute per client address (with
 * --trust-proxy, the address X-Forwarded-For names). Over it, DRF's throttled answer: 429 with
 * `Retry-After` and "Request was throttled. Expected available in N seconds." Reads are never
 * limited here (--rate-limit is a fault flag for list requests, see faults.ts).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';

export const DEFAULT_WRITES_PER_MINUTE = 60;

export function throttled(seconds: number): HttpError {
  const unit = seconds === 1 ? 'second' : 'seconds';
  return new HttpError(429, {
    detail: `Request was throttled. Expected available in ${seconds} ${unit}.`,
  });
}

export async function registerWriteRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      throttled(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/** The route config of a write route. */
export const writeLimit = (perMinute: number) => ({ max: perMinute, timeWindow: 60_000 });
