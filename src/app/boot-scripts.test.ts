import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { recordRequests } from '@/test/requests';
import { APP_CHUNKS_SCRIPT, APP_CHUNKS_TEMPLATE_ID, THEME_BOOT_SCRIPT } from './boot-scripts';
import { takeHtmlRequest } from './first-page-handoff';
import {
  closeIndexHtml,
  expectAppTakesOver,
  openIndexHtml,
  runInlineScript,
} from './test/index-html';

/** index.html as the build writes it: the API base in a <meta>, then the inline script runs. */
const openPage = (search: string, apiBase = TEST_API) => openIndexHtml(search, apiBase);

const firstPage = `${TEST_API}/channels`;

/** Another API's first page, for `?api=` addresses. */
const channelsHandlerAt = (base: string) =>
  http.get(`${base}/channels`, () =>
    HttpResponse.json({ next: null, previous: null, results: makeChannels(3) }),
  );

beforeEach(() => {
  server.use(channelsHandler(makeChannels(30)));
  localStorage.clear();
});
afterEach(() => closeIndexHtml(firstPage));

describe("index.html's request for the first page", () => {
  it('is taken over by the app: the page is asked for once, before the app runs', async () => {
    const requests = recordRequests();
    openPage('');
    expect(requests).toEqual([firstPage]);
    await expectAppTakesOver(firstPage, requests);
  });

  it('follows an ?api= address as the app resolves it: query, fragment and trailing slashes dropped', async () => {
    const other = 'http://elsewhere.test/api';
    server.use(channelsHandlerAt(other));
    const requests = recordRequests();
    openPage(`?api=${encodeURIComponent(` ${other}//?format=json#top `)}`);
    expect(requests).toEqual([`${other}/channels`]);
    const response = takeHtmlRequest(`${other}/channels`);
    expect(response).toBeInstanceOf(Promise);
    expect((await response!).ok).toBe(true);
  });

  it('leaves an ?api= the app would refuse to the app, which says so', () => {
    const requests = recordRequests();
    openPage('?api=javascript:alert(1)');
    openPage('?api=http://[broken');
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
    runInlineScript(THEME_BOOT_SCRIPT);
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.setItem('channels:theme', 'light');
    runInlineScript(THEME_BOOT_SCRIPT);
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe("index.html's preload of the app's chunks", () => {
  /** The <head> as the build ends it: the chunks' links in a template, then the script. */
  function openHead(search: string) {
    window.history.replaceState(null, '', `/${search}`);
    const template = document.createElement('template');
    template.id = APP_CHUNKS_TEMPLATE_ID;
    template.innerHTML =
      '<link rel="modulepreload" href="./assets/start-app.js"><link rel="modulepreload" href="./assets/queries.js">';
    document.head.append(template);
    runInlineScript(APP_CHUNKS_SCRIPT);
  }
  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  afterEach(() => {
    document.head.querySelectorAll('template, link').forEach((element) => element.remove());
    window.history.replaceState(null, '', '/');
  });

  it('starts them at once where no preview is painted: a channel, a search, a filter', () => {
    for (const search of ['?channel=42', '?q=studio', '?country=IE&api=https://api.test']) {
      openHead(search);
      expect(preloaded()).toEqual(['./assets/start-app.js', './assets/queries.js']);
      document.head.querySelectorAll('template, link').forEach((element) => element.remove());
    }
  });

  it('leaves them for after the preview on the plain directory, whatever its API', () => {
    for (const search of ['', '?api=https://api.test/api']) {
      openHead(search);
      expect(preloaded()).toEqual([]);
    }
  });
});
