/**
 * The built app (dist/) next to the API, with @fastify/static (send's ETag, 304 and ranges) and
 * @fastify/helmet: hashed /assets/* (and Workbox's hashed runtime) cached for a year as immutable,
 * everything else `no-cache` (revalidated by ETag: index.html, the service worker, the
 * manifest), and HTML answers carrying the app's Content-Security-Policy with
 * `frame-ancestors 'none'` and `Referrer-Policy: no-referrer`. Client-side routes get index.html
 * from the not-found handler (unrouted.ts). The build's precompressed copies (`x.js.br`,
 * `x.js.gz`: scripts/precompress.ts) are sent where the request accepts them, with the headers of
 * the file they are a copy of; @fastify/compress leaves an encoded answer alone.
 */
import { join, relative, sep } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { cspHeader, pageStyles } from '../../../csp.config.ts';

/**
 * Only the headers the app's HTML needs; helmet's other defaults would change what is served.
 * The Content-Security-Policy is set beside them, for the page as it is now (pageStyles).
 */
const HTML_HEADERS = {
  contentSecurityPolicy: false,
  referrerPolicy: { policy: 'no-referrer' as const },
  xContentTypeOptions: true,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
};

/**
 * The static routes and helmet live in a context of their own (not wrapped with fastify-plugin),
 * so helmet's hooks run only for the app's files, not for every API request. A GET that finds no
 * file reaches the not-found handler with this context's reply, which can send index.html.
 */
async function builtApp(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyHelmet, { global: false, ...HTML_HEADERS });
  const stylesOf = pageStyles();
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      // For index.html.br, the headers of index.html: the copy is the same page.
      const file = relative(root, path).replace(/\.(?:br|gz)$/, '');
      // Vite puts a content hash in every /assets name, and Workbox in its runtime's name
      // (workbox-<hash>.js, which sw.js imports), so those never change. sw.js itself, its
      // routes (sw-routes.js) and the manifest keep their names across deployments: no-cache,
      // as index.html.
      const hashed = file.startsWith(`assets${sep}`) || /^workbox-[\da-f]{8}\.js$/.test(file);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (file.endsWith('.html')) {
        void reply.helmet();
        reply.header('Content-Security-Policy', cspHeader(stylesOf(join(root, file))));
      }
    },
  });
}

export async function serveBuiltApp(app: FastifyInstance, root: string): Promise<void> {
  // RFC 9239 names JavaScript text/javascript; the mime package still says application/javascript.
  send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);
  await app.register(builtApp, { root });
}
