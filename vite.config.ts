/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';
import { join } from 'node:path';
import { cspHeader, cspMeta, inlineStyles, pageStyles } from './csp.config.ts';
import { pwa } from './pwa.config.ts';
import { criticalCss } from './scripts/critical-css.ts';
import { firstScreen } from './scripts/first-screen.ts';
import { precompress } from './scripts/precompress.ts';
import {
  API_BASE_META,
  APP_CHUNKS_SCRIPT,
  APP_CHUNKS_TEMPLATE_ID,
  BOOT_SCRIPTS,
} from './src/app/boot-scripts.ts';
import { DEFAULT_API_BASE } from './src/lib/api-base.ts';

/**
 * What the first screen needs of the stylesheet goes into index.html itself (scripts/critical-css.ts):
 * the first paint waits for no second request (over a phone's network, a round trip; on a return
 * visit, a read through the service worker) and parses a third of the CSS. The whole stylesheet is
 * linked at the end of <body>, after the first screen and its first cards script: it blocks no
 * paint of what comes before it, and the app's (deferred) module script runs only once it is
 * there, so nothing the app renders later is ever unstyled. The rules the two share are the same
 * rules in the same order, so the whole one decides as it would alone. Runs after Vite has written
 * its tags and the first screen is in the page.
 */
function stylesheets(): Plugin {
  return {
    name: 'channels-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\.\/([^"]+\.css)">/g)];
        if (links.length !== 1)
          throw new Error(`index.html links ${links.length} stylesheets, not 1`);
        const [tag, file = ''] = links[0] ?? [];
        const asset = bundle[file];
        if (!tag || asset?.type !== 'asset') throw new Error(`no stylesheet ${file} in the build`);
        const others = Object.keys(bundle).filter((name) => name.endsWith('.css') && name !== file);
        // Only one: a chunk's own stylesheet would never be loaded (no chunk imports CSS).
        if (others.length > 0) throw new Error(`stylesheets beside index.html's: ${others.join()}`);
        if (!html.includes('</body>')) throw new Error('index.html has no </body> to link before');
        const critical = await criticalCss(html);
        if (critical.includes('</style'))
          throw new Error('the first screen CSS would end its <style>');
        return html
          .replace(tag, () => `<style>${critical}</style>`)
          .replace('</body>', () => `  ${tag}\n  </body>`);
      },
    },
  };
}

/**
 * The built index.html carries the CSP itself, so any static host serves it with the policy:
 * the hash of its inline stylesheet included, so this runs after stylesheets().
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'channels-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html,
        tags: [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: cspMeta(inlineStyles(html)),
            },
            injectTo: 'head-prepend',
          },
        ],
      }),
    },
  };
}

/**
 * `npm run preview` sends the policy as a header as `npm start` does, with the hash of the page it
 * serves. A plugin of its own: `vite preview` leaves out plugins that apply to builds only.
 */
function previewPolicy(): Plugin {
  return {
    name: 'channels-preview-csp',
    configurePreviewServer(server) {
      const page = join(server.config.root, server.config.build.outDir, 'index.html');
      const stylesOf = pageStyles();
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', cspHeader(stylesOf(page)));
        next();
      });
    },
  };
}

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The build's API base and the inline scripts that apply the theme and ask for the first page
 * (src/app/boot-scripts.ts; their hashes are in the policy), placed before <title>: ahead of
 * everything else in <head> but the CSP and charset.
 */
function bootScripts(): Plugin {
  let apiBase = DEFAULT_API_BASE;
  return {
    name: 'channels-boot-scripts',
    apply: 'build',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE_URL as string | undefined) || DEFAULT_API_BASE;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes('<title>')) throw new Error('index.html has no <title> to precede');
        const head = [
          `<meta name="${API_BASE_META}" content="${attribute(apiBase)}">`,
          ...BOOT_SCRIPTS.map((script) => `<script>${script}</script>`),
        ];
        return html.replace('<title>', `${head.join('\n    ')}\n    <title>`);
      },
    },
  };
}

/**
 * The app's chunks (what main.tsx's dynamic import loads) as preload links inside a <template> at
 * the end of <head>, and the static script (APP_CHUNKS_SCRIPT) that starts them at once on an
 * address without a preview. The plain directory does not preload them: see main.tsx.
 */
function appChunks(): Plugin {
  return {
    name: 'channels-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        // The entry itself is already loading; the app's chunks may import from it.
        const files = new Set<string>([chunk.fileName]);
        const visit = (file: string) => {
          const found = bundle[file];
          if (files.has(file) || !found || found.type !== 'chunk') return;
          files.add(file);
          found.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        files.delete(chunk.fileName);
        if (files.size === 0)
          throw new Error('main.tsx no longer imports the app: nothing to preload');
        const links = [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
        }));
        return [
          {
            tag: 'template',
            attrs: { id: APP_CHUNKS_TEMPLATE_ID },
            children: links,
            injectTo: 'head' as const,
          },
          { tag: 'script', children: APP_CHUNKS_SCRIPT, injectTo: 'head' as const },
        ];
      },
    },
  };
}

/**
 * `npm run bundle-report` (vite build --mode report): what each chunk is made of, raw, gzip and
 * brotli, as a treemap in bench/results/bundle.html and a list in bench/results/bundle.txt.
 */
const bundleReport = (): Plugin[] =>
  (['treemap', 'list'] as const).map(
    (template) =>
      visualizer({
        filename: `bench/results/bundle.${template === 'list' ? 'txt' : 'html'}`,
        template,
        gzipSize: true,
        brotliSize: true,
      }) as Plugin,
  );

export default defineConfig(({ mode }) => ({
  // Relative asset paths: dist/ works from any static host and any sub-path.
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    stylesheets(),
    contentSecurityPolicy(),
    previewPolicy(),
    bootScripts(),
    appChunks(),
    firstScreen(),
    pwa(),
    precompress(),
    ...(mode === 'report' ? bundleReport() : []),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // `npm run dev` talks to a reference server started with `npm run api`.
    proxy: { '/api': 'http://127.0.0.1:8787', '/media': 'http://127.0.0.1:8787' },
  },
  build: {
    target: 'es2023',
    // One stylesheet, linked from index.html (stylesheets()): no chunk has CSS of its own to load.
    cssCodeSplit: false,
    // Flags stay files of their own (src/lib/flag-urls.ts): inlined, the lazily loaded table
    // would carry every flag as a data: URI instead of a short URL. Other assets: Vite's default.
    assetsInlineLimit: (file) => (file.includes('/country-flag-icons/') ? false : undefined),
    // No preload links added from script before a dynamic import: appending them held the main
    // thread 1-9 ms each while the page loaded (21 ms for the app's five chunks on the test
    // machine), and a chunk's own imports are fetched as soon as it is parsed anyway. The app's
    // chunks are preloaded from index.html where that pays (appChunks()).
    modulePreload: false,
  },
  // The database worker imports SQLite as an ES module (it finds its .wasm beside itself).
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
  preview: { headers: { 'Referrer-Policy': 'no-referrer' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Tests write temporary files only into a folder of their own, checked empty at the end.
    globalSetup: ['./server/test-temp-dir.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // The JSON report feeds the pass/fail count that .ci/run prints.
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    testTimeout: 20_000,
  },
}));
