/** GET /api/: the API root, like DRF's DefaultRouter, listing the collection. */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { methodNotAllowed } from '../../http/errors.ts';
import { sendJsonText } from '../../http/json-answer.ts';
import { addVary } from '../../http/vary.ts';

const ALLOW = ['GET', 'HEAD', 'OPTIONS'];

const headers: onRequestHookHandler = (_request, reply, done) => {
  reply.header('Allow', ALLOW.join(', '));
  addVary(reply, 'Accept');
  done();
};

const refuse: onRequestHookHandler = (request, _reply, done) =>
  done(methodNotAllowed(request.method, ALLOW.join(', ')));

/** GET and a plain OPTIONS both answer the root, as before. */
const root = (request: FastifyRequest, reply: FastifyReply) =>
  sendJsonText(reply, 200, JSON.stringify({ channels: `${request.origin}/api/channels` }));

export function apiRootRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const others = app.supportedMethods.filter((method) => !ALLOW.includes(method));
  for (const url of ['/api', '/api/']) {
    app.get(url, { onRequest: headers }, root);
    app.options(url, { onRequest: headers }, root);
    app.route({ method: others, url, onRequest: [headers, refuse], handler: () => {} });
  }
  done();
}
