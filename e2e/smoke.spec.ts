import { expect, test } from '@playwright/test';
import { apiPage, cards } from './helpers.ts';

test('the app loads the first page of channels from the reference server', async ({
  page,
  request,
}) => {
  const firstName = (await apiPage(request, '/api/channels')).results[0]?.name;
  expect(firstName).toBeTruthy();

  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(firstName ?? '', { exact: true }).first()).toBeVisible();
});
