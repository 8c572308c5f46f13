import { expect, test } from '@playwright/test';

test('the app loads the first page of channels from the reference server', async ({
  page,
  request,
}) => {
  const api = await request.get('/api/channels');
  expect(api.ok()).toBe(true);
  const body = (await api.json()) as { results: { name: string }[] };
  const firstName = body.results[0]?.name;
  expect(firstName).toBeTruthy();

  await page.goto('/');
  await expect(page.getByText(firstName ?? '', { exact: true }).first()).toBeVisible();
});
