/**
 * Serves the built app (dist/) next to the API: files as they are, hashed /assets/* cached for a
 * year, index.html never cached, and index.html for any other path so client-side routes load.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { HttpError, methodNotAllowed } from './http.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** The app's only origin is this server; API data may point at images anywhere. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: http: https:; connect-src 'self' http: https:; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const HTML_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'no-referrer',
};

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
}

async function findFile(file: string): Promise<Found | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

function decodePath(path: string): string {
  try {
    const decoded = decodeURIComponent(path);
    if (!decoded.includes('\0')) return decoded;
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, { detail: 'Malformed path.' });
}

export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw methodNotAllowed(req.method ?? '', 'GET, HEAD');
  }
  const base = resolve(root);
  const wanted = resolve(base, `.${decodePath(path)}`);
  // resolve() has collapsed any "..": what is left must still be inside the root.
  const inside = wanted === base || wanted.startsWith(base + sep);
  const index = join(base, 'index.html');

  let found = inside && !path.endsWith('/') ? await findFile(wanted) : undefined;
  if (!found) {
    // A missing file with an extension (a stale /assets/x.js) is a real 404, not the app shell.
    if (inside && extname(wanted) !== '' && !path.endsWith('/')) {
      throw new HttpError(404, { detail: 'Not found.' });
    }
    found = await findFile(index);
    if (!found) throw new HttpError(404, { detail: 'Not found.' });
  }

  const type = TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': type,
    ETag: etag,
    // Vite puts a content hash in every /assets name, so those never change.
    'Cache-Control': path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    ...(type.startsWith('text/html') ? HTML_HEADERS : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = await readFile(found.file);
  res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
