import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cards, setTheme } from './helpers.ts';

/** The page-wide keys against the built app: "/" to search, Escape to clear, "?" for the list. */
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search channels' });
const shortcuts = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });

test('"/" goes to the search, typing filters, Escape clears; "?" while typing is just text', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  const [first] = await cards(page).first().getByRole('heading').allTextContents();

  await page.keyboard.press('/');
  await expect(search(page)).toBeFocused();
  await page.keyboard.type('Dublin');
  await expect(search(page)).toHaveValue('Dublin');
  await expect(page).toHaveURL(/[?&]q=Dublin\b/);
  await expect(cards(page).first()).toContainText('Dublin');

  await page.keyboard.press('Escape');
  await expect(search(page)).toHaveValue('');
  await expect(search(page)).toBeFocused();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(cards(page).first().getByRole('heading')).toHaveText(first ?? '');

  // In the field, "/" and "?" are characters, not shortcuts.
  await page.keyboard.type('/?');
  await expect(search(page)).toHaveValue('/?');
  await expect(shortcuts(page)).toBeHidden();
});

test('"?" lists the shortcuts in a labelled dialog; Escape closes it and focus goes back', async ({
  page,
}) => {
  // Colour transitions would let axe sample a colour halfway between the two themes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const opener = cards(page).first().getByRole('heading').getByRole('button');
  await opener.focus();

  await page.keyboard.press('?');
  const dialog = shortcuts(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog).toContainText('Go to the search field');
  await expect(dialog).toContainText('Page Down');
  await expect(dialog).toContainText('Open the company panel of the card');

  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${theme}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The header's button opens the same list, for the mouse and for discovery.
  const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await button.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
