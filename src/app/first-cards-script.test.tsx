import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SkeletonGrid } from '@/features/channels/components/channel-card-skeleton';
import { FirstCardTemplate } from '@/features/channels/components/first-card-template';
import { FirstSavedCopyLine } from '@/features/channels/components/first-saved-copy-line';
import { makeChannel, makeChannels, TEST_API } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { recordRequests } from '@/test/requests';
import { FIRST_CARDS_SCRIPT } from './boot-scripts';
import { takeHtmlRequest } from './first-page-handoff';
import { previewPainted } from './preview-painted';
import {
  closeIndexHtml,
  expectAppTakesOver,
  openIndexHtml,
  runInlineScript,
} from './test/index-html';

const firstPage = `${TEST_API}/channels`;

/**
 * index.html as the build writes it, from the same components: the API base in a <meta>, the
 * head's request for the first page, then the root's saved copy line, skeleton cells and card
 * template, then the first cards script.
 */
function openFirstScreen(search = ''): HTMLElement {
  openIndexHtml(search, TEST_API);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToStaticMarkup(
    <>
      <FirstSavedCopyLine />
      <div aria-busy="true">
        <SkeletonGrid />
      </div>
      <FirstCardTemplate />
    </>,
  );
  document.body.append(root);
  runInlineScript(FIRST_CARDS_SCRIPT);
  return root;
}

const cardsIn = (root: HTMLElement) => [...root.querySelectorAll('article')];
const skeletonsIn = (root: HTMLElement) => root.querySelectorAll('[aria-busy] > div > div');
const savedLineIn = (root: HTMLElement) => root.querySelector('[data-first-saved]');

/** Lets the page's request and the script's reading of it finish. */
async function settled(): Promise<void> {
  await takeHtmlRequest(firstPage)?.catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.getElementById('root')?.remove();
  closeIndexHtml(firstPage);
});

describe("index.html's first cards", () => {
  it('fill the skeleton cells with the first names and places, in order, before the app runs', async () => {
    const channels = makeChannels(30);
    server.use(channelsHandler(channels));
    const root = openFirstScreen();

    await waitFor(() => expect(cardsIn(root)).toHaveLength(12));
    expect(cardsIn(root).map((card) => card.querySelector('h3')?.textContent)).toEqual(
      channels.slice(0, 12).map((channel) => channel.name),
    );
    expect(cardsIn(root)[0]).toHaveTextContent('Dublin, Ireland');
    expect(skeletonsIn(root)).toHaveLength(0);
    // Each card keeps its cell's place in the responsive grid: the fourth shows from two columns.
    expect(cardsIn(root)[0]).toHaveClass('flex');
    expect(cardsIn(root)[3]).toHaveClass('hidden', 'sm:flex');
    // A preview: nothing to press, nothing for a screen reader until the app's cards are there.
    expect(cardsIn(root).every((card) => card.hasAttribute('inert'))).toBe(true);
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('tell the app once they have been painted, and at once when they paint nothing', async () => {
    server.use(channelsHandler(makeChannels(30)));
    const root = openFirstScreen();
    await previewPainted(10_000);
    expect(cardsIn(root)).toHaveLength(12);

    document.getElementById('root')?.remove();
    const filtered = openFirstScreen('?q=acme');
    // Settled before any timer or response: the app starts at once.
    const first = await Promise.race([
      previewPainted(10_000).then(() => 'preview settled'),
      new Promise((resolve) => setTimeout(() => resolve('a task later'), 0)),
    ]);
    expect(first).toBe('preview settled');
    expect(cardsIn(filtered)).toEqual([]);
  });

  it('leave the response whole for the app, which still takes it over', async () => {
    server.use(channelsHandler(makeChannels(30)));
    const requests = recordRequests();
    const root = openFirstScreen();
    await waitFor(() => expect(cardsIn(root)).toHaveLength(12));
    await expectAppTakesOver(firstPage, requests);
  });

  it('show hostile text as text and skip records they cannot show', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">Acme';
    server.use(
      http.get(firstPage, () =>
        HttpResponse.json({
          next: null,
          previous: null,
          results: [
            { name: hostile, company: { location: { city: ' ', country: '' } } },
            { name: 42, company: { location: { city: 'Oslo', country: 'Norway' } } },
            null,
            'a string',
            { name: 'No company' },
            makeChannel(5, { name: 'Second shown' }),
          ],
        }),
      ),
    );
    const root = openFirstScreen();

    await waitFor(() => expect(cardsIn(root)).toHaveLength(2));
    const [first, second] = cardsIn(root);
    expect(first?.querySelector('h3')?.textContent).toBe(hostile);
    expect(root.querySelector('img')).toBeNull();
    // No city and no country: no place line, as the app's card.
    expect(first?.querySelector('p')).toBeNull();
    expect(second).toHaveTextContent('Second shownDublin, Ireland');
    // The cells no record filled stay skeletons.
    expect(skeletonsIn(root)).toHaveLength(10);
  });

  it('on a return visit come from the saved copy at once, without a request', () => {
    const saved = makeChannels(3, 900);
    localStorage.setItem(`channels:copy:${TEST_API}`, '{}');
    localStorage.setItem(`channels:first:${TEST_API}`, JSON.stringify(saved));
    const requests = recordRequests();
    const root = openFirstScreen();

    expect(cardsIn(root).map((card) => card.querySelector('h3')?.textContent)).toEqual(
      saved.map((channel) => channel.name),
    );
    expect(requests).toEqual([]);
    // Above them the saved copy's line, where the app's own will say how old the copy is.
    expect(savedLineIn(root)).toBeVisible();
    expect(savedLineIn(root)).toHaveTextContent('Saved copy');
  });

  it("show no saved copy's line on a first visit, nor on a return visit with no cards kept", async () => {
    server.use(channelsHandler(makeChannels(30)));
    const root = openFirstScreen();
    await waitFor(() => expect(cardsIn(root)).toHaveLength(12));
    expect(savedLineIn(root)).not.toBeVisible();

    document.getElementById('root')?.remove();
    localStorage.setItem(`channels:copy:${TEST_API}`, '{}');
    localStorage.setItem(`channels:first:${TEST_API}`, '[]');
    const again = openFirstScreen();
    expect(cardsIn(again)).toEqual([]);
    expect(savedLineIn(again)).not.toBeVisible();
  });

  it('are not painted for an address with filters: the app shows something else first', async () => {
    server.use(channelsHandler(makeChannels(30)));
    const root = openFirstScreen('?q=acme');
    await settled();
    expect(cardsIn(root)).toEqual([]);
    expect(skeletonsIn(root)).toHaveLength(12);
  });

  it('are not painted from an error or a body that is not a page', async () => {
    server.use(http.get(firstPage, () => HttpResponse.text('<html>oops</html>', { status: 200 })));
    const root = openFirstScreen();
    await settled();
    expect(cardsIn(root)).toEqual([]);

    document.getElementById('root')?.remove();
    server.use(http.get(firstPage, () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    const again = openFirstScreen();
    await settled();
    expect(cardsIn(again)).toEqual([]);
    expect(skeletonsIn(again)).toHaveLength(12);
  });

  it('are not painted over the app once it has rendered', async () => {
    server.use(channelsHandler(makeChannels(30)));
    const root = openFirstScreen();
    // The app's first render replaces the first screen before the page lands.
    root.replaceChildren(Object.assign(document.createElement('main'), { id: 'app' }));
    await settled();
    expect(cardsIn(root)).toEqual([]);
    expect(root.children).toHaveLength(1);
  });
});
