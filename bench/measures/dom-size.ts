import type { Page } from '@playwright/test';
import type { Metric } from '../lib/results';

export const DOM_METRIC: Metric = {
  name: 'DOM elements',
  unit: '',
  against: 'naive grid',
  digits: 0,
  budget: { on: 'value', op: '<', limit: 3000 },
};

/** Every element in the document, at the top of the list once it has settled. */
export async function countElements(page: Page): Promise<number> {
  return page.evaluate(async () => {
    window.scrollTo(0, 0);
    await window.__bench.afterPaint();
    await window.__bench.afterPaint();
    return document.getElementsByTagName('*').length;
  });
}
