/** GET /media/logos/<slug>.svg: the generated logo of a channel, cacheable with an ETag. */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ChannelStore } from '../../data/db.ts';
import { etagOf, logoSvg, matchesEtag } from '../../data/logo/logo.ts';
import { methodNotAllowed, notFound } from '../../http/errors.ts';
import { rawPath } from '../../http/unrouted.ts';

const ALLOW = 'GET, HEAD, OPTIONS';
const LOGO = /^\/media\/logos\/([a-z0-9_-]{1,120})\.svg$/;

export function mediaRoutes(
  app: FastifyInstance,
  options: { store: ChannelStore },
  done: () => void,
) {
  app.get('/media/*', (request, reply) => {
    const slug = LOGO.exec(rawPath(request.url))?.[1];
    const channel = slug === undefined ? undefined : options.store.getBySlug(slug);
    if (slug === undefined || !channel) throw notFound();

    const svg = logoSvg(channel.company.name, slug);
    const etag = etagOf(svg);
    reply.headers({
      'Cache-Control': 'public, max-age=86400',
      ETag: etag,
      // Opened directly, the SVG is a document: it may not run or load anything.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });

  // OPTIONS included: a preflight is answered by the CORS plugin before this.
  const refuse: onRequestHookHandler = (request, _reply, done) =>
    done(methodNotAllowed(request.method, ALLOW));
  const others = app.supportedMethods.filter((method) => method !== 'GET' && method !== 'HEAD');
  app.route({ method: others, url: '/media/*', onRequest: refuse, handler: () => {} });
  done();
}
