import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCopies } from '@/db/copy-readiness';
import { runLocalDbInProcess } from '@/db/test/in-process';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { renderWithApp } from '@/test/render';
import { App } from './app';

/**
 * The whole page as main.tsx mounts it, on the 60 test channels (pages of 20), with the address
 * it starts from: the panel opened from a link, closed with Escape.
 */
beforeAll(polyfillDialog);
beforeEach(() => {
  sessionStorage.clear();
  forgetCopies();
  runLocalDbInProcess();
  // jsdom does not scroll: move scrollY and fire the scroll event soon after, as a browser does.
  vi.stubGlobal(
    'scrollTo',
    vi.fn(({ top }: ScrollToOptions) => {
      vi.stubGlobal('scrollY', top ?? 0);
      setTimeout(() => window.dispatchEvent(new Event('scroll')));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  renderWithApp(<App />);
  return userEvent.setup();
}

describe('a panel opened from a link', () => {
  it("gives focus to the channel's card on close, scrolled into the grid first", async () => {
    // Channel 30 is on the second page, card 31: far below the rows rendered at the top.
    const user = openAt('?channel=30');
    const dialog = await screen.findByRole('dialog', { name: 'Company 30' });
    expect(screen.queryByRole('button', { name: 'Company 30', hidden: true })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Company 30' })).toHaveFocus());
  });

  it('gives focus to the grid when the filters leave that channel out', async () => {
    const user = openAt('?q=Company%204&channel=30');
    await screen.findByRole('dialog', { name: 'Company 30' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('feed', { name: 'Channels' })).toHaveFocus());
  });
});
