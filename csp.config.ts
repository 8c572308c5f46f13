import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { INLINE_SCRIPTS } from './src/app/boot-scripts.ts';

/** The CSP source that allows exactly this inline script or stylesheet. */
export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The text of each inline `<style>` of a page, as the browser hashes it for the CSP. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
}

/**
 * The inline stylesheets of a served page (the build puts the first screen's part of its
 * stylesheet into index.html; the policy allows it by its hash), read again whenever the file changes: a new build deployed into
 * the folder while the server runs comes with a new hash.
 */
export function pageStyles(): (page: string) => string[] {
  const seen = new Map<string, { version: string; styles: string[] }>();
  return (page) => {
    let version = 'none';
    try {
      const { mtimeMs, size } = statSync(page);
      version = `${mtimeMs}:${size}`;
    } catch {
      // Not there (an encoded copy sent without its original): nothing inline to allow.
    }
    const known = seen.get(page);
    if (known?.version === version) return known.styles;
    const styles = version === 'none' ? [] : inlineStyles(readFileSync(page, 'utf8'));
    seen.set(page, { version, styles });
    return styles;
  };
}

/**
 * The Content-Security-Policy of the built app: no eval, no plugins, and no inline script but
 * the four short ones of index.html (src/app/boot-scripts.ts: the theme, the first page's
 * request and the app's chunks in <head>, the first cards after the root), each allowed by its
 * hash; no inline style
 * but the first screen's CSS the build puts into index.html (vite.config.ts), allowed by its hash, which
 * changes with every build that changes a class: the servers read it from the built page. The
 * API is picked at run time (`?api=`), so connect-src and img-src allow any http(s) origin
 * instead of pinning one; logos come from wherever a record points. `'wasm-unsafe-eval'` lets
 * the database worker compile SQLite's WebAssembly (it allows WebAssembly compilation only, not
 * eval), and workers come from the app's own origin.
 */
export function cspDirectives(styles: readonly string[]): string[] {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${INLINE_SCRIPTS.map(cspHash).join(' ')}`,
    "worker-src 'self'",
    ["style-src 'self'", ...styles.map(cspHash)].join(' '),
    "img-src 'self' data: http: https:",
    "connect-src 'self' http: https:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** For a <meta> tag (frame-ancestors is only honoured as a header). */
export const cspMeta = (styles: readonly string[]) => cspDirectives(styles).join('; ');

/** For the servers that send it as a header, with the inline styles of the page they serve. */
export const cspHeader = (styles: readonly string[]) =>
  [...cspDirectives(styles), "frame-ancestors 'none'"].join('; ');
