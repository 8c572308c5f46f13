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
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { cspDirectives, inlineStyles } from '../../../csp.config.ts';

/**
 * The policy as directives for helmet: "img-src 'self' data:" -> { 'img-src': ["'self'", 'data:'] },
 * allowing the inline stylesheet of the built index.html (its hash changes with each build).
 */
function directives(root: string): Record<string, string[]> {
  let page = '';
  try {
    page = readFileSync(join(root, 'index.html'), 'utf8');
  } catch {
    // No page built: nothing inline to allow.
  }
  const entries = [...cspDirectives(inlineStyles(page)), "frame-ancestors 'none'"].map(
    (directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values] as const;
    },
  );
  return Object.fromEntries(entries);
}

/** Only the headers the app's HTML needs; helmet's other defaults would change what is served. */
const htmlHeaders = (root: string) => ({
  contentSecurityPolicy: { useDefaults: false, directives: directives(root) },
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
});

/**
 * The static routes and helmet live in a context of their own (not wrapped with fastify-plugin),
 * so helmet's hooks run only for the app's files, not for every API request. A GET that finds no
 * file reaches the not-found handler with this context's reply, which can send index.html.
 */
async function builtApp(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyHelmet, { global: false, ...htmlHeaders(root) });
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      // For index.html.br, the headers of index.html: the copy is the same page.
      const file = relative(root, path).replace(/\.(?:br|gz)$/, '');
      // Vite puts a content hash in every /assets name, and Workbox in its runtime's name
      // (workbox-<hash>.js, which sw.js imports), so those never change. sw.js itself and the
      // manifest keep their names across deployments: no-cache, as index.html.
      const hashed = file.startsWith(`assets${sep}`) || /^workbox-[\da-f]{8}\.js$/.test(file);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (file.endsWith('.html')) void reply.helmet();
    },
  });
}

export async function serveBuiltApp(app: FastifyInstance, root: string): Promise<void> {
  // RFC 9239 names JavaScript text/javascript; the mime package still says application/javascript.
  send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);
  await app.register(builtApp, { root });
}
