/**
 * @fastify/cors for the API and its logos. Reading is open to every origin (the viewer runs on
 * any origin and chooses its API at run time): `Access-Control-Allow-Origin: *` on GET, HEAD
 * and OPTIONS. Writing is not: a POST or PATCH (or its preflight) gets CORS headers only from
 * an origin given with --cors-origin, and then may send `Authorization`. With a built app, the
 * app's own files get no CORS headers at all (only its own origin loads them).
 */
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath, rawPath } from '../../http/unrouted.ts';

export interface CorsPolicy {
  /** Origins allowed to write, exactly as browsers send them (`https://admin.example`). */
  writeOrigins: readonly string[];
  /** False with --read-only. */
  writable: boolean;
  /** A built app is served next to the API. */
  builtApp: boolean;
}

export const READ_METHODS = 'GET, HEAD, OPTIONS';
export const ALL_METHODS = 'GET, POST, PATCH, HEAD, OPTIONS';

const SHARED: FastifyCorsOptions = {
  exposedHeaders: 'Retry-After, Allow, ETag',
  maxAge: 86_400,
  // A preflight without Origin is answered like any other (the plugin would say 400).
  strictPreflight: false,
};

// Built once: the delegator runs for every request.
const NONE: FastifyCorsOptions = { origin: false };
const READ = {
  ...SHARED,
  origin: '*',
  methods: READ_METHODS,
  allowedHeaders: 'Content-Type, Accept',
};
const READING = { answer: { ...READ, preflight: false }, preflight: { ...READ, preflight: true } };
/** `origin: true` reflects the request's Origin, which the policy has already checked. */
const WRITE = {
  ...SHARED,
  origin: true,
  methods: ALL_METHODS,
  allowedHeaders: 'Authorization, Content-Type, Accept',
};
const WRITING = {
  answer: { ...WRITE, preflight: false },
  preflight: { ...WRITE, preflight: true },
};

export function corsOptionsFor(request: FastifyRequest, policy: CorsPolicy): FastifyCorsOptions {
  if (policy.builtApp && !isApiPath(rawPath(request.url))) return NONE;
  // Only an OPTIONS that names the method to come is a preflight; a plain one asks for metadata.
  const asked = request.headers['access-control-request-method'];
  const preflight = request.method === 'OPTIONS' && typeof asked === 'string';
  const method = preflight ? asked.toUpperCase() : request.method;
  if (method !== 'POST' && method !== 'PATCH') {
    return preflight ? READING.preflight : READING.answer;
  }
  const origin = request.headers.origin;
  if (!policy.writable || origin === undefined || !policy.writeOrigins.includes(origin)) {
    return NONE;
  }
  return preflight ? WRITING.preflight : WRITING.answer;
}

export async function registerCors(app: FastifyInstance, policy: CorsPolicy): Promise<void> {
  await app.register(fastifyCors, {
    delegator: (request, callback) => callback(null, corsOptionsFor(request, policy)),
  });
}
