/**
 * The two classic inline scripts in index.html's <head> (put there by vite.config.ts), each
 * allowed by its hash in the CSP (csp.config.ts), so the policy stays free of 'unsafe-inline'.
 * Their text never depends on the build's settings (a hash in a server's header must match any
 * build): what varies, the API base, is read from a <meta> the build writes.
 *
 * Relative imports only: vite.config.ts and the server load this file outside Vite's aliases.
 */
import { COPY_HINT_PREFIX } from '../db/copy-hint-key';
import { THEME_STORAGE_KEY } from '../lib/theme';

/** `<meta name="channels-api" content="…">`: the build's VITE_API_BASE_URL, or `/api`. */
export const API_BASE_META = 'channels-api';

/**
 * applyTheme(readThemePreference()) before the first paint: the prerendered first screen is in
 * the chosen theme at once, instead of flashing light for a dark one.
 */
export const THEME_BOOT_SCRIPT =
  `(function(){var t;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}` +
  `var d=t==='dark'||(t!=='light'&&typeof matchMedia==='function'&&` +
  `matchMedia('(prefers-color-scheme: dark)').matches);` +
  `document.documentElement.dataset.theme=d?'dark':'light'})()`;

/** Where FIRST_PAGE_SCRIPT leaves its request for the app. */
const HANDOFF = '__channelsFirstPage';

/**
 * Asks for the first page while the app's script is still downloading, as start-first-page.ts
 * would a moment later: for the build's own API only (an `?api=` address is left to the app,
 * which checks it), and not when a saved copy of that API exists (a return visit starts from
 * it). The base is resolved as resolveApiBase resolves the build's default: relative to the
 * page, trailing slashes dropped. The app adopts the request only if it names the same URL.
 */
export const FIRST_PAGE_SCRIPT =
  `(function(){try{var s=new URLSearchParams(location.search).get('api');` +
  `if(s!==null&&s.trim()!=='')return;` +
  `var m=document.querySelector('meta[name="${API_BASE_META}"]');` +
  `var u=new URL(m&&m.getAttribute('content')||'/api',location.href);` +
  `if(u.protocol!=='http:'&&u.protocol!=='https:')return;` +
  `var b=u.href.replace(/\\/+$/,'');` +
  `if(localStorage.getItem('${COPY_HINT_PREFIX}'+b)!==null)return;` +
  `var r=fetch(b+'/channels',{headers:{Accept:'application/json'},credentials:'omit'});` +
  `r.catch(function(){});window.${HANDOFF}={url:b+'/channels',response:r}}catch(e){}})()`;

export const BOOT_SCRIPTS = [THEME_BOOT_SCRIPT, FIRST_PAGE_SCRIPT] as const;

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
