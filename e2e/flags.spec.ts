import { expect, test, type Page } from '@playwright/test';

/**
 * Country flags are SVG files of the app's own (one per country, fetched where shown), not emoji:
 * they must really load under the built app's Content-Security-Policy, and the name beside each
 * must be the country it shows.
 */

const cards = (page: Page) => page.getByRole('feed', { name: 'Channels' }).getByRole('article');

/** Every CSP violation the page reports, collected from before the app starts. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

interface ShownFlag {
  src: string;
  alt: string;
  complete: boolean;
  naturalWidth: number;
  /** The country the file depicts, by its code (the file is named after it). */
  depicts: string;
  /** The text of the line the flag sits in. */
  line: string;
}

/** The flags inside `root`, as loaded, with the country each depicts in the reader's language. */
function flagsIn(page: Page, root: string): Promise<ShownFlag[]> {
  return page.locator(root).evaluateAll((roots) => {
    const names = new Intl.DisplayNames(undefined, { type: 'region' });
    // Built flag files are named after their country: assets/IE-<hash>.svg (logos are not).
    const flagFile = /\/assets\/([A-Z]{2})-[\w-]+\.svg$/;
    return roots.flatMap((element) =>
      Array.from(element.querySelectorAll('img')).flatMap((img) => {
        const code = flagFile.exec(new URL(img.src).pathname)?.[1];
        if (!code) return [];
        return {
          src: img.src,
          alt: img.alt,
          complete: img.complete,
          naturalWidth: img.naturalWidth,
          depicts: names.of(code) ?? code,
          line: img.parentElement?.textContent ?? '',
        };
      }),
    );
  });
}

test('card flags are images that load under the CSP, each beside its country’s name', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/');
  // The real policy: sent as a header and carried by the built page itself.
  expect(response?.headers()['content-security-policy']).toContain("img-src 'self'");
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  await expect(cards(page).first()).toBeVisible();

  await expect
    .poll(async () => {
      const flags = await flagsIn(page, '[role="feed"] article');
      return flags.length > 0 && flags.every((flag) => flag.complete);
    })
    .toBe(true);
  const flags = await flagsIn(page, '[role="feed"] article');
  const origin = new URL(page.url()).origin;
  // Every card of the demo data has a valid country code: one flag per card on screen.
  expect(flags.length).toBe(await cards(page).count());
  for (const flag of flags) {
    expect(flag.naturalWidth, flag.src).toBeGreaterThan(0);
    // A file of the app's own, not a data: URI nor another origin.
    expect(new URL(flag.src).origin).toBe(origin);
    // Its name is the text beside it, so the image itself stays silent (alt="").
    expect(flag.alt).toBe('');
    expect(flag.line).toContain(flag.depicts);
  }
  expect(await violations()).toEqual([]);
});

test('the company panel shows the flag beside the country, loaded', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  const card = cards(page).first();
  await card.getByRole('heading').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  const location = dialog.getByRole('region', { name: 'Location' });
  await expect(location.locator('img')).toHaveJSProperty('complete', true);
  const [flag] = await flagsIn(page, 'dialog section');
  expect(flag?.naturalWidth).toBeGreaterThan(0);
  expect(flag?.line).toBe(flag?.depicts);
  expect(await violations()).toEqual([]);
});
