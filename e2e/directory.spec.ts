import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface ApiChannel {
  id: number;
  name: string;
  slug: string;
  company: { name: string; slug: string };
}

interface ApiPage {
  next: string | null;
  previous: string | null;
  results: ApiChannel[];
}

/** Every channel on the reference server, in order, walking its `next` links. */
async function allChannels(request: APIRequestContext): Promise<ApiChannel[]> {
  const channels: ApiChannel[] = [];
  let url: string | null = '/api/channels';
  while (url) {
    const response = await request.get(url);
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as ApiPage;
    channels.push(...page.results);
    url = page.next;
  }
  return channels;
}

const feed = (page: Page) => page.getByRole('feed', { name: 'Channels' });
const cards = (page: Page) => feed(page).getByRole('article');
const loadedStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /channels? loaded/ });
const allLoaded = (page: Page) => page.getByText('All channels loaded');

/** Scrolls to the end of the page again and again until the last page has been loaded. */
async function scrollToTheEnd(page: Page): Promise<number> {
  let mostCards = 0;
  for (let step = 0; step < 200 && !(await allLoaded(page).isVisible()); step += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
    mostCards = Math.max(mostCards, await cards(page).count());
  }
  await expect(allLoaded(page)).toBeVisible();
  return mostCards;
}

/** Position (aria-posinset) and name of every card in the DOM. */
function cardsInDom(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="feed"] article'), (card) => ({
      position: Number(card.getAttribute('aria-posinset')),
      name: document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    })),
  );
}

/** The position of the first card whose row is at least partly below the top of the window. */
function topCard(page: Page) {
  return page.evaluate(() => {
    const visible = Array.from(document.querySelectorAll('[role="feed"] article'))
      .filter((card) => card.getBoundingClientRect().bottom > 0)
      .map((card) => Number(card.getAttribute('aria-posinset')));
    return Math.min(...visible);
  });
}

test.describe('directory', () => {
  test('the first cards appear with the server’s first channels', async ({ page, request }) => {
    const first = ((await (await request.get('/api/channels')).json()) as ApiPage).results;
    await page.goto('/');
    const card = cards(page).first();
    await expect(card).toBeVisible();
    await expect(card).toHaveAccessibleName(first[0]?.name ?? '');
    await expect(card).toHaveAttribute('aria-posinset', '1');
    await expect(card).toHaveAttribute('aria-setsize', '-1');
    await expect(loadedStatus(page)).toHaveText(/^\d+ channels loaded$/);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  test('scrolling down loads every channel once, in order, with a bounded DOM', async ({
    page,
    request,
  }) => {
    const expected = await allChannels(request);
    expect(expected.length).toBe(300);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();

    const mostWhileLoading = await scrollToTheEnd(page);
    await expect(loadedStatus(page)).toHaveText(`${expected.length} channels loaded`);
    await expect(cards(page).first()).toHaveAttribute('aria-setsize', String(expected.length));
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // Walk back up from the very end, most of a screen at a time, noting every card in the DOM.
    const seen = new Map<number, string>();
    let most = mostWhileLoading;
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = bottom; y > -600; y -= 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
      const inDom = await cardsInDom(page);
      most = Math.max(most, inDom.length);
      for (const { position, name } of inDom) {
        if (seen.has(position)) expect(seen.get(position)).toBe(name);
        seen.set(position, name);
      }
    }
    expect(most).toBeLessThan(120);
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(expected.map((_, index) => index + 1));
    expect(expected.map((_, index) => seen.get(index + 1))).toEqual(expected.map((c) => c.name));
  });

  test('"Load more" works by keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Tab into the feed (past the header's home link and theme switcher), step to the next card
    // with Page Down and leave the feed with Control+End, as the ARIA feed pattern defines.
    const focusedCard = () =>
      page.evaluate(() =>
        Number(document.activeElement?.closest('article')?.getAttribute('aria-posinset') ?? 0),
      );
    for (let i = 0; i < 40 && (await focusedCard()) === 0; i += 1) await page.keyboard.press('Tab');
    const start = await focusedCard();
    expect(start).toBeGreaterThan(0);
    await page.keyboard.press('PageDown');
    await expect(feed(page).locator(`article[aria-posinset="${start + 1}"]`)).toBeFocused();
    await page.keyboard.press('Control+End');
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await expect(loadMore).toBeFocused();

    // Focus scrolled the end into view, which may have loaded a page by itself: let it settle,
    // then Enter loads the next one (and the button keeps focus while and after it loads).
    await page.waitForLoadState('networkidle');
    const loaded = async () => Number((await loadedStatus(page).textContent())?.match(/\d+/)?.[0]);
    const before = await loaded();
    await page.keyboard.press('Enter');
    await expect.poll(loaded).toBeGreaterThanOrEqual(before + 20);
    await expect(loadMore).toBeFocused();
  });

  test('the place in the list survives a reload and a Back navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    for (let i = 0; i < 6; i += 1) {
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(400);
    const place = await topCard(page);
    expect(place).toBeGreaterThan(20);

    await page.reload();
    await expect(feed(page)).toBeVisible();
    await expect.poll(() => topCard(page)).toBe(place);

    await page.goto('/api/channels');
    await page.goBack();
    await expect(feed(page)).toBeVisible();
    await expect.poll(() => topCard(page)).toBe(place);
  });

  test('new channels at the top show up as a pill that puts them there', async ({ page }) => {
    let extra = 0;
    // Three channels "added" on the server: the first page gains records above the old top.
    await page.route(
      (url) => url.pathname.endsWith('/api/channels') && !url.searchParams.has('cursor'),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as ApiPage;
        const top = body.results[0];
        if (extra > 0 && top) {
          const added = Array.from({ length: extra }, (_, i) => ({
            ...top,
            id: top.id + extra - i,
            name: `Brand New ${extra - i}`,
            slug: `brand-new-${extra - i}`,
            company: { ...top.company, name: `Brand New ${extra - i}` },
          }));
          body.results = [...added, ...body.results].slice(0, body.results.length);
        }
        await route.fulfill({ response, json: body });
      },
    );
    await page.clock.install();
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await page.waitForLoadState('networkidle');
    const before = Number((await loadedStatus(page).textContent())?.match(/\d+/)?.[0]);

    extra = 3;
    await page.clock.fastForward('05:30');
    const pill = page.getByRole('button', { name: '3 new channels' });
    await expect(pill).toBeVisible();
    await pill.click();
    await expect(cards(page).first()).toHaveAccessibleName('Brand New 3');
    await expect(loadedStatus(page)).toHaveText(`${before + 3} channels loaded`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(pill).toHaveCount(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(cards(page).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }

  const viewports = {
    desktop: { width: 1280, height: 800 },
    phone: { width: 390, height: 844 },
  };
  for (const [name, viewport] of Object.entries(viewports)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`screenshot: ${name}, ${colorScheme}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto('/');
        await expect(cards(page).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Logos are lazy: wait for those on screen to finish (or fail into initials).
        await page.waitForFunction(() =>
          Array.from(document.images).every((image) => image.complete),
        );
        await page.screenshot({
          path: `test-results/screenshots/directory-${name}-${colorScheme}.png`,
        });
      });
    }
  }
});
