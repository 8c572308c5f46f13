import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/**
 * The JS and CSS index.html asks for before the app renders: its scripts, its preloads and its
 * stylesheets. The app's own chunks are among the preloads: the build lists them in a
 * `<template>` whose links start at once on an address without a preview; on the plain directory
 * main.tsx loads the same chunks once the preview is painted. Either way they all load before the
 * app's first render.
 */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src) js.push(src);
    } else {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      if (!href) continue;
      if (rel === 'modulepreload') js.push(href);
      if (rel === 'stylesheet') css.push(href);
    }
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
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
    js: await sizesOf(dist, assets.js),
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
  jsGzip: kb('Initial JS, gzip', { on: 'ratio', op: '<=', limit: 1.5 }),
  stackGzip: kb('Initial JS, gzip, the required stack alone'),
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
  stackDist: string,
): Promise<void> {
  const app = await initialBytes(appDist);
  const hello = await initialBytes(helloDist);
  const stack = await initialBytes(stackDist);
  const k = (bytes: number) => bytes / 1000;
  recorder.add(METRICS.jsRaw, null, k(app.js.raw), k(hello.js.raw));
  recorder.add(METRICS.jsGzip, null, k(app.js.gzip), k(hello.js.gzip));
  recorder.add(METRICS.jsBrotli, null, k(app.js.brotli), k(hello.js.brotli));
  // What react-query and the zod schemas cost before the app's own code: the app's share of the
  // gzip ratio is the part above this one.
  recorder.add(METRICS.stackGzip, null, k(stack.js.gzip), k(hello.js.gzip));
  // The hello-world has no stylesheet: CSS is shown on its own, without a ratio.
  recorder.add(METRICS.cssRaw, null, k(app.css.raw));
  recorder.add(METRICS.cssGzip, null, k(app.css.gzip));
  recorder.add(METRICS.cssBrotli, null, k(app.css.brotli));
}
