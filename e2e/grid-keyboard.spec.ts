import { expect, test, type Page } from '@playwright/test';
import { allChannels, cards, feed, gridSettled } from './helpers.ts';

/**
 * The grid by keyboard against the reference server (300 channels, 20 a page): one tab stop,
 * arrows from card to card, Enter for the panel and back, and a panel opened from a link that
 * gives focus to its card when it closes.
 */

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search channels' });

/** The name of the card that holds focus (its name button or one of its links). */
function focusedCard(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const card = document.activeElement?.closest('[role="feed"] article');
    return card
      ? (document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? null)
      : null;
  });
}

/** Tabs on from where focus is until it is inside the feed (at most `limit` presses). */
async function tabIntoFeed(page: Page, limit = 40) {
  for (let n = 0; n < limit; n += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest('[role="feed"]'))) return;
  }
  throw new Error('Tab never reached the grid');
}

test('from the search to a card, card by card with arrows, into the panel and back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await page.keyboard.press('/');
  await expect(search(page)).toBeFocused();
  await page.keyboard.type('a');
  await expect(page).toHaveURL(/[?&]q=a\b/);
  await gridSettled(page);

  // Every tabbable element of the grid is in one card: the grid is one tab stop.
  const tabbableCards = await feed(page).evaluate((grid) => {
    const tabbable = grid.querySelectorAll('a[href], button, [tabindex]');
    const holders = new Set<Element | null>();
    for (const element of tabbable) {
      if (element.getAttribute('tabindex') !== '-1' && element !== grid) {
        holders.add(element.closest('article'));
      }
    }
    return holders.size;
  });
  expect(tabbableCards).toBe(1);

  await tabIntoFeed(page);
  const names = await cards(page).evaluateAll((all) =>
    all.map(
      (card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent,
    ),
  );
  expect(await focusedCard(page)).toBe(names[0]);
  const columns = await feed(page).evaluate(
    (grid) =>
      getComputedStyle(grid.querySelector('.grid') ?? grid).gridTemplateColumns.split(' ').length,
  );

  await page.keyboard.press('ArrowRight');
  expect(await focusedCard(page)).toBe(names[1]);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedCard(page)).toBe(names[1 + columns]);
  const chosen = names[1 + columns] ?? '';

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: chosen });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('article', { name: chosen }).getByRole('button', { name: chosen }),
  ).toBeFocused();

  // Up a row from there: back on the second card.
  await page.keyboard.press('ArrowUp');
  expect(await focusedCard(page)).toBe(names[1]);
});

test('closing a panel opened from a link puts focus on its card, scrolled into view', async ({
  page,
}) => {
  const channels = await allChannels(page.request);
  // On the third page: far below the cards shown first.
  const { id, name } = channels[45] ?? { id: 0, name: '' };
  await page.goto(`/?channel=${id}`);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name }).first();
  await expect(card.getByRole('button', { name })).toBeFocused();
  await expect(card).toBeInViewport();
});

test('closing it when the filters leave the channel out puts focus on the grid', async ({
  page,
}) => {
  const channels = await allChannels(page.request);
  // Nothing in the record says Dublin: the search leaves it out.
  const outside = channels.find(
    (channel) => !JSON.stringify(channel).toLowerCase().includes('dublin'),
  );
  const { id, name } = outside ?? { id: 0, name: '' };
  await page.goto(`/?q=Dublin&channel=${id}`);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(feed(page)).toBeFocused();
});
