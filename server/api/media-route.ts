/** GET /media/logos/<slug>.svg: the generated logo of a channel, cacheable with an ETag. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChannelStore } from '../data/db.ts';
import { answerPreflight, methodNotAllowed, notFound } from '../http/http.ts';
import { etagOf, logoSvg, matchesEtag } from '../data/logo/logo.ts';

const METHODS = 'GET, HEAD, OPTIONS';

export function mediaRoute(
  store: ChannelStore,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): void {
  if (answerPreflight(req, res, METHODS)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw methodNotAllowed(req.method ?? '', METHODS);
  }
  const slug = /^\/media\/logos\/([a-z0-9_-]{1,120})\.svg$/.exec(path)?.[1];
  const channel = slug === undefined ? undefined : store.getBySlug(slug);
  if (!slug || !channel) throw notFound();

  const svg = logoSvg(channel.company.name, slug);
  const etag = etagOf(svg);
  const headers = {
    'Cache-Control': 'public, max-age=86400',
    ETag: etag,
    // Opened directly, the SVG is a document: it may not run or load anything.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = Buffer.from(svg, 'utf8');
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'image/svg+xml',
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
