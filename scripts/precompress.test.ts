// @vitest-environment node
/** What a static host finds beside the build's files after `vite build`. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('puts a .br and a .gz beside each text file worth it, each decoding to the original', async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('channels '.repeat(400))});\n`;
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Channels</p>'.repeat(100)}`);
  writeFileSync(join(dir, 'tiny.css'), 'a{}');
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));

  expect(await precompressDir(dir)).toBe(2);

  const original = readFileSync(join(dir, 'assets', 'index-abc123.js'));
  const br = readFileSync(join(dir, 'assets', 'index-abc123.js.br'));
  const gz = readFileSync(join(dir, 'assets', 'index-abc123.js.gz'));
  expect(brotliDecompressSync(br).equals(original)).toBe(true);
  expect(gunzipSync(gz).equals(original)).toBe(true);
  expect(br.length).toBeLessThan(original.length);
  expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  // Under 1 KiB, or already compressed (PNG): left as it is.
  expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
  expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
});

it('writes no copy that would be larger than the file', async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  // Random bytes do not compress.
  const noise = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
  writeFileSync(join(dir, 'noise.wasm'), noise);
  expect(await precompressDir(dir)).toBe(0);
  expect(existsSync(join(dir, 'noise.wasm.gz'))).toBe(false);
});
