import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { onCleanup } from './cleanup';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // Without it Chromium refuses to compile the app's SQLite wasm while it streams in, and falls
  // back to a slower copy-then-compile, which a real host would not impose.
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves several built folders from one loopback origin (`/` the app, `/floor/`, `/naive/`…), so
 * every page under test loads the same way and talks to the API with the same CORS rules.
 * No compression and no caching: every run starts from an empty browser cache anyway.
 */
export async function startStaticServer(mounts: Record<string, string>): Promise<StaticServer> {
  // Longest prefix first, so `/floor/` wins over `/`.
  const entries = Object.entries(mounts).sort((a, b) => b[0].length - a[0].length);
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const mount = entries.find(([prefix]) => path.startsWith(prefix));
      if (!mount) return notFound();
      const [prefix, root] = mount;
      let file = normalize(join(root, path.slice(prefix.length)));
      if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) return notFound();
      let info = await stat(file).catch(() => undefined);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file).catch(() => undefined);
      }
      if (!info?.isFile()) return notFound();
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': 'no-store',
      });
      if (request.method === 'HEAD') return response.end();
      createReadStream(file).pipe(response);
    })();
    function notFound() {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = onCleanup(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { origin: `http://127.0.0.1:${port}`, close };
}
