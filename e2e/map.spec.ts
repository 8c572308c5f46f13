import { expect, test, type Page } from '@playwright/test';
import { allChannels, allLoaded, axeViolations, cards, numbersIn, setTheme } from './helpers.ts';

/**
 * The map view against the reference server (300 demo channels, 20 a page): its code loads only
 * when wanted, its counts are the country list's, a country filters the grid, and axe finds
 * nothing serious in either theme.
 */

const worldMap = (page: Page) => page.getByRole('group', { name: /world map/i });
/** Countries on and under the map, as buttons named "Germany: 12 channels". */
const countryButtons = (page: Page) =>
  page.getByRole('button', { name: /^[^:]+: [\d,]+ channels?$/ });

/** Opens the map with every page loaded, so the counts are final; returns them. */
async function mapOfEverything(page: Page): Promise<Map<string, number>> {
  // Earlier tests add channels to the shared server: its total is asked of it, not assumed.
  const total = (await allChannels(page.request)).length;
  await page.goto('/?view=map');
  await page.getByRole('button', { name: 'Load all channels' }).click();
  await expect(allLoaded(page)).toBeVisible();
  await expect(worldMap(page)).toBeVisible();
  return settledCounts(page, total);
}

/**
 * The countries' counts on the map, once the tally is whole: it counts from the copy after its
 * last page is in, a moment after "All channels loaded" shows, and a long tally answers as it
 * goes. So: read once the map is not busy, its counts equal the country list's (one tally for
 * both) and add up to the server's `total`, as does the status line. The status line alone is
 * not enough: it, the map and the list were once all a page behind together, and agreed.
 */
async function settledCounts(page: Page, total: number): Promise<Map<string, number>> {
  let counts = new Map<string, number>();
  const map = page.getByRole('region', { name: 'Where the channels are' });
  const loaded = page.getByRole('status').filter({ hasText: /channels loaded$/ });
  await expect(async () => {
    await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 1_000 });
    // Shapes are named by aria-label; the countries listed under the map by their text.
    const onMap = await countryButtons(page).evaluateAll((all) =>
      all.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
    );
    const options = await page
      .getByRole('combobox', { name: 'Country' })
      .locator('option')
      .evaluateAll((all) => all.slice(1).map((option) => option.textContent ?? ''));
    const fromMap = new Map(onMap.map(nameAndCount));
    counts = new Map(options.map(nameAndCount));
    expect(fromMap.size).toBeGreaterThan(10);
    expect(fromMap).toEqual(counts);
    const counted = [...counts.values()].reduce((sum, count) => sum + count, 0);
    expect(counted).toBe(total);
    expect(numbersIn(await loaded.textContent({ timeout: 1_000 }))[0]).toBe(total);
  }).toPass({ timeout: 10_000 });
  return counts;
}

/** "Germany: 12 channels" → ["Germany", 12]; "Germany (12)" → ["Germany", 12]. */
function nameAndCount(text: string): [string, number] {
  const name = text.replace(/(: [\d,]+ channels?| \([\d,]+\))$/, '');
  return [name, numbersIn(text.slice(name.length)).at(-1) ?? Number.NaN];
}

test('the map loads only when asked for, and the toggle is in the address', async ({ page }) => {
  const mapCode: string[] = [];
  page.on('request', (request) => {
    if (/map-view-[\w-]+\.js$/.test(request.url())) mapCode.push(request.url());
  });
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  expect(mapCode).toEqual([]);
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/[?&]view=map\b/);
  await expect(worldMap(page)).toBeVisible();
  expect(mapCode).toHaveLength(1);
  await page.goBack();
  await expect(cards(page).first()).toBeVisible();
  await expect(page).not.toHaveURL(/view=/);
});

test("the map's counts equal the country list's, on the map and in its table", async ({ page }) => {
  const fromSelect = await mapOfEverything(page);

  await page.getByRole('button', { name: 'Table of the numbers' }).click();
  const rows = await page
    .getByRole('table', { name: /channels per country/i })
    .locator('tbody tr')
    .evaluateAll((all) =>
      all.map((row) => ({
        name: row.querySelector('th')?.textContent ?? '',
        count: Number(row.querySelector('td')?.textContent?.replace(/,/g, '')),
      })),
    );
  expect(new Map(rows.map(({ name, count }) => [name, count]))).toEqual(fromSelect);
});

test('choosing a country on the map filters the grid by it', async ({ page }) => {
  await mapOfEverything(page);
  const germany = page.getByRole('button', { name: /^Germany: / });
  await germany.click();
  await expect(page).toHaveURL(/[?&]country=DE\b/);
  await expect(germany).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');

  await page.getByRole('button', { name: 'Show them in the grid' }).click();
  await expect(page).not.toHaveURL(/view=map/);
  // The grid shows as many as the country's count says ("Germany (13)"), once that count has
  // taken in the last pages (it is a moment behind the status line).
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(async () => {
    const [, count] = nameAndCount((await country.locator('option:checked').textContent()) ?? '');
    await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(
      `${count} channels match`,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 10_000 });
  const places = await cards(page).evaluateAll((all) => all.map((card) => card.textContent ?? ''));
  expect(places.length).toBeGreaterThan(0);
  for (const text of places) expect(text).toContain('Germany');
});

test('axe finds nothing serious on the map, in light and dark', async ({ page }) => {
  // A walk of every page and two full-page axe runs: slow on a busy two-core machine.
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await mapOfEverything(page);
  await page.getByRole('button', { name: 'Table of the numbers' }).click();
  // A country with focus shows its count beside it: that is checked too.
  await page.getByRole('button', { name: /^Germany: / }).focus();
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    expect(await axeViolations(page), theme).toEqual([]);
  }
});
