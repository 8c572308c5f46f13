import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getJson, startEarlyRequest } from '@/api/http';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { recordRequests } from '@/test/requests';
import {
  API_BASE_META,
  FIRST_PAGE_SCRIPT,
  takeHtmlRequest,
  THEME_BOOT_SCRIPT,
} from './boot-scripts';

/** Runs one of index.html's inline scripts as the browser does: a classic script, global scope. */
function run(script: string): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the build's own constant text
  (new Function(script) as () => void)();
}

/** index.html as the build writes it: the API base in a <meta>, then the inline script runs. */
function openPage(search: string, apiBase = TEST_API) {
  window.history.replaceState(null, '', `/${search}`);
  const meta = document.createElement('meta');
  meta.name = API_BASE_META;
  meta.content = apiBase;
  document.head.append(meta);
  run(FIRST_PAGE_SCRIPT);
}

const firstPage = `${TEST_API}/channels`;

beforeEach(() => {
  server.use(channelsHandler(makeChannels(30)));
  localStorage.clear();
});
afterEach(() => {
  document.head.querySelectorAll(`meta[name="${API_BASE_META}"]`).forEach((meta) => meta.remove());
  // A request the test left untaken goes, so the next test starts with none.
  void takeHtmlRequest(firstPage);
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe("index.html's request for the first page", () => {
  it('is taken over by the app: the page is asked for once, before the app runs', async () => {
    const requests = recordRequests();
    openPage('');
    expect(requests).toEqual([firstPage]);

    startEarlyRequest(firstPage, takeHtmlRequest(firstPage));
    const page = (await getJson(firstPage)) as { results: unknown[] };
    expect(page.results).toHaveLength(20);
    expect(requests).toEqual([firstPage]);
  });

  it('leaves an ?api= address to the app, which checks it first', () => {
    const requests = recordRequests();
    openPage('?api=https://elsewhere.example/api');
    expect(requests).toEqual([]);
    expect(takeHtmlRequest(firstPage)).toBeUndefined();
  });

  it('is not sent when a copy of that API is saved: a return visit starts from the copy', () => {
    localStorage.setItem(`channels:copy:${TEST_API}`, '{}');
    const requests = recordRequests();
    openPage('');
    expect(requests).toEqual([]);
  });

  it('finds the same base as the app for a base with trailing slashes', () => {
    const requests = recordRequests();
    openPage('', `${TEST_API}//`);
    expect(requests).toEqual([firstPage]);
  });

  it('is handed over only for the URL it asked for, and only once', () => {
    openPage('');
    expect(takeHtmlRequest('http://other.test/api/channels')).toBeUndefined();
    openPage('');
    expect(takeHtmlRequest(firstPage)).toBeInstanceOf(Promise);
    expect(takeHtmlRequest(firstPage)).toBeUndefined();
  });
});

describe("index.html's theme script", () => {
  it('applies the saved theme before the app has run', () => {
    localStorage.setItem('channels:theme', 'dark');
    run(THEME_BOOT_SCRIPT);
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.setItem('channels:theme', 'light');
    run(THEME_BOOT_SCRIPT);
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
