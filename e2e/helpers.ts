/**
 * What the end-to-end specs read and do on the directory page and its API, in one place: the
 * feed and its cards, the status lines, the API walked from the test's side, and scrolling to
 * the end of a virtualized grid by conditions (never by waiting a fixed time).
 */
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { LOAD_AHEAD_SCREENS } from '../src/features/channels/components/channel-grid.tsx';

/** The fields of a channel the specs compare with what the app shows. */
export interface ApiChannel {
  id: number;
  name: string;
  slug: string;
  company: {
    name: string;
    slug: string;
    source: string;
    sponsored: boolean;
    location: { city: string; country: string; address: string };
  };
}

export interface ApiPage {
  next: string | null;
  previous: string | null;
  results: ApiChannel[];
}

/** One page of the API, as the server answered it. */
export async function apiPage(request: APIRequestContext, url: string): Promise<ApiPage> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as ApiPage;
}

/** Every channel of an API, in order, walking its `next` links from `first`. */
export async function allChannels(
  request: APIRequestContext,
  first = '/api/channels',
): Promise<ApiChannel[]> {
  const channels: ApiChannel[] = [];
  for (let url: string | null = first; url;) {
    const page = await apiPage(request, url);
    channels.push(...page.results);
    url = page.next;
  }
  return channels;
}

/**
 * Takes SharedWorker away from the page before its scripts run. Playwright neither sees nor
 * routes the requests of a shared worker (microsoft/playwright#36690), where the app's walks
 * fetch their pages: a test that holds or counts those requests walks with the fallback instead,
 * the fetch worker the database worker starts itself, as in a browser without shared workers.
 */
export async function withoutSharedWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(globalThis, 'SharedWorker');
  });
}

export const feed = (page: Page) => page.getByRole('feed', { name: 'Channels' });
export const cards = (page: Page) => feed(page).getByRole('article');
/** "N channels loaded": the directory's count line while no filter is active. */
export const loadedStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /channels? loaded/ });
/** The filter's count line ("3 channels match", "2 of 40 loaded channels match"). */
export const matchStatus = (page: Page) => page.getByRole('status').filter({ hasText: /match/ });
/** The end of the feed once the server has no next page. */
export const allLoaded = (page: Page) => page.getByText('All channels loaded');

/** The numbers in a status line, in order ("2 of 1,040 loaded channels match" gives [2, 1040]). */
export function numbersIn(text: string | null): number[] {
  return Array.from(text?.matchAll(/\d[\d,]*/g) ?? [], (match) =>
    Number(match[0].replace(/,/g, '')),
  );
}

/** How many channels the directory says it has loaded. */
export async function loadedCount(page: Page): Promise<number> {
  return numbersIn(await loadedStatus(page).textContent())[0] ?? 0;
}

/** Names of the cards in the DOM (the grid is virtualized: the ones near the viewport). */
export function namesInDom(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[role="feed"] article'),
      (card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).filter((name): name is string => typeof name === 'string'),
  );
}

/**
 * Loads every page: `step` (a scroll to the bottom, a press of "Load more") again and again,
 * each time waiting for what it set off: more channels loaded, or the end of the list. Calls
 * `onStep` after each step (to note what the DOM holds on the way).
 */
async function loadToTheEnd(page: Page, step: () => Promise<void>, onStep: () => Promise<void>) {
  for (let n = 0; n < 300 && !(await allLoaded(page).isVisible()); n += 1) {
    const before = await loadedCount(page);
    await step();
    // Long enough for a page that fails once and is retried with backoff.
    await expect
      .poll(async () => (await allLoaded(page).isVisible()) || (await loadedCount(page)) > before, {
        timeout: 30_000,
      })
      .toBe(true);
    await onStep();
  }
  await expect(allLoaded(page)).toBeVisible();
}

/** Scrolls to the bottom until the last page has loaded (see loadToTheEnd). */
export function scrollToTheEnd(page: Page, onStep: () => Promise<void> = async () => {}) {
  const scroll = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  };
  return loadToTheEnd(page, scroll, onStep);
}

/** Presses "Load more" until the last page has loaded (see loadToTheEnd). */
export function pressLoadMoreToTheEnd(page: Page, onStep: () => Promise<void> = async () => {}) {
  const press = async () => {
    // The grid may load the last page by itself meanwhile: then the button is gone, not late.
    await page
      .getByRole('button', { name: 'Load more' })
      .click({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        if (!(await allLoaded(page).isVisible())) throw error;
      });
  };
  return loadToTheEnd(page, press, onStep);
}

/**
 * Waits until the grid has stopped loading pages by itself: none on its way (the feed is not
 * busy), and either no next page or the end of the feed farther below the window than the app
 * reads ahead (LOAD_AHEAD_SCREENS). Then the loaded count holds until the reader does something.
 * For a grid the reader has just scrolled or used: right after an API switch the grid was seen
 * not to load its second page by itself although near its end, and this would wait in vain.
 */
export async function gridSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((screens) => {
        const grid = document.querySelector('[role="feed"]');
        if (!grid || grid.getAttribute('aria-busy') !== 'false') return false;
        const more = Array.from(document.querySelectorAll('button')).some(
          (button) => button.textContent?.trim() === 'Load more',
        );
        const below = grid.getBoundingClientRect().bottom - window.innerHeight;
        return !more || below > screens * window.innerHeight;
      }, LOAD_AHEAD_SCREENS),
    )
    .toBe(true);
}

/**
 * axe's serious and critical violations on the page as it is now, one line each (rule, help,
 * where, why), so a failure says what to fix. `rules` narrows the run (e.g. colour contrast).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
    );
}

/**
 * Whether what is painted behind a locator is dark (relative luminance under one half): its own
 * background, or the nearest ancestor's that is not transparent.
 */
export function isDark(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let colour = [255, 255, 255];
    for (let at: Element | null = element; at; at = at.parentElement) {
      const [r = 0, g = 0, b = 0, alpha = 1] = (
        getComputedStyle(at).backgroundColor.match(/[\d.]+/g) ?? []
      ).map(Number);
      if (alpha === 0) continue;
      colour = [r, g, b];
      break;
    }
    const [r = 255, g = 255, b = 255] = colour.map((c) =>
      c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
  });
}

/**
 * Elements that reach past the window's left or right edge, as `tag.class` (none should: on a
 * phone that is text cut off or a page that scrolls sideways), and the page's own sideways scroll.
 */
export function widerThanTheWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
    const scroll = document.documentElement.scrollWidth - width;
    return scroll > 0 ? [`the page scrolls ${scroll} px sideways`, ...out] : out;
  });
}

/**
 * Switches the page's theme as the theme switcher does, and waits until it has been painted (two
 * frames): a check of colours right after the switch could still see a colour on its way.
 */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
    return new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  }, theme);
}

/** The app's matching rule, simplified: accent- and case-insensitive substring of any field. */
export const fold = (text: string) =>
  text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ');
export const haystack = (c: ApiChannel) =>
  fold(
    [
      c.name,
      c.slug,
      c.company.location.city,
      c.company.location.country,
      c.company.location.address,
      c.company.source,
    ].join('\n'),
  );

/**
 * Holds every page after the first until the test lets it through, so a walk over all pages is
 * seen in progress and cancelled at a known point, whatever the machine's speed. Counts the
 * page requests the app made.
 */
export async function holdPages(page: Page) {
  const held: Route[] = [];
  let holding = true;
  let asked = 0;
  await page.route(
    (url) => url.pathname.endsWith('/api/channels') && url.searchParams.has('cursor'),
    async (route) => {
      asked += 1;
      if (holding) held.push(route);
      else await route.continue();
    },
  );
  const release = async () => {
    for (const route of held.splice(0)) await route.continue();
  };
  return {
    asked: () => asked,
    held: () => held.length,
    /** Lets the held requests through; later ones are held again. */
    release,
    /** Lets the held requests through, and every later one. */
    open: async () => {
      holding = false;
      await release();
    },
  };
}
