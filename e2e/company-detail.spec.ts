import { expect, test, type Page } from '@playwright/test';
import { apiPage, axeViolations, cards, isDark, setTheme, widerThanTheWindow } from './helpers.ts';

/**
 * The company detail panel against the reference server (300 channels, ids 300 down to 1,
 * 20 per page): opening, closing, deep links, lookup through later pages, and how it fits.
 */

const firstPage = (page: Page) => apiPage(page.request, '/api/channels');

function cardButton(page: Page, name: string) {
  return page.getByRole('article', { name }).first().getByRole('button', { name });
}

const panel = (page: Page) => page.getByRole('dialog');

test.describe('company detail panel', () => {
  test('opens by click, closes with Escape, and focus returns to the card', async ({ page }) => {
    const { results } = await firstPage(page);
    const { id, name } = results[0] ?? { id: 0, name: '' };
    await page.goto('/');
    const opener = cardButton(page, name);
    await opener.click();

    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`[?&]channel=${id}\\b`));
    // The page behind does not scroll while the panel is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).not.toHaveURL(/channel=/);
  });

  test('opens from the keyboard and keeps focus inside while open', async ({ page }) => {
    const { results } = await firstPage(page);
    const first = cardButton(page, results[0]?.name ?? '');
    const name = results[1]?.name ?? '';
    await page.goto('/');
    const opener = cardButton(page, name);
    await expect(opener).toBeVisible();
    // Tab through the page, as a keyboard user would, until the grid's one tab stop (the first
    // card) has focus, then the arrow key to the second card.
    for (let i = 0; i < 60 && !(await first.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    // The page behind is inert: Tab cycles through the panel (and the browser's own UI, shown
    // here as focus on <body>), never onto the cards behind it.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((el) =>
        el.contains(document.activeElement)
          ? 'panel'
          : document.activeElement === document.body
            ? 'browser'
            : 'page',
      );
      expect(where).not.toBe('page');
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(opener).toBeFocused();
  });

  test('next and previous move through the list without closing; Back closes', async ({ page }) => {
    const { results } = await firstPage(page);
    const [first, second] = results;
    await page.goto('/');
    await cardButton(page, first?.name ?? '').click();
    await page.getByRole('button', { name: 'Next channel' }).click();
    await expect(page.getByRole('dialog', { name: second?.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`channel=${second?.id}\\b`));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: first?.name })).toBeVisible();

    await page.goBack();
    await expect(panel(page)).toBeHidden();
  });

  test('a reload with ?channel= opens the panel again', async ({ page }) => {
    const { results } = await firstPage(page);
    const { id, name } = results[2] ?? { id: 0, name: '' };
    await page.goto('/');
    await cardButton(page, name).click();
    await expect(page).toHaveURL(new RegExp(`channel=${id}\\b`));
    await page.reload();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  });

  test('a deep link to a channel on page 5 loads pages until it is found', async ({ page }) => {
    // Page 5 holds ids 220..201 (300 channels, 20 per page, ids descending).
    let body = await firstPage(page);
    for (let n = 1; n < 5 && body.next; n++) body = await apiPage(page.request, body.next);
    const target = body.results[10] ?? { id: 0, name: '' };

    await page.goto(`/?channel=${target.id}`);
    await expect(page.getByRole('dialog', { name: target.name })).toBeVisible();
    await expect(page.getByRole('dialog').getByText(`${target.id}`, { exact: true })).toBeVisible();
  });

  for (const id of [999999, 0]) {
    test(`a link to channel ${id}, which does not exist, says so`, async ({ page }) => {
      await page.goto(`/?channel=${id}`);
      const dialog = page.getByRole('dialog', { name: 'Channel not found' });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Back to the directory' }).click();
      await expect(panel(page)).toBeHidden();
      await expect(page).not.toHaveURL(/channel=/);
    });
  }

  test('has no serious or critical axe violations with the panel open', async ({ page }) => {
    const { results } = await firstPage(page);
    // Colour transitions would let axe sample a colour halfway between the two themes.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/?channel=${results[0]?.id}`);
    await expect(panel(page)).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      expect(await axeViolations(page), theme).toEqual([]);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`on a phone (${theme}) the panel fills the screen, fits its width and its text is legible`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const { results } = await firstPage(page);
      await page.goto(`/?channel=${results[0]?.id}`);
      await expect(panel(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await isDark(panel(page))).toBe(theme === 'dark');

      const box = await panel(page).boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      // Nothing in the panel scrolls or sticks out sideways.
      expect(await panel(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      expect(await widerThanTheWindow(page)).toEqual([]);
      expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
    });
  }

  test('on a desktop the panel is a full-height sheet at the right, beside the cards', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { results } = await firstPage(page);
    await page.goto(`/?channel=${results[0]?.id}`);
    await expect(panel(page)).toBeVisible();
    // 32rem wide, from the top of the window to its bottom, against its right edge.
    expect(await panel(page).boundingBox()).toEqual({
      x: 1280 - 512,
      y: 0,
      width: 512,
      height: 800,
    });
    expect(await panel(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const card = await cards(page).first().boundingBox();
    expect(card?.x).toBeLessThan(1280 - 512);
  });
});
