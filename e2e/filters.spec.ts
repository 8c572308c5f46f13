import { expect, test, type Page } from '@playwright/test';
import {
  allChannels,
  allLoaded,
  axeViolations,
  cards,
  haystack,
  holdPages,
  loadedStatus,
  matchStatus as status,
  withoutSharedWorkers,
} from './helpers.ts';

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search channels' });

test('typing filters the cards and the URL; reload keeps the filter; Back restores the previous one', async ({
  page,
  request,
}) => {
  const expected = (await allChannels(request)).filter((c) => haystack(c).includes('suilleabhain'));
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await search(page).pressSequentially('Súilleabháin');
  await expect(page).toHaveURL(/[?&]q=S%C3%BAilleabh%C3%A1in/);
  // Few matches: the app searches on through the server's pages until the end.
  await expect(status(page)).toHaveText(
    expected.length === 1 ? '1 channel matches' : `${expected.length} channels match`,
  );
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(cards(page).first()).toHaveAccessibleName(/Súilleabháin/);

  await page.reload();
  await expect(search(page)).toHaveValue('Súilleabháin');
  await expect(cards(page)).toHaveCount(expected.length);

  const hiring = page.getByRole('button', { name: 'Hiring', exact: true });
  await hiring.click();
  await expect(page).toHaveURL(/[?&]flag=hiring/);
  await expect(hiring).toHaveAttribute('aria-pressed', 'true');

  await page.goBack();
  await expect(page).not.toHaveURL(/flag=/);
  await expect(hiring).toHaveAttribute('aria-pressed', 'false');
  await expect(search(page)).toHaveValue('Súilleabháin');
  await expect(cards(page)).toHaveCount(expected.length);

  await page.goBack();
  await expect(search(page)).toHaveValue('');
  await expect(status(page)).toHaveCount(0);
  await expect(loadedStatus(page)).toHaveText(/^\d+ channels loaded$/);
});

test('a filter with no loaded match loads further pages until it appears, or the end', async ({
  page,
  request,
}) => {
  const channels = await allChannels(request);
  const firstPage = channels.slice(0, 20);
  // A channel from the last page whose slug no other channel contains anywhere.
  const target = channels
    .slice(-20)
    .find((c) => channels.every((other) => other === c || !haystack(other).includes(c.slug)));
  expect(target, 'a channel with a unique slug on the last page').toBeDefined();
  if (!target) return;
  expect(firstPage.some((c) => haystack(c).includes(target.slug))).toBe(false);

  await page.goto(`/?q=${encodeURIComponent(target.slug)}`);
  await expect(cards(page).filter({ hasText: target.name })).toBeVisible({ timeout: 30_000 });
  await expect(status(page)).toHaveText('1 channel matches');

  await page.goto('/?q=no-such-channel-anywhere');
  await expect(page.getByRole('heading', { name: 'No channels match your filters' })).toBeVisible();
  await expect(status(page)).toHaveText('0 channels match', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('"Search all channels" reaches the end with progress and finds what the API holds', async ({
  page,
  request,
}) => {
  // The filter's rule for "Sponsored", applied to every channel the API serves.
  const expected = (await allChannels(request)).filter((c) => c.company.sponsored).length;
  expect(expected).toBeGreaterThan(20);
  const pages = await holdPages(page);
  await page.goto('/?sort=jobs&flag=sponsored');
  await page.getByRole('button', { name: 'Search all channels' }).click();
  const progress = page.getByRole('progressbar', { name: 'Loading all channels' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', /^Loaded \d+ channels so far$/);
  await pages.open();
  await expect(progress).toBeHidden({ timeout: 30_000 });
  await expect(status(page)).toHaveText(`${expected} channels match`);
  await expect(allLoaded(page)).toBeVisible();
});

test('Cancel stops "Search all channels" and keeps what was loaded', async ({ page }) => {
  await withoutSharedWorkers(page);
  const pages = await holdPages(page);
  await page.goto('/?flag=sponsored');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Search all channels' }).click();
  const progress = page.getByRole('progressbar', { name: 'Loading all channels' });
  await expect(progress).toHaveAttribute('aria-valuetext', /^Loaded \d+ channels so far$/);
  const atStart = await progress.getAttribute('aria-valuetext');
  // Let one page of the search land (the count it shows grows), while the next one is asked
  // for and held: Cancel comes with a page on its way.
  await expect.poll(pages.held).toBeGreaterThan(0);
  await pages.release();
  await expect(progress).not.toHaveAttribute('aria-valuetext', atStart ?? '');
  await expect.poll(pages.held).toBeGreaterThan(0);
  // From the keyboard: the focus goes on to "Search all channels", which takes Cancel's place.
  await page.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(progress).toBeHidden();
  await expect(page.getByText('Stopped. Everything loaded so far is kept.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search all channels' })).toBeFocused();

  // The page already on its way lands; a request after that would be held here again. Settled
  // is: every page asked for is shown (20 a page, after the first), and none is waiting.
  const asked = pages.asked();
  await pages.release();
  await expect(status(page)).toHaveText(
    new RegExp(`^\\d+ of ${20 * (asked + 1)} loaded channels match(es)?$`),
  );
  expect(pages.asked()).toBe(asked);
  expect(pages.held()).toBe(0);
  await expect(page.getByRole('button', { name: 'Search all channels' })).toBeVisible();
});

test('on a phone, the count of a search through more pages keeps to one line', async ({ page }) => {
  await withoutSharedWorkers(page);
  const pages = await holdPages(page);
  await page.setViewportSize({ width: 320, height: 700 });
  // Nothing loaded matches, so the app asks for more pages by itself; the next one is held.
  await page.goto('/?q=zzqx');
  await expect.poll(pages.held).toBeGreaterThan(0);
  await expect(status(page)).toHaveText(/^Searched [\d,]+ channels, 0 match$/);
  // Beside the grid/map switch it had a third of the width and wrapped onto two lines, and back
  // to one as its numbers changed: the cards under it moved each time.
  const lines = await status(page).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  const switchTop = (await page.getByRole('button', { name: 'Grid' }).boundingBox())?.y ?? 0;
  const lineBottom = await status(page).evaluate(
    (element) => element.getBoundingClientRect().bottom,
  );
  expect(switchTop).toBeGreaterThan(lineBottom);
  await pages.release();
});

test('"Stop searching" ends the pages a search with no loaded match asks for by itself', async ({
  page,
}) => {
  const pages = await holdPages(page);
  await page.goto('/?q=no-such-channel-anywhere');
  await expect(page.getByText('Looking through more channels from the server…')).toBeVisible();
  await expect.poll(pages.held).toBeGreaterThan(0);
  // The empty result and the walk's controls beside the status line, as a screen reader meets them.
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Stop searching' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Search all channels' })).toBeFocused();

  // The page already on its way lands, and no other is asked for.
  const asked = pages.asked();
  await pages.release();
  await expect(status(page)).toHaveText(`0 of ${20 * (asked + 1)} loaded channels match`);
  await expect(page.getByText(/None of the channels loaded so far match/)).toBeVisible();
  expect(pages.asked()).toBe(asked);
  expect(pages.held()).toBe(0);
});
