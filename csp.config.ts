import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS } from './src/app/boot-scripts.ts';

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The Content-Security-Policy of the built app: no eval, no plugins, and no inline script but
 * the three short ones of index.html (src/app/boot-scripts.ts: the theme and the first page's
 * request in <head>, the first cards after the root), each allowed by its hash. The API is
 * picked at run time (`?api=`), so connect-src and img-src allow any http(s) origin instead of
 * pinning one; logos come from wherever a record points. `'wasm-unsafe-eval'` lets the database
 * worker compile SQLite's WebAssembly (it allows WebAssembly compilation only, not eval), and
 * workers come from the app's own origin.
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${INLINE_SCRIPTS.map(scriptHash).join(' ')}`,
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: http: https:",
  "connect-src 'self' http: https:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** For a <meta> tag (frame-ancestors is only honoured as a header). */
export const CSP_META = CSP_DIRECTIVES.join('; ');

/** For the servers that send it as a header. */
export const CSP_HEADER = [...CSP_DIRECTIVES, "frame-ancestors 'none'"].join('; ');
