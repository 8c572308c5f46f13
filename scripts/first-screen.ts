/**
 * Puts the first screen (src/app/first-screen.tsx, rendered by render-first-screen.tsx) into the
 * built index.html's `<div id="root">`: a first visit paints the header, the directory's heading
 * and skeleton cards from the HTML alone, while the app's script is still on its way, and the
 * first cards script after it fills the skeletons as soon as the first page is there (see
 * FIRST_CARDS_SCRIPT). Build only: `npm run dev` keeps an empty root.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_CARDS_SCRIPT } from '../src/app/boot-scripts.ts';
import { FIRST_CARD_TEMPLATE_ID } from '../src/features/channels/lib/first-cards.ts';

const ROOT_DIV = '<div id="root"></div>';

/** `apiBase`: the build's VITE_API_BASE_URL (from the environment or a .env file), if any. */
export function renderFirstScreen(apiBase: string | undefined): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./render-first-screen.tsx', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...(apiBase === undefined ? {} : { VITE_API_BASE_URL: apiBase }),
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

export function firstScreen(): Plugin {
  let apiBase: string | undefined;
  return {
    name: 'channels-first-screen',
    apply: 'build',
    configResolved(config) {
      apiBase = config.env.VITE_API_BASE_URL as string | undefined;
    },
    transformIndexHtml(html) {
      if (!html.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to fill`);
      // The first cards script right after the root: it fills the root's skeletons, so it runs
      // once they are parsed, before the app's (deferred) module script.
      const filled = html.replace(
        ROOT_DIV,
        `<div id="root">${renderFirstScreen(apiBase)}</div>\n    <script>${FIRST_CARDS_SCRIPT}</script>`,
      );
      if (!filled.includes(`<template id="${FIRST_CARD_TEMPLATE_ID}">`))
        throw new Error('the first screen has no card template to wait for');
      return {
        html: filled,
        // The first screen paints whole: with its stylesheet inside the page nothing else holds
        // the first paint back, and a page still arriving painted the header's buttons as they
        // came, each moving the ones before it (a layout shift). The card template is the root's
        // last part; browsers without render-blocking `expect` links paint as before.
        tags: [
          {
            tag: 'link',
            attrs: { rel: 'expect', href: `#${FIRST_CARD_TEMPLATE_ID}`, blocking: 'render' },
            injectTo: 'head' as const,
          },
        ],
      };
    },
  };
}
