/**
 * The collection, at /api/channels and /api/channels/: GET and HEAD a cursor page (with the fault
 * flags), POST to create and PATCH to update (token, rate limit, body checked by the shared zod
 * schemas), OPTIONS for DRF's metadata, 405 for anything else.
 */
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChannelStore } from '../../data/db.ts';
import { withOrigin } from '../../data/record.ts';
import { slugify } from '../../data/slug.ts';
import { HttpError, methodNotAllowed, notFound } from '../../http/errors.ts';
import { sendJsonText } from '../../http/json-answer.ts';
import { rawPath } from '../../http/unrouted.ts';
import { addVary } from '../../http/vary.ts';
import { checkFormat, pageText } from '../channel-page.ts';
import { applyPatch, buildChannel } from '../channel-writes.ts';
import type { Faults } from '../faults.ts';
import { ChannelCreate, ChannelPatch } from '../input.ts';
import { MAX_DRAIN_BYTES, requireJson } from '../json-body.ts';
import { channelListMetadata } from '../metadata.ts';
import { ALL_METHODS, READ_METHODS } from '../plugins/cors.ts';
import { writeLimit } from '../plugins/write-rate-limit.ts';
import { requireToken, type WriteAccess } from '../write-access.ts';

export interface ChannelsOptions {
  store: ChannelStore;
  faults: Faults;
  pageSize: number;
  access: WriteAccess;
  writesPerMinute: number;
}

const PATHS = ['/api/channels', '/api/channels/'];

const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
};

/**
 * The truncation fault writes its half body itself: cut JSON with an exact Content-Length,
 * not passed through the answer pipeline (which would compress it).
 */
function sendCut(reply: FastifyReply, text: string) {
  const body = Buffer.from(text.slice(0, Math.floor(text.length / 2)), 'utf8');
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.raw.writeHead(200, {
    'content-type': 'application/json',
    'content-length': String(body.length),
  });
  reply.raw.end(reply.request.method === 'HEAD' ? undefined : body);
}

export function channelsRoutes(app: FastifyInstance, options: ChannelsOptions, done: () => void) {
  const { store, faults, pageSize, access } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const allow = access.readOnly ? READ_METHODS : ALL_METHODS;
  const handled = allow.split(', ');

  const collection: onRequestHookHandler = (request, reply, done) => {
    reply.header('Allow', allow);
    addVary(reply, 'Accept');
    try {
      checkFormat(queryOf(request.url));
      done();
    } catch (error) {
      done(error as Error);
    }
  };
  const refuse: onRequestHookHandler = (request, _reply, done) => {
    done(methodNotAllowed(request.method, allow));
  };
  const others = app.supportedMethods.filter((method) => !handled.includes(method));
  // The same for every request: described once.
  const metadata = JSON.stringify(channelListMetadata(!access.readOnly));

  for (const url of PATHS) {
    routes.get(url, { onRequest: collection }, async (request, reply) => {
      if (faults.throttled()) {
        throw new HttpError(
          429,
          { detail: 'Request was throttled. Expected available in 1 second.' },
          { 'Retry-After': '1' },
        );
      }
      const fault = faults.next();
      await faults.delay();
      if (fault.fail) throw new HttpError(500, { detail: 'Injected failure' });
      const text = pageText(store, pageSize, {
        origin: request.origin,
        path: rawPath(request.url),
        query: queryOf(request.url),
      });
      if (fault.truncate) return sendCut(reply, text);
      return sendJsonText(reply, 200, text);
    });

    routes.options(url, { onRequest: collection }, (request, reply) => {
      // A preflight the CORS plugin did not answer is a write from an origin not allowed to.
      if (request.headers['access-control-request-method'] !== undefined) {
        const from = request.headers.origin ?? 'an unknown origin';
        const detail = access.readOnly
          ? 'This API is read-only.'
          : `Cross-origin writes from ${from} are not allowed (see --cors-origin).`;
        throw new HttpError(403, { detail });
      }
      return sendJsonText(reply, 200, metadata);
    });

    if (!access.readOnly) {
      const write = {
        onRequest: [collection, requireToken(access.token)],
        preParsing: requireJson,
        bodyLimit: MAX_DRAIN_BYTES,
        config: { rateLimit: writeLimit(options.writesPerMinute) },
      };
      routes.post(url, { ...write, schema: { body: ChannelCreate } }, (request, reply) => {
        const input = request.body;
        const channel = store.create(slugify(input.company.name), (id, slug, newest) =>
          buildChannel(input, id, slug, newest, request.origin),
        );
        return sendJsonText(reply, 201, JSON.stringify(withOrigin(channel, request.origin)));
      });
      routes.patch(url, { ...write, schema: { body: ChannelPatch } }, (request, reply) => {
        const patch = request.body;
        const channel = store.update(patch.id, (current) =>
          applyPatch(current, patch, request.origin),
        );
        if (!channel) throw notFound();
        return sendJsonText(reply, 200, JSON.stringify(withOrigin(channel, request.origin)));
      });
    }

    routes.route({ method: others, url, onRequest: [collection, refuse], handler: () => {} });
  }
  done();
}
