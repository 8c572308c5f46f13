import { expect } from 'vitest';
import { getJson, startEarlyRequest } from '@/api/http';
import { API_BASE_META, FIRST_PAGE_SCRIPT } from '../boot-scripts';
import { takeHtmlRequest } from '../first-page-handoff';

/** Runs one of index.html's inline scripts as the browser does: a classic script, global scope. */
export function runInlineScript(script: string): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the build's own constant text
  (new Function(script) as () => void)();
}

/** index.html's <head> as the build writes it: the API base in a <meta>, then its request. */
export function openIndexHtml(search: string, apiBase: string): void {
  window.history.replaceState(null, '', `/${search}`);
  const meta = document.createElement('meta');
  meta.name = API_BASE_META;
  meta.content = apiBase;
  document.head.append(meta);
  runInlineScript(FIRST_PAGE_SCRIPT);
}

/** Undoes openIndexHtml: a request the test left untaken goes, so the next test starts with none. */
export function closeIndexHtml(firstPage: string): void {
  document.head.querySelectorAll(`meta[name="${API_BASE_META}"]`).forEach((meta) => meta.remove());
  void takeHtmlRequest(firstPage);
  window.history.replaceState(null, '', '/');
  localStorage.clear();
}

/** The app takes index.html's request over: the whole page, and still only that one request. */
export async function expectAppTakesOver(firstPage: string, requests: string[]): Promise<void> {
  startEarlyRequest(firstPage, takeHtmlRequest(firstPage));
  const page = (await getJson(firstPage)) as { results: unknown[] };
  expect(page.results).toHaveLength(20);
  expect(requests).toEqual([firstPage]);
}
