import { expect, test, type Page } from '@playwright/test';
import {
  allChannels,
  apiPage,
  axeViolations,
  cards,
  feed,
  gridSettled,
  isDark,
  loadedCount,
  loadedStatus,
  scrollToTheEnd,
  widerThanTheWindow,
  type ApiPage,
} from './helpers.ts';

/** Position (aria-posinset) and name of every card in the DOM. */
function cardsInDom(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="feed"] article'), (card) => ({
      position: Number(card.getAttribute('aria-posinset')),
      name: document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    })),
  );
}

/**
 * The position of the first card in the top row of the window: the first rendered row whose
 * bottom (its gap included) is below the window's top, as the app itself counts its place.
 */
function topCard(page: Page) {
  return page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('[role="feed"] > div'))
      .filter((row) => row.getBoundingClientRect().bottom > 0)
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    return Number(rows[0]?.querySelector('article')?.getAttribute('aria-posinset') ?? 0);
  });
}

/** The first card of the place the app last saved for a reload (0 when none is saved). */
function savedTopCard(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('channels:place:'));
    const saved: unknown = JSON.parse((key && sessionStorage.getItem(key)) || 'null');
    return saved && typeof saved === 'object' && 'index' in saved ? Number(saved.index) + 1 : 0;
  });
}

/**
 * Whether the rendered rows reach from the top of the window to its bottom (where the feed is on
 * screen): the virtualizer has caught up with a scroll, so every card in view is in the DOM.
 */
function rowsCoverTheWindow(page: Page) {
  return page.evaluate(() => {
    const feed = document.querySelector('[role="feed"]')?.getBoundingClientRect();
    if (!feed) return false;
    const top = Math.max(0, feed.top);
    const bottom = Math.min(window.innerHeight, feed.bottom);
    if (bottom <= top) return true;
    const rows = Array.from(document.querySelectorAll('[role="feed"] > div'), (row) =>
      row.getBoundingClientRect(),
    );
    return (
      rows.some((row) => row.top <= top + 0.5) && rows.some((row) => row.bottom >= bottom - 0.5)
    );
  });
}

test.describe('directory', () => {
  test('the first cards appear with the server’s first channels', async ({ page, request }) => {
    const first = (await apiPage(request, '/api/channels')).results;
    await page.goto('/');
    const card = cards(page).first();
    await expect(card).toBeVisible();
    await expect(card).toHaveAccessibleName(first[0]?.name ?? '');
    await expect(card).toHaveAttribute('aria-posinset', '1');
    await expect(card).toHaveAttribute('aria-setsize', '-1');
    await expect(loadedStatus(page)).toHaveText(/^\d+ channels loaded$/);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  test('a long name takes two lines, and leaves the badges and links their place', async ({
    page,
  }) => {
    const long = 'Construcciones y Montajes Carbajal Nazario Hermanos de Occidente S.A. de C.V.';
    await page.route('**/api/channels', async (route) => {
      const response = await route.fetch();
      // The fields this test changes; the rest of each record goes back as it came.
      const body = (await response.json()) as {
        results: {
          name: string;
          company: { sponsored: boolean; social: Record<string, string | null> };
        }[];
      };
      const [first] = body.results;
      if (first) {
        // A badge under the name and a link in the footer, to see where each one ends up.
        first.name = long;
        first.company.sponsored = true;
        first.company.social = { ...first.company.social, website: 'https://example.com/' };
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    const card = cards(page).first();
    await expect(card).toHaveAccessibleName(long);
    const boxes = await card.evaluate((article) => {
      const name = article.querySelector('h3')!;
      const badges = article.querySelector('ul[aria-label="Highlights"]')!;
      const links = article.querySelector('a')!.closest('.border-t')!;
      return {
        lines: name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight),
        badgesBottom: badges.getBoundingClientRect().bottom,
        linksTop: links.getBoundingClientRect().top,
      };
    });
    expect(boxes.lines).toBeCloseTo(2, 1);
    expect(boxes.badgesBottom).toBeLessThanOrEqual(boxes.linksTop);
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

    let most = 0;
    await scrollToTheEnd(page, async () => {
      most = Math.max(most, await cards(page).count());
    });
    await expect(loadedStatus(page)).toHaveText(`${expected.length} channels loaded`);
    await expect(cards(page).first()).toHaveAttribute('aria-setsize', String(expected.length));
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // Walk back up from the very end, most of a screen at a time, noting every card in the DOM.
    const seen = new Map<number, string>();
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = bottom; y > -600; y -= 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => rowsCoverTheWindow(page)).toBe(true);
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
    await gridSettled(page);
    // Tab into the feed (past the header's home link and theme switcher), step to the next card
    // with Page Down and leave the feed with Control+End, as the ARIA feed pattern defines.
    const focusedCard = () =>
      page.evaluate(() =>
        Number(document.activeElement?.closest('article')?.getAttribute('aria-posinset') ?? 0),
      );
    for (let i = 0; i < 40 && (await focusedCard()) === 0; i += 1) await page.keyboard.press('Tab');
    const start = await focusedCard();
    expect(start).toBeGreaterThan(0);
    // Focus goes into the next article, onto its name (the card's one focus target).
    await page.keyboard.press('PageDown');
    await expect.poll(focusedCard).toBe(start + 1);
    await page.keyboard.press('Control+End');
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await expect(loadMore).toBeFocused();

    // Focus scrolled the end into view, which may have loaded a page by itself: let it settle,
    // then Enter loads the next one (and the button keeps focus while and after it loads).
    await gridSettled(page);
    const before = await loadedCount(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => loadedCount(page)).toBeGreaterThanOrEqual(before + 20);
    await expect(loadMore).toBeFocused();
  });

  test('the place in the list survives a reload and a Back navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    // Scroll down a screen and a half at a time (pages load on the way) until the window's top
    // is past the second page, then to the middle of that card row: the place is then one row
    // whatever a few pixels. Wait for the app to have saved it (it saves once scrolling settles).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollBy(0, 1200));
        return topCard(page);
      })
      .toBeGreaterThan(40);
    await page.evaluate(() => {
      const top = Array.from(document.querySelectorAll('[role="feed"] > div'))
        .map((row) => row.getBoundingClientRect())
        .filter((row) => row.bottom > 0)
        .sort((a, b) => a.top - b.top)[0];
      if (top) window.scrollBy(0, top.top + top.height / 2);
    });
    const place = await topCard(page);
    await expect.poll(() => savedTopCard(page)).toBe(place);

    await page.reload();
    await expect(feed(page)).toBeVisible();
    await expect.poll(() => topCard(page)).toBe(place);

    await page.goto('/api/channels');
    await page.goBack();
    await expect(feed(page)).toBeVisible();
    await expect.poll(() => topCard(page)).toBe(place);
  });

  test('new channels at the top show up as a pill that puts them there', async ({ page }) => {
    const server = await addChannelsAtTop(page);
    await page.clock.install();
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await gridSettled(page);
    const before = await loadedCount(page);

    server.extra = 3;
    await page.clock.fastForward('05:30');
    const pill = page.getByRole('button', { name: '3 new channels' });
    await expect(pill).toBeVisible();
    await pill.click();
    await expect(cards(page).first()).toHaveAccessibleName('Brand New 3');
    await expect(loadedStatus(page)).toHaveText(`${before + 3} channels loaded`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(pill).toHaveCount(0);
  });

  test('on a phone, the new-channels pill leaves the header and its buttons free', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const server = await addChannelsAtTop(page);
    await page.clock.install();
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();

    server.extra = 2;
    await page.clock.fastForward('05:30');
    const pill = page.getByRole('button', { name: '2 new channels' });
    await expect(pill).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const pillBox = await pill.boundingBox();
    expect(pillBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // The API settings, under where the pill used to float, still take a click.
    await page.getByRole('button', { name: /change the API/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(cards(page).first()).toBeVisible();
      await gridSettled(page);
      // The system's scheme is the one in use (or axe would check the other theme's colours).
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`on a phone (${colorScheme}) the cards stack in one column that fits the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(cards(page).nth(2)).toBeVisible();
      expect(await isDark(cards(page).first())).toBe(colorScheme === 'dark');

      const boxes = await Promise.all([0, 1, 2].map((n) => cards(page).nth(n).boundingBox()));
      const [first, second] = boxes;
      // One card per row, the next one below it, as wide as the feed.
      expect(second?.x).toBe(first?.x);
      expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
      expect(first?.width).toBeCloseTo((await feed(page).boundingBox())?.width ?? 0, 0);
      expect(await widerThanTheWindow(page)).toEqual([]);
      expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
    });
  }

  test('on a wide screen the cards sit four to a row inside the window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(cards(page).nth(4)).toBeVisible();
    const boxes = await Promise.all([0, 1, 2, 3, 4].map((n) => cards(page).nth(n).boundingBox()));
    const tops = boxes.map((box) => box?.y);
    expect(tops.slice(0, 4)).toEqual([tops[0], tops[0], tops[0], tops[0]]);
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
    const lefts = boxes.slice(0, 4).map((box) => box?.x ?? 0);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    expect(await widerThanTheWindow(page)).toEqual([]);
  });
});

/**
 * Channels "added" on the server while the page is open: once `extra` is set, the first page
 * gains that many records above the old top.
 */
async function addChannelsAtTop(page: Page): Promise<{ extra: number }> {
  const server = { extra: 0 };
  await page.route(
    (url) => url.pathname.endsWith('/api/channels') && !url.searchParams.has('cursor'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as ApiPage;
      const top = body.results[0];
      const { extra } = server;
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
  return server;
}
