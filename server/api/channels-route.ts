/** The collection: GET/HEAD a cursor page, POST to create, PATCH to update, OPTIONS metadata. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyPatch, buildChannel } from './channel-writes.ts';
import { decodeCursor, encodeCursor, paginate, type Cursor } from './cursor.ts';
import type { ChannelStore } from '../data/db.ts';
import type { Faults } from './faults.ts';
import {
  answerPreflight,
  HttpError,
  methodNotAllowed,
  notFound,
  readJsonBody,
  requestOrigin,
  sendJson,
  sendText,
  type RequestTarget,
} from '../http/http.ts';
import { ChannelCreate, ChannelPatch, fieldErrors } from './input.ts';
import { channelListMetadata } from './metadata.ts';
import { lastValue, parseQuery, replaceQueryParams } from './query-string.ts';
import { withOrigin } from '../data/record.ts';
import { slugify } from '../data/slug.ts';

export const COLLECTION_METHODS = 'GET, POST, PATCH, HEAD, OPTIONS';

export interface ChannelsContext {
  store: ChannelStore;
  faults: Faults;
  pageSize: number;
}

export async function channelsRoute(
  ctx: ChannelsContext,
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
): Promise<void> {
  res.setHeader('Allow', COLLECTION_METHODS);
  res.setHeader('Vary', 'Accept');
  if (answerPreflight(req, res, COLLECTION_METHODS)) return;

  // DRF's ?format= override: its JSON and browsable renderers exist (both answer JSON here),
  // any other format is a 404 as in DRF.
  const format = lastValue(parseQuery(target.query), 'format');
  if (format !== undefined && format !== 'json' && format !== 'api') throw notFound();

  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return list(ctx, req, res, target);
    case 'POST':
      return create(ctx, req, res);
    case 'PATCH':
      return update(ctx, req, res);
    case 'OPTIONS':
      return sendJson(req, res, 200, channelListMetadata());
    default:
      throw methodNotAllowed(req.method ?? '', COLLECTION_METHODS);
  }
}

async function list(
  ctx: ChannelsContext,
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
): Promise<void> {
  const origin = requestOrigin(req);
  if (ctx.faults.throttled()) {
    throw new HttpError(
      429,
      { detail: 'Request was throttled. Expected available in 1 second.' },
      { 'Retry-After': '1' },
    );
  }
  const fault = ctx.faults.next();
  await ctx.faults.delay();
  // The client may have given up (or the server closed) while we waited.
  if (res.destroyed) return;
  if (fault.fail) throw new HttpError(500, { detail: 'Injected failure' });

  const params = parseQuery(target.query);
  const encoded = lastValue(params, 'cursor');
  let cursor: Cursor | null = null;
  if (encoded !== undefined) {
    try {
      cursor = decodeCursor(encoded);
    } catch {
      throw new HttpError(404, { detail: 'Invalid cursor' });
    }
  }

  const page = paginate(
    (reverse, position, offset, limit) => ctx.store.page(reverse, position, offset, limit),
    cursor,
    ctx.pageSize,
  );
  // Links keep the request's other parameters, as DRF's replace_query_param does, and carry
  // format=api like the links of DRF's browsable API (format=json when that was asked for).
  const linkFormat = lastValue(params, 'format') === 'json' ? 'json' : 'api';
  const link = (to: Cursor | null) =>
    to &&
    `${origin}${target.path}?${replaceQueryParams(target.query, {
      cursor: encodeCursor(to),
      format: linkFormat,
    })}`;
  const text = JSON.stringify({
    next: link(page.next),
    previous: link(page.previous),
    // A record captured by an import is served exactly as captured, links included.
    results: page.items.map((row) => (row.captured ? row.record : withOrigin(row.record, origin))),
  });
  sendText(req, res, 200, fault.truncate ? text.slice(0, Math.floor(text.length / 2)) : text);
}

async function create(ctx: ChannelsContext, req: IncomingMessage, res: ServerResponse) {
  const origin = requestOrigin(req);
  const body = await readJsonBody(req);
  const parsed = ChannelCreate.safeParse(body, { reportInput: true });
  if (!parsed.success) throw new HttpError(400, fieldErrors(parsed.error));
  const input = parsed.data;
  const channel = ctx.store.create(slugify(input.company.name), (id, slug, newest) =>
    buildChannel(input, id, slug, newest, origin),
  );
  sendJson(req, res, 201, withOrigin(channel, origin));
}

async function update(ctx: ChannelsContext, req: IncomingMessage, res: ServerResponse) {
  const origin = requestOrigin(req);
  const body = await readJsonBody(req);
  const parsed = ChannelPatch.safeParse(body, { reportInput: true });
  if (!parsed.success) throw new HttpError(400, fieldErrors(parsed.error));
  const patch = parsed.data;
  const channel = ctx.store.update(patch.id, (current) => applyPatch(current, patch, origin));
  if (!channel) throw notFound();
  sendJson(req, res, 200, withOrigin(channel, origin));
}
