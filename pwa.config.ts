/**
 * The service worker, the web app manifest and the head tags that go with them (vite-plugin-pwa
 * with Workbox's generateSW). What it does:
 *
 * - Precaches the build: the JS and CSS chunks, the SQLite wasm and its workers, index.html,
 *   the icons and the manifest (about 2 MB, fetched once in the background after a first
 *   visit). Their names carry a content hash, so the precache is never stale.
 * - Flags are not precached: there are some 250 files and a directory shows a handful of
 *   countries, so each is cached the first time it is shown (cache-first, their names are
 *   hashed too). Offline, a flag never seen is left out; the country's name is beside it.
 * - The page itself (index.html) is network-first: online, a reload always gets the deployed
 *   version; when the network fails, the index.html precached with the assets it names is served.
 *   Where the browser has static routes (Chromium 123+, `addRoutes` in sw-routes.js), the page's
 *   request races the worker's handler: it leaves at once and does not wait for a stopped worker
 *   to start, and the handler's answer (the precached page) is used only when the network fails.
 *   Elsewhere navigation preload: the browser asks for the page while the worker starts.
 *   Never a cached index.html from another deployment than the assets: that is a blank page.
 * - Updates wait (registerType 'prompt'): a new worker installs beside the running one and the
 *   page offers "Reload" (src/features/app-update); nothing switches versions under a running
 *   page.
 * - Everything is relative to Vite's `base` ('./'): the worker's scope, start_url and scope of
 *   the manifest are the directory the app is served from, at any sub-path.
 *
 * The API is never touched: its requests go past the worker to the network, and the saved copy
 * of the channels lives in the database (src/db), not in the worker's caches.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Country flags as Vite emits them (country-flag-icons' `XX.svg`, hashed). */
const FLAG_FILE = /(^|\/)assets\/[A-Z]{2}-[\w-]{8}\.svg$/;

/** The app's colour tokens (src/styles/index.css): header (panel) and page (surface). */
const LIGHT = { panel: '#ffffff', surface: '#f7f7f9' };
const DARK = { panel: '#181b22' };

const manifest = {
  name: 'Channels',
  short_name: 'Channels',
  description: 'Browse the channels directory: employers, locations and live jobs.',
  id: './',
  start_url: './',
  scope: './',
  display: 'standalone' as const,
  lang: 'en',
  theme_color: LIGHT.panel,
  background_color: LIGHT.surface,
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: 'icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

/** The service worker's extra script (importScripts): static routes for the page's requests. */
const ROUTES_FILE = 'sw-routes.js';

/**
 * Runs in the worker, serialized (toString) into sw-routes.js: at install, the page's own URLs
 * (the scope, and index.html, with any query string) become "race-network-and-fetch-handler"
 * routes. A return visit then waits neither for the worker to start (some 15 ms here, more on a
 * phone) nor for its handler: the network's answer is used as it comes, and the handler's only
 * when the network fails (offline), which is the network-first rule of the route below.
 * Browsers without static routes skip it; a route the browser refuses leaves the install intact.
 */
function addPageRoutes() {
  const worker = self as unknown as {
    registration: { scope: string };
    addEventListener(
      type: 'install',
      listener: (event: {
        addRoutes?: (rules: object[]) => Promise<void>;
        waitUntil(promise: Promise<unknown>): void;
      }) => void,
    ): void;
  };
  worker.addEventListener('install', (event) => {
    if (!event.addRoutes) return;
    const scope = new URL(worker.registration.scope).pathname;
    // URLPattern syntax: the path's own characters match themselves.
    const literal = (path: string) => path.replace(/[\\:*?+(){}]/g, '\\$&');
    const rules = [scope, `${scope}index.html`].map((pathname) => ({
      condition: { requestMode: 'navigate', urlPattern: { pathname: literal(pathname) } },
      source: 'race-network-and-fetch-handler',
    }));
    event.waitUntil(
      event.addRoutes(rules).catch((error: unknown) => {
        console.warn('The page keeps going through the service worker:', error);
      }),
    );
  });
}

/** Writes sw-routes.js beside sw.js, for the worker to import (workbox.importScripts). */
function pageRoutesScript(): Plugin {
  return {
    name: 'channels-sw-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: ROUTES_FILE,
        source: `(${addPageRoutes.toString()})();\n`,
      });
    },
  };
}

/** The browser's toolbar in the page's colours, and the icon iOS uses for a home-screen link. */
function installHeadTags(): Plugin {
  return {
    name: 'channels-install-head',
    apply: 'build',
    transformIndexHtml: () =>
      [
        {
          tag: 'meta',
          attrs: {
            name: 'theme-color',
            media: '(prefers-color-scheme: light)',
            content: LIGHT.panel,
          },
        },
        {
          tag: 'meta',
          attrs: {
            name: 'theme-color',
            media: '(prefers-color-scheme: dark)',
            content: DARK.panel,
          },
        },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: './icons/apple-touch-icon.png' } },
      ].map((tag) => ({ ...tag, injectTo: 'head' as const })),
  };
}

export function pwa(): Plugin[] {
  return [
    ...VitePWA({
      registerType: 'prompt',
      // Registered by the app itself, after the first render (virtual:pwa-register/react).
      injectRegister: false,
      manifest,
      // The icons are in globPatterns with everything else (the plugin adds the manifest).
      includeManifestIcons: false,
      workbox: {
        importScripts: [ROUTES_FILE],
        globPatterns: ['**/*.{js,css,html,wasm,svg,png}'],
        manifestTransforms: [
          (entries) => ({
            // sw-routes.js too: the browser keeps the scripts a worker imports with the worker.
            manifest: entries.filter(
              (entry) => !FLAG_FILE.test(entry.url) && entry.url !== ROUTES_FILE,
            ),
            warnings: [],
          }),
        ],
        // Where there are no static routes (sw-routes.js): the page's request leaves when the
        // navigation starts, beside the worker's own start-up, instead of once the worker is
        // running; the route below answers with that response.
        navigationPreload: true,
        // No precached page answers navigations by itself (see runtimeCaching).
        navigateFallback: null,
        directoryIndex: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The app's page (its directory, with any query string): network first, else the
            // precached index.html. This function runs in the worker (serialized into sw.js).
            urlPattern: ({ request, url }) => {
              if (request.mode !== 'navigate') return false;
              const worker = self as unknown as { registration: { scope: string } };
              const scope = new URL(worker.registration.scope).pathname;
              return url.pathname === scope || url.pathname === `${scope}index.html`;
            },
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            urlPattern: FLAG_FILE,
            handler: 'CacheFirst',
            options: {
              cacheName: 'channels-flags',
              expiration: { maxEntries: 300 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    pageRoutesScript(),
    installHeadTags(),
  ];
}
