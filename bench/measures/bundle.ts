import { readFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineStyles } from '../../csp.config';
import type { Metric, Recorder } from '../lib/results';

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

interface InitialBytes {
  js: Sizes;
  css: Sizes;
}

/** The files index.html makes the browser fetch before anything renders: scripts, preloads, CSS. */
export function initialAssets(html: string): { entries: string[]; js: string[]; css: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const entries: string[] = [];
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (!src) continue;
      entries.push(src);
      js.push(src);
    } else {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      if (!href) continue;
      if (rel === 'modulepreload') js.push(href);
      if (rel === 'stylesheet') css.push(href);
    }
  }
  return { entries: [...new Set(entries)], js: [...new Set(js)], css: [...new Set(css)] };
}

/**
 * The chunks an entry script loads through Vite's dynamic-import helper, as paths beside it:
 * the app's entry (main.tsx) imports the app itself that way once the preview cards are painted,
 * so its code is not among index.html's own requests, yet it is all needed before the app's
 * first render. Vite lists those chunks once, in the entry's `__vite__mapDeps` table.
 */
export function entryDeps(entry: string): string[] {
  const table = /__vite__mapDeps=[^;]*?m\.f=\[([^\]]*)\]/.exec(entry)?.[1];
  if (!table) return [];
  return [...table.matchAll(/["'`]([^"'`]+\.js)["'`]/g)].flatMap(([, file]) =>
    file ? [file] : [],
  );
}

/** index.html's scripts and preloads, and what its scripts load to start the app. */
async function initialJs(dist: string, html: string): Promise<string[]> {
  const local = (file: string) => file.replace(/^\.?\//, '');
  const { entries, js } = initialAssets(html);
  const files = js.map(local);
  for (const file of entries.map(local)) {
    const dir = dirname(file);
    for (const dep of entryDeps(await readFile(join(dist, file), 'utf8')))
      files.push(posix.join(dir, dep));
  }
  return [...new Set(files)];
}

async function sizesOf(dist: string, files: string[], inline: string[] = []): Promise<Sizes> {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  const texts = inline.map((text) => Buffer.from(text));
  for (const file of files) texts.push(await readFile(join(dist, file.replace(/^\.?\//, ''))));
  for (const bytes of texts) {
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    total.brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return total;
}

export async function initialBytes(dist: string): Promise<InitialBytes> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const assets = initialAssets(html);
  // The first screen's CSS is inside index.html (vite.config.ts): its bytes count as CSS too,
  // beside the whole stylesheet that the page links at its end.
  return {
    js: await sizesOf(dist, await initialJs(dist, html)),
    css: await sizesOf(dist, assets.css, inlineStyles(html)),
  };
}

const kb = (name: string, budget?: Metric['budget']): Metric => ({
  name,
  unit: 'kB',
  against: 'React hello-world',
  digits: 1,
  ...(budget ? { budget } : {}),
});

const METRICS = {
  jsRaw: kb('Initial JS, raw'),
  jsGzip: kb('Initial JS, gzip', { on: 'ratio', op: '<', limit: 1.6 }),
  jsBrotli: kb('Initial JS, brotli'),
  cssRaw: kb('Initial CSS, raw'),
  cssGzip: kb('Initial CSS, gzip'),
  cssBrotli: kb('Initial CSS, brotli'),
};

/** Bundle bytes are deterministic: one reading, no runs. */
export async function measureBundle(
  recorder: Recorder,
  appDist: string,
  helloDist: string,
): Promise<void> {
  const app = await initialBytes(appDist);
  const hello = await initialBytes(helloDist);
  const k = (bytes: number) => bytes / 1000;
  recorder.add(METRICS.jsRaw, null, k(app.js.raw), k(hello.js.raw));
  recorder.add(METRICS.jsGzip, null, k(app.js.gzip), k(hello.js.gzip));
  recorder.add(METRICS.jsBrotli, null, k(app.js.brotli), k(hello.js.brotli));
  // The hello-world has no stylesheet: CSS is shown on its own, without a ratio.
  recorder.add(METRICS.cssRaw, null, k(app.css.raw));
  recorder.add(METRICS.cssGzip, null, k(app.css.gzip));
  recorder.add(METRICS.cssBrotli, null, k(app.css.brotli));
}
