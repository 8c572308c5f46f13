import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { interceptLocalDb } from '@/db/test/intercept-local-db';
import { interceptViewCounts } from '@/db/test/intercept-view-counts';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { TEST_API } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { openAppAt } from './test/open-app';

/**
 * The whole page as start-app.tsx mounts it, on the 60 test channels (pages of 20), with the address
 * it starts from: the panel opened from a link, closed with Escape.
 */
beforeAll(polyfillDialog);

describe('a panel opened from a link', () => {
  it("gives focus to the channel's card on close, scrolled into the grid first", async () => {
    // Channel 30 is on the second page, card 31: far below the rows rendered at the top.
    const user = openAppAt('?channel=30');
    // The app, the local copy and two pages before the panel: slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Company 30' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Company 30', hidden: true })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    // The copy is asked where the card stands, then the grid scrolls and renders it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Company 30' })).toHaveFocus(), {
      timeout: 10_000,
    });
  });

  it("waits for the grid's count to reach the card when the copy knows of it first", async () => {
    // The grid's count lags a landed page by a moment; here it stays at the first page until
    // released, so the panel closes while the grid does not have card 31 yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    interceptViewCounts('count', async (count, ...args) => {
      const answer = await count(...args);
      if (answer.total > 20) await held;
      return answer;
    });
    const user = openAppAt('?channel=30');
    await screen.findByRole('dialog', { name: 'Company 30' }, { timeout: 15_000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Company 30' })).toHaveFocus(), {
      timeout: 10_000,
    });
  });

  it('asks again where the card is when its channel lands between two asks of the copy', async () => {
    const user = openAppAt('?channel=30');
    await screen.findByRole('dialog', { name: 'Company 30' }, { timeout: 15_000 });
    // Its page is in the copy by now.
    expect(await screen.findByText('40 channels loaded')).toBeInTheDocument();
    // The first ask of where channel 30 stands answers as if it came before its page was
    // written (null); by the time the copy is asked whether it has the channel at all, it has.
    let early = true;
    interceptLocalDb('position', (real) => {
      if (!early) return real();
      early = false;
      return Promise.resolve(null);
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Company 30' })).toHaveFocus(), {
      timeout: 10_000,
    });
    expect(early).toBe(false);
  });

  it('gives focus to the grid when the filters leave that channel out', async () => {
    const user = openAppAt('?q=Company%204&channel=30');
    await screen.findByRole('dialog', { name: 'Company 30' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('feed', { name: 'Channels' })).toHaveFocus());
  });
});

describe('a search in the address', () => {
  it("shows the first matching cards while the search's count is still on its way", async () => {
    // The copy counts a search slowly here: it answers only when the test lets it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    interceptViewCounts('count', async (count, view, ...rest) => {
      if (view.q !== '') await held;
      return count(view, ...rest);
    });
    openAppAt('?q=Company%2030');
    const feed = await screen.findByRole('feed', { name: 'Channels' });
    expect(
      await within(feed).findByRole('button', { name: 'Company 30' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Looking through/)).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText(/Looking through/)).toBeNull());
    expect(within(feed).getByRole('button', { name: 'Company 30' })).toBeInTheDocument();
  });
});

describe('typing a search', () => {
  it('can start while the first page is on its way, and keeps its box and focus when it lands', async () => {
    // The first page answers only when the test lets it (then the default handler answers).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        `${TEST_API}/channels`,
        async () => {
          await held;
          await delay(0);
          return undefined;
        },
        { once: true },
      ),
    );
    const user = openAppAt('');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading channels…');
    const search = screen.getByRole('searchbox', { name: 'Search channels' });
    await user.type(search, 'Company 5');
    release();
    expect(await screen.findByText('15 channels match')).toBeVisible();
    // The same box, never replaced: the reader's focus and text stayed where they typed.
    expect(screen.getByRole('searchbox', { name: 'Search channels' })).toBe(search);
    expect(search).toHaveFocus();
    expect(search).toHaveValue('Company 5');
    const feed = screen.getByRole('feed', { name: 'Channels' });
    expect(await within(feed).findByRole('article', { name: 'Company 59' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?q=Company+5'));
  });

  it("keeps the cards on screen until the search's own cards arrive", async () => {
    const user = openAppAt('');
    // The copy answers a search's rows only when the test lets it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let shown = () => {};
    const allShown = new Promise<void>((resolve) => (shown = resolve));
    interceptLocalDb('rows', async (real, [, view]) => {
      if (view.q !== '') await held;
      const rows = await real();
      if (view.q === '') shown();
      return rows;
    });
    await allShown;
    const feed = await screen.findByRole('feed', { name: 'Channels' });
    await within(feed).findByRole('article', { name: 'Company 60' });
    await user.type(screen.getByRole('searchbox', { name: 'Search channels' }), 'Company 5');
    expect(await screen.findByText('15 channels match')).toBeVisible();
    // Still the cards from before, not empty skeletons.
    expect(within(feed).getByRole('article', { name: 'Company 60' })).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(within(feed).queryByRole('article', { name: 'Company 60' })).toBeNull(),
    );
    expect(within(feed).getByRole('article', { name: 'Company 59' })).toBeInTheDocument();
    // The address follows (a moment later): written after the test, it was the next test's.
    await waitFor(() => expect(window.location.search).toBe('?q=Company+5'));
  });

  it('brings back the cards just outside the screen once the search has painted its own', async () => {
    const user = openAppAt('');
    const feed = await screen.findByRole('feed', { name: 'Channels' });
    await within(feed).findByRole('article', { name: 'Company 60' });
    // The rows on screen and the overscan below them, before the search.
    await waitFor(() => expect(within(feed).getAllByRole('article').length).toBeGreaterThan(12));
    const before = within(feed).getAllByRole('article').length;
    // Every channel's name has it: the search shows as many cards as before. Its count is of the
    // pages loaded so far, however many: at the top of 40 cards the grid is more than two screens
    // from its end and need not ask for the third page (README, footnote 31).
    await user.type(screen.getByRole('searchbox', { name: 'Search channels' }), 'Company');
    expect(
      await screen.findByText(/^(\d+ of \d+ loaded channels|\d+ channels) match$/),
    ).toBeVisible();
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(before));
    expect(within(feed).getByRole('article', { name: `Company ${61 - before}` })).toBeVisible();
    await waitFor(() => expect(window.location.search).toBe('?q=Company'));
  });

  it('gives no set size to the cards while the count is under way', async () => {
    // The count of "Company 5" answers "4 so far" (again when asked again: pages land meanwhile)
    // until the test lets it finish.
    let counting = true;
    interceptViewCounts('count', async (count, view, ...rest) => {
      if (view.q === '' || !counting) return count(view, ...rest);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { matches: 4, total: 60, complete: false };
    });
    openAppAt('?q=Company%205');
    const feed = await screen.findByRole('feed', { name: 'Channels' });
    expect(
      await screen.findByText('4 matches so far, still counting…', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    const card = await within(feed).findByRole('article', { name: 'Company 59' });
    expect(card).toHaveAttribute('aria-setsize', '-1');
    counting = false;
    // The grid may render the card anew once the count is in: found again.
    await waitFor(() =>
      expect(within(feed).getByRole('article', { name: 'Company 59' })).toHaveAttribute(
        'aria-setsize',
        '15',
      ),
    );
    expect(screen.getByText('15 channels match')).toBeVisible();
  });
});
