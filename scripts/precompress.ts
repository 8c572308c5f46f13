/**
 * Precompressed copies of the build: `x.js.br` and `x.js.gz` beside every text file (and the
 * SQLite wasm) of at least 1 KiB, for static hosts that serve them by Accept-Encoding (nginx's
 * gzip_static/brotli_static, Netlify, Cloudflare Pages) and for `npm start` (@fastify/static's
 * preCompressed). Made once at build time with the strongest settings, where a server that
 * compresses on the fly has to pick fast ones. A copy that would not be smaller is not written.
 *
 * Runs after everything else has written to the output directory (vite-plugin-pwa writes sw.js
 * last), by walking that directory: the service worker gets its copies too. The precache lists
 * only the originals (pwa.config.ts's globPatterns end in the plain extensions).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|wasm|txt|xml)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `path.br` and `path.gz`; returns the bytes of each copy written (0 when skipped). */
export async function precompressFile(path: string): Promise<{ br: number; gz: number }> {
  const source = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { br: 0, gz: 0 };
  if (br.length < source.length) {
    await writeFile(`${path}.br`, br);
    written.br = br.length;
  }
  if (gzipped.length < source.length) {
    await writeFile(`${path}.gz`, gzipped);
    written.gz = gzipped.length;
  }
  return written;
}

/** Compresses every eligible file under `dir`; returns how many files got copies. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const { br, gz: gzipped } = await precompressFile(path);
    if (br || gzipped) count++;
  }
  return count;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'channels-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const count = await precompressDir(outDir);
        config.logger.info(`precompressed ${count} files (.br, .gz) in ${outDir}`);
      },
    },
  };
}
