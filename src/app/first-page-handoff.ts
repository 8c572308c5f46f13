/**
 * Where index.html's FIRST_PAGE_SCRIPT (boot-scripts.ts) leaves its request for the app, and how
 * the app takes it. A module of its own: the app imports only this, not the scripts' text, which
 * the bundler keeps whole in any chunk that imports boot-scripts.ts (about 1.3 kB gzip).
 *
 * Relative imports only: boot-scripts.ts, which vite.config.ts and the server load outside Vite's
 * aliases, imports HANDOFF from here.
 */
export const HANDOFF = '__channelsFirstPage';

/** The request FIRST_PAGE_SCRIPT started, once (the app then owns it), if it is for `url`. */
export function takeHtmlRequest(url: string): Promise<Response> | undefined {
  const slot = window as unknown as Record<string, unknown>;
  const started = slot[HANDOFF];
  delete slot[HANDOFF];
  if (typeof started !== 'object' || started === null) return undefined;
  const { url: requested, response } = started as { url?: unknown; response?: unknown };
  return requested === url && response instanceof Promise
    ? (response as Promise<Response>)
    : undefined;
}
