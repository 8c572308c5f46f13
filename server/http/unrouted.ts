/**
 * The answer to a request no route took. With a built app (`npm start`): a GET of a client-side
 * route (a path without a file extension) gets index.html, a missing file with an extension (a
 * stale /assets/x.js) is a 404 rather than the app shell, and another method on the app's paths
 * is a 405. The API's own paths (/api, /media), and everything when there is no built app, get
 * DRF's JSON 404.
 */
import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/static';
import { methodNotAllowed, notFound } from './errors.ts';

/** The request's path as it was sent (no decoding, no query). */
export function rawPath(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : url.slice(0, at);
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/media/');
}

export function answerUnrouted(
  request: FastifyRequest,
  reply: FastifyReply,
  builtApp: string | undefined,
) {
  const path = rawPath(request.url);
  if (builtApp === undefined || isApiPath(path)) throw notFound();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw methodNotAllowed(request.method, 'GET, HEAD');
  }
  if (extname(path) !== '' && !path.endsWith('/')) throw notFound();
  return reply.sendFile('index.html');
}
