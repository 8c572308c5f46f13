/**
 * The classic inline scripts of index.html (put there by vite.config.ts and the first screen's
 * renderer), each allowed by its hash in the CSP (csp.config.ts), so the policy stays free of
 * 'unsafe-inline'.
 * Their text never depends on the build's settings (a hash in a server's header must match any
 * build): what varies, the API base, is read from a <meta> the build writes.
 *
 * Relative imports only: vite.config.ts and the server load this file outside Vite's aliases.
 */
import { REQUEST_INIT } from '../api/http';
import { COPY_HINT_PREFIX, FIRST_SCREEN_PREFIX } from '../db/copy-hint-key';
import {
  FIRST_CARD_TEMPLATE_ID,
  FIRST_CELL_ATTRIBUTE,
  FIRST_NAME_ATTRIBUTE,
  FIRST_PLACE_ATTRIBUTE,
  FIRST_SAVED_ATTRIBUTE,
} from '../features/channels/lib/first-cards';
import { THEME_STORAGE_KEY } from '../lib/theme';
import { HANDOFF } from './first-page-handoff';
import { PREVIEW } from './preview-painted';

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

/**
 * Asks for the first page while the app's script is still downloading, as start-first-page.ts
 * would a moment later, and not when a saved copy of that API exists (a return visit starts from
 * it). The base is resolved as resolveApiBase resolves it: an `?api=` address that is an http(s)
 * URL, its query and fragment dropped, else the build's default, relative to the page; trailing
 * slashes dropped. An `?api=` the app would reject is left to the app, which says so. The app
 * adopts the request only if it names the same URL. The handoff also names the base, for
 * FIRST_CARDS_SCRIPT, with or without a request.
 */
export const FIRST_PAGE_SCRIPT =
  `(function(){try{var s=new URLSearchParams(location.search).get('api');var u;` +
  `if(s!==null&&s.trim()!==''){u=new URL(s.trim(),location.href);u=new URL(u.origin+u.pathname)}` +
  `else{var m=document.querySelector('meta[name="${API_BASE_META}"]');` +
  `u=new URL(m&&m.getAttribute('content')||'/api',location.href)}` +
  `if(u.protocol!=='http:'&&u.protocol!=='https:')return;` +
  `var b=u.href.replace(/\\/+$/,'');window.${HANDOFF}={base:b};` +
  `if(localStorage.getItem('${COPY_HINT_PREFIX}'+b)!==null)return;` +
  `var r=fetch(b+'/channels',${JSON.stringify(REQUEST_INIT)});` +
  `r.catch(function(){});window.${HANDOFF}={base:b,url:b+'/channels',response:r}}catch(e){}})()`;

export const BOOT_SCRIPTS = [THEME_BOOT_SCRIPT, FIRST_PAGE_SCRIPT] as const;

/**
 * Counts into `k` the address's parameters other than `api`: only an address with none (the plain
 * directory) gets a preview, and only one with some starts the app's chunks at once.
 */
const COUNT_VIEW_PARAMS =
  "new URLSearchParams(location.search).forEach(function(v,n){if(n!=='api')k++});";

/**
 * Paints the first cards before the app's script has run: placed right after the prerendered
 * `#root`, it fills the first screen's skeleton cells from the card template beside them
 * (src/features/channels/components/first-card-template.tsx) with the name and the place of
 * each channel: from the first page FIRST_PAGE_SCRIPT asked for, the moment it lands, or on a
 * return visit from the first cards kept with the saved copy (db/first-screen.ts), at once, with
 * the saved copy's line above them (first-saved-copy-line.tsx), where the app's will be.
 *
 * A preview, not the app: the cards are inert and hidden from assistive technology (the status
 * still says "Loading channels…"), and the app's first render replaces them with its own, in
 * the same cells. Only the plain directory is previewed: an address with filters, a sort, a
 * channel or the map shows something else first. Every value is untrusted: a record without a
 * string name, city and country is skipped, and text is only ever set as text. Anything
 * unexpected (no template, the app already there, a body that is not JSON) paints nothing.
 * main.tsx runs the app once the preview has had its frame (previewPainted).
 */
export const FIRST_CARDS_SCRIPT =
  `(function(){var f,h;window.${PREVIEW}=new Promise(function(r){f=r});` +
  `function shown(n){if(!n)return f();requestAnimationFrame(function(){setTimeout(f,0)});setTimeout(f,100)}` +
  `try{var k=0;h=window.${HANDOFF};if(!h)return f();` +
  `${COUNT_VIEW_PARAMS}if(k)return f();` +
  `function paint(list){var t=document.getElementById('${FIRST_CARD_TEMPLATE_ID}'),` +
  `c=document.querySelectorAll('#root [${FIRST_CELL_ATTRIBUTE}]'),n=0;` +
  `if(!t||!Array.isArray(list))return 0;` +
  `for(var i=0;i<list.length&&n<c.length;i++){var r=list[i],o=r&&r.company,l=o&&o.location;` +
  `if(!l||typeof r.name!=='string'||typeof l.city!=='string'||typeof l.country!=='string')continue;` +
  `var a=t.content.firstElementChild.cloneNode(true),e=a.querySelector('[${FIRST_PLACE_ATTRIBUTE}]'),` +
  `p=[l.city.trim(),l.country.trim()].filter(Boolean).join(', ');` +
  `a.querySelector('[${FIRST_NAME_ATTRIBUTE}]').textContent=r.name;` +
  `if(p){e.textContent=p;e.title=p}else e.parentNode.remove();` +
  `a.className+=' '+c[n].getAttribute('${FIRST_CELL_ATTRIBUTE}');c[n++].replaceWith(a)}return n}` +
  `if(h.response)h.response.then(function(r){return r.ok?r.clone().json():null})` +
  `.then(function(p){shown(paint(p&&p.results))}).catch(f);` +
  `else{var n=paint(JSON.parse(localStorage.getItem('${FIRST_SCREEN_PREFIX}'+h.base))),` +
  `s=document.querySelector('#root [${FIRST_SAVED_ATTRIBUTE}]');if(n&&s)s.hidden=false;shown(n)}` +
  `}catch(e){f()}})()`;

/** The `<template>` in index.html's <head> that holds a preload link for each of the app's chunks. */
export const APP_CHUNKS_TEMPLATE_ID = 'channels-app-chunks';

/**
 * Right after APP_CHUNKS_TEMPLATE_ID's template (vite.config.ts puts both at the end of <head>):
 * on an address that shows no preview (filters, a sort, a channel, the map), the app's chunks
 * start downloading while the page parses, for nothing is painted before the app. The plain
 * directory leaves them to main.tsx, which loads them once the preview is painted: fetched and
 * compiled beside it, they took the CPU and the bandwidth the first cards needed.
 */
export const APP_CHUNKS_SCRIPT =
  `(function(){try{var k=0;${COUNT_VIEW_PARAMS}` +
  `var t=document.getElementById('${APP_CHUNKS_TEMPLATE_ID}');` +
  `if(k&&t)document.head.appendChild(t.content.cloneNode(true))}catch(e){}})()`;

/** Every inline script of index.html, for the CSP's hashes. */
export const INLINE_SCRIPTS = [...BOOT_SCRIPTS, APP_CHUNKS_SCRIPT, FIRST_CARDS_SCRIPT] as const;
