/** Reading the virtualized channel grid in end-to-end tests. */
import type { Page } from '@playwright/test';

/** Names of the cards in the DOM (the grid is virtualized: the ones near the viewport). */
export function namesInDom(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[role="feed"] article'),
      (card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).filter((name): name is string => typeof name === 'string'),
  );
}
