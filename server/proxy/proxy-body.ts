/**
 * The proxy's JSON answers (proxy.ts): read whole, decoded from gzip/deflate/br, links
 * rewritten (proxy-links.ts). When no link changes, the upstream's bytes and headers go out
 * exactly as they came, compressed or not.
 */
import type { IncomingMessage } from 'node:http';
import { brotliDecompress, gunzip, inflate, inflateRaw } from 'node:zlib';
import { rewriteJsonLinks, type LinkMap } from './proxy-links.ts';

/** A JSON answer past this (read or decoded) is refused rather than held in memory. */
export const MAX_JSON_BYTES = 32 * 1024 * 1024;

/** The upstream's answer could not be read or decoded; the message is for the client. */
export class UpstreamBodyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamBodyError';
  }
}

interface DecodeOptions {
  maxOutputLength: number;
}
type Decoder = (body: Buffer, options: DecodeOptions) => Promise<Buffer>;
type ZlibCall = (
  body: Buffer,
  options: DecodeOptions,
  callback: (error: Error | null, result: Buffer) => void,
) => void;

const promised =
  (call: ZlibCall): Decoder =>
  (body, options) =>
    new Promise((resolve, reject) => {
      call(body, options, (error, result) => (error ? reject(error) : resolve(result)));
    });

const gunzipAsync = promised(gunzip);
const inflateAsync = promised(inflate);
const inflateRawAsync = promised(inflateRaw);
const brotliAsync = promised(brotliDecompress);

const DECODERS: Record<string, Decoder> = {
  gzip: gunzipAsync,
  'x-gzip': gunzipAsync,
  // "deflate" should be zlib-wrapped; some servers send it raw.
  deflate: (body, options) =>
    inflateAsync(body, options).catch(() => inflateRawAsync(body, options)),
  br: brotliAsync,
};

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > MAX_JSON_BYTES) {
        stream.destroy();
        throw new UpstreamBodyError(`its JSON answer is larger than ${MAX_JSON_BYTES} bytes`);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof UpstreamBodyError) throw error;
    throw new UpstreamBodyError('it closed the connection in the middle of its answer');
  }
  return Buffer.concat(chunks);
}

/** Undoes the Content-Encoding codings, last applied first. */
async function decode(body: Buffer, contentEncoding: string | undefined): Promise<Buffer> {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  let decoded = body;
  for (const coding of codings.reverse()) {
    const decoder = DECODERS[coding];
    if (!decoder) throw new UpstreamBodyError(`it sent JSON in an unknown encoding "${coding}"`);
    try {
      decoded = await decoder(decoded, { maxOutputLength: MAX_JSON_BYTES });
    } catch {
      throw new UpstreamBodyError(`its ${coding} answer could not be decoded (or is too large)`);
    }
  }
  return decoded;
}

export interface JsonAnswer {
  body: Buffer;
  /** Headers to change: a value of undefined removes the header. */
  headerChanges: Record<string, string | undefined>;
}

/** Reads a JSON answer and rewrites its links onto the proxy. */
export async function rewriteJsonAnswer(
  upstreamRes: IncomingMessage,
  map: LinkMap,
): Promise<JsonAnswer> {
  const raw = await readAll(upstreamRes);
  const decoded = await decode(raw, upstreamRes.headers['content-encoding']);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(decoded);
  } catch {
    return { body: raw, headerChanges: {} }; // not UTF-8, so not JSON to rewrite: as it came
  }
  const rewritten = rewriteJsonLinks(text, map);
  if (rewritten === text) return { body: raw, headerChanges: {} };

  const body = Buffer.from(rewritten, 'utf8');
  const etag = upstreamRes.headers.etag;
  return {
    body,
    headerChanges: {
      'content-length': String(body.length),
      'content-encoding': undefined,
      // Other bytes than the upstream's: a strong validator would claim byte equality.
      etag: etag && !etag.startsWith('W/') ? `W/${etag}` : etag,
      'content-md5': undefined,
      digest: undefined,
      'content-digest': undefined,
      'repr-digest': undefined,
    },
  };
}
