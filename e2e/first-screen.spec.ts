import { expect, test, type Locator, type Page } from '@playwright/test';
import { cards, matchStatus } from './helpers.ts';

/**
 * The app's scripts and its stylesheet file never arrive: what shows is index.html alone, styled
 * by the part of the stylesheet inside it.
 */
const indexHtmlAlone = (page: Page) =>
  page.route(/\/assets\/[^/]+\.(?:js|css)$/, (route) => route.abort());

/** The first page never arrives either: the first screen keeps its skeletons. */
const withoutFirstPage = (page: Page) => page.route('**/api/channels', (route) => route.abort());

/** index.html's first cards (FIRST_CARDS_SCRIPT): articles in the first screen's grid. */
const previewCards = (page: Page) => page.locator('[aria-busy="true"] article');

/** Where an element is on the page, once it is shown. */
async function boxOf(element: Locator) {
  await expect(element).toBeVisible();
  return element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** Where the names of the first four cards shown are (a row of them on a desktop). */
function namesBoxes(cardList: Locator) {
  return cardList.evaluateAll((articles) =>
    articles
      .map((article) => article.querySelector('h3')!.getBoundingClientRect())
      .filter(({ height }) => height > 0)
      .slice(0, 4)
      .map(({ y, height }) => ({ y, height })),
  );
}

/** The saved copy keeps its first cards once its first page is stored (db/first-screen.ts). */
async function firstCardsSaved(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).join(' ')))
    .toContain('channels:first:');
}

/** What start-app.tsx says when React could not adopt the prerendered first screen. */
function adoptionWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('could not be adopted')) warnings.push(message.text());
  });
  return warnings;
}

/** Holds the app's own code back until the returned function is called. */
function holdTheApp(page: Page): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Content Security Policy reports in the console (a blocked inline script says so there). */
function cspReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

test.describe('first screen', () => {
  test('the header, the heading and skeleton cards paint from the HTML, before any script', async ({
    page,
  }) => {
    const reports = cspReports(page);
    await indexHtmlAlone(page);
    await withoutFirstPage(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Channels' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'All channels' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading channels…');
    await expect(page.getByRole('button', { name: /API \/api/ })).toBeVisible();
    // Four columns at 1280 px, three rows of skeletons, as the app's own loading screen.
    const skeletons = page.locator('[aria-busy="true"] > div > div:visible');
    await expect(skeletons).toHaveCount(12);
    // As tall as the app's cards (--card-height, 14.5rem): nothing moves when the app takes over.
    const heights = await skeletons.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().height),
    );
    expect(new Set(heights)).toEqual(new Set([232]));
    expect(reports).toEqual([]);
  });

  test('the filter bar and the count line are in the first paint; only the search box takes input', async ({
    page,
  }) => {
    await indexHtmlAlone(page);
    await withoutFirstPage(page);
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search channels' });
    await expect(search).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toBeVisible();
    const grid = page.getByRole('button', { name: 'Grid' });
    await expect(grid).toBeVisible();
    // Pressed before the app runs, these would do nothing: they take no focus.
    await grid.click({ force: true });
    await expect(grid).not.toBeFocused();
    expect(await grid.evaluate((button) => button.closest('[inert]') !== null)).toBe(true);
    // The search box keeps what is typed: the app adopts it (next test).
    await search.click();
    await page.keyboard.type('abc');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('abc');
  });

  test("the app adopts the first screen's elements, and searches for what was typed before it ran", async ({
    page,
  }) => {
    const warnings = adoptionWarnings(page);
    const release = holdTheApp(page);
    await page.goto('/');
    await expect(previewCards(page).first()).toBeVisible();
    const name = (await previewCards(page).first().locator('h3').textContent()) ?? '';
    const word = name.split(/\s+/).find((part) => part.length >= 4) ?? name;
    const search = page.getByRole('searchbox', { name: 'Search channels' });
    await search.click();
    await page.keyboard.type(word);
    // Marked before the app runs: the same elements carry the marks after it.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('header, input[type="search"]'))
        element.setAttribute('data-before-app', '');
    });
    release();
    await expect(matchStatus(page)).toBeVisible();
    await expect(search).toHaveValue(word);
    await expect(search).toBeFocused();
    expect(await search.getAttribute('data-before-app')).toBe('');
    await expect(page.locator('header[data-before-app]')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect(cards(page).first()).toContainText(word, { ignoreCase: true });
    expect(warnings).toEqual([]);
  });

  test('a return visit in the dark theme is adopted too, and shows the theme chosen', async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const visit = await context.newPage();
    await visit.goto('/');
    await expect(cards(visit).first()).toBeVisible();
    await visit.locator('label[title="Dark"]').click();
    await expect(visit.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await firstCardsSaved(visit);
    await visit.close();

    const page = await context.newPage();
    const warnings = adoptionWarnings(page);
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: /^Saved copy from/ })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    // The build rendered "System"; the app's render after adopting the page says the choice.
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'System' })).not.toBeChecked();
    expect(warnings).toEqual([]);
    await context.close();
  });

  for (const [device, viewport] of [
    ['a desktop', { width: 1280, height: 900 }],
    ['a phone', { width: 390, height: 844 }],
  ] as const) {
    test(`on ${device}, the first cards are painted where the app puts its own`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const preview = await context.newPage();
      await indexHtmlAlone(preview);
      await preview.goto('/');
      const before = await boxOf(previewCards(preview).first());
      const app = await context.newPage();
      await app.goto('/');
      const after = await boxOf(cards(app).first());
      // The filter bar and the count line were already above the preview: nothing moves down.
      expect(after).toEqual(before);
      // Nor inside the cards: each name is as tall in the app's card as in the preview's.
      const previewNames = await namesBoxes(previewCards(preview));
      expect((await namesBoxes(cards(app))).slice(0, previewNames.length)).toEqual(previewNames);
      await context.close();
    });

    test(`on ${device}, a return visit's first cards are painted where the app puts its own`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const visit = await context.newPage();
      await visit.goto('/');
      await expect(cards(visit).first()).toBeVisible();
      await firstCardsSaved(visit);
      await visit.close();

      const preview = await context.newPage();
      await indexHtmlAlone(preview);
      await preview.goto('/');
      const before = await boxOf(previewCards(preview).first());
      // The saved copy's line is there before the app says how old the copy is.
      await expect(preview.getByText('Saved copy', { exact: true })).toBeVisible();
      const app = await context.newPage();
      await app.goto('/');
      await expect(app.getByRole('status').filter({ hasText: /^Saved copy from/ })).toBeVisible();
      const after = await boxOf(cards(app).first());
      expect(after).toEqual(before);
      await context.close();
    });
  }

  test('a dark theme chosen earlier applies from the first paint, through the CSP', async ({
    page,
  }) => {
    const reports = cspReports(page);
    await page.addInitScript(() => localStorage.setItem('channels:theme', 'dark'));
    await indexHtmlAlone(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page
      .locator('body > #root > div')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(15, 17, 21)');
    expect(reports).toEqual([]);
  });

  test('on a phone the skeletons are one column, as the app lays them out', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await indexHtmlAlone(page);
    await withoutFirstPage(page);
    await page.goto('/');
    const skeletons = page.locator('[aria-busy="true"] > div > div:visible');
    await expect(skeletons).toHaveCount(3);
    const boxes = await skeletons.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().left),
    );
    expect(new Set(boxes).size).toBe(1);
    await context.close();
  });

  test("the first page's names and places paint from the HTML before any script, as a preview", async ({
    page,
    request,
  }) => {
    const reports = cspReports(page);
    const first = (await (await request.get('/api/channels')).json()) as {
      results: { name: string }[];
    };
    await indexHtmlAlone(page);
    await page.goto('/');
    // Four columns at 1280 px: the first twelve channels, in order, in the skeletons' cells.
    await expect(previewCards(page).filter({ visible: true })).toHaveCount(12);
    const style = await previewCards(page)
      .first()
      .evaluate((card) => {
        const { height, borderTopLeftRadius } = getComputedStyle(card);
        return { height, borderTopLeftRadius };
      });
    expect(style).toEqual({ height: '232px', borderTopLeftRadius: '16px' });
    await expect(previewCards(page).locator('h3')).toHaveText(
      first.results.slice(0, 12).map((channel) => channel.name),
    );
    // Nothing to press yet and nothing announced: the status still says the app is loading.
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('Loading channels…');
    expect(reports).toEqual([]);
  });

  test('a return visit paints its saved first cards before any script, without the network', async ({
    browser,
  }) => {
    // No service worker: it would serve the app's scripts from its cache, past the routes.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    const firstName = await cards(page).first().getByRole('heading').textContent();
    await firstCardsSaved(page);

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await indexHtmlAlone(page);
    await withoutFirstPage(page);
    await page.reload();
    await expect(previewCards(page).first().locator('h3')).toHaveText(firstName ?? '');
    expect(asked).not.toContain('/api/channels');
    await context.close();
  });

  test('the app takes over the first screen without moving what is on it', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    // Logos and flags land after the cards; let them.
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    // Nothing moves: not the header, not the filter bar (the country list fills in), not a card.
    expect(shifts).toEqual([]);
  });

  test("the first page is asked for from the HTML while the app's script is on its way, once", async ({
    page,
  }) => {
    const asked: { url: string; at: number }[] = [];
    page.on('request', (request) => asked.push({ url: request.url(), at: Date.now() }));
    let scriptArrived = Infinity;
    // A slow network for the app's code: the page's own request must not wait for it.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      scriptArrived = Date.now();
      await route.continue();
    });
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    const firstPage = asked.filter(({ url }) => new URL(url).pathname === '/api/channels');
    expect(firstPage).toHaveLength(1);
    expect(firstPage[0]!.at).toBeLessThan(scriptArrived);
  });
});
