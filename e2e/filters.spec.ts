import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface ApiChannel {
  id: number;
  name: string;
  slug: string;
  company: {
    source: string;
    location: { city: string; country: string; address: string };
  };
}

/** Every channel on the reference server, walking its `next` links. */
async function allChannels(request: APIRequestContext): Promise<ApiChannel[]> {
  const channels: ApiChannel[] = [];
  let url: string | null = '/api/channels';
  while (url) {
    const response = await request.get(url);
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as { next: string | null; results: ApiChannel[] };
    channels.push(...page.results);
    url = page.next;
  }
  return channels;
}

/** The app's matching rule, simplified: accent- and case-insensitive substring of any field. */
const fold = (text: string) =>
  text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ');
const haystack = (c: ApiChannel) =>
  fold(
    [
      c.name,
      c.slug,
      c.company.location.city,
      c.company.location.country,
      c.company.location.address,
      c.company.source,
    ].join('\n'),
  );

const cards = (page: Page) => page.getByRole('feed', { name: 'Channels' }).getByRole('article');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search channels' });
/** The filter's count line while a filter is active (the directory has status lines of its own). */
const status = (page: Page) => page.getByRole('status').filter({ hasText: /match/ });

/** Slows down every page after the first, so a walk over all pages can be watched and cancelled. */
async function slowPages(page: Page, ms: number) {
  let requests = 0;
  await page.route(
    (url) => url.pathname.endsWith('/api/channels') && url.searchParams.has('cursor'),
    async (route) => {
      requests += 1;
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
  return () => requests;
}

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
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^\d+ channels loaded$/ })
      .first(),
  ).toBeVisible();
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

test('"Search all channels" reaches the end with progress', async ({ page, request }) => {
  const total = (await allChannels(request)).length;
  await slowPages(page, 150);
  await page.goto('/?sort=jobs&flag=sponsored');
  await page.getByRole('button', { name: 'Search all channels' }).click();
  const progress = page.getByRole('progressbar', { name: 'Loading all channels' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', /^Loaded \d+ channels so far$/);
  await expect(progress).toBeHidden({ timeout: 30_000 });
  await expect(status(page)).toHaveText(/^\d+ channels? match(es)?$/);
  await expect(page.getByText('All channels loaded')).toBeVisible();
  expect(total).toBeGreaterThan(20);
});

test('Cancel stops "Search all channels" and keeps what was loaded', async ({ page }) => {
  const requests = await slowPages(page, 600);
  await page.goto('/?flag=sponsored');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Search all channels' }).click();
  const progress = page.getByRole('progressbar', { name: 'Loading all channels' });
  // Cancel once a page of the search itself has landed: the count it shows has grown.
  await expect(progress).toHaveAttribute('aria-valuetext', /^Loaded \d+ channels so far$/);
  const atStart = await progress.getAttribute('aria-valuetext');
  await expect(progress).not.toHaveAttribute('aria-valuetext', atStart ?? '', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByText('Stopped. Everything loaded so far is kept.')).toBeVisible();

  // The page already on its way lands; after that nothing more is asked for.
  await page.waitForTimeout(1_500);
  const shown = await status(page).textContent();
  const asked = requests();
  await page.waitForTimeout(2_000);
  expect(requests()).toBe(asked);
  await expect(status(page)).toHaveText(shown ?? '');
  expect(shown).toMatch(/^\d+ of \d+ loaded channels match(es)?$/);
  await expect(page.getByRole('button', { name: 'Search all channels' })).toBeVisible();
});
