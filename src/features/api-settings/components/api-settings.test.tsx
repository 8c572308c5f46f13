import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelQueries } from '@/db/channel-queries';
import { readCopyHint, writeCopyHint } from '@/db/copy-hint';
import { forgetCopies } from '@/db/copy-readiness';
import { runLocalDbInProcess, seedCopy } from '@/db/test/in-process';
import { makeChannels, TEST_API } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderWithApp } from '@/test/render';
import { ApiSettings } from './api-settings';

const OTHER = 'http://other.test/api';

beforeAll(() => {
  // jsdom has no modal dialogs: open/close are enough for these tests.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

async function openSettings() {
  const user = userEvent.setup();
  const result = renderWithApp(<ApiSettings />);
  await user.click(screen.getByRole('button', { name: /change the API/i }));
  const input = await screen.findByLabelText('API base URL');
  await user.clear(input);
  return { user, input, ...result };
}

// A page tried before switching starts that API's copy: in this thread (jsdom has no workers).
beforeEach(() => {
  forgetCopies();
  runLocalDbInProcess();
});

describe('ApiSettings', () => {
  it('shows the API in use', () => {
    renderWithApp(<ApiSettings />);
    expect(screen.getByRole('button', { name: /change the API/i })).toHaveTextContent(
      'api.test/api',
    );
  });

  it('refuses an address that is not http(s) and stays on the current API', async () => {
    const { user, input } = await openSettings();
    await user.type(input, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/http:\/\/ or https:\/\//);
    expect(window.location.search).toBe('');
  });

  it('tries the first page before switching and explains a failure', async () => {
    server.use(http.get(`${OTHER}/channels`, () => HttpResponse.html('<html>Welcome</html>')));
    const { user, input } = await openSettings();
    await user.type(input, OTHER);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/web page, not the API/);
    expect(window.location.search).toBe('');
  });

  it('switches to a working API by writing ?api=, seeds its cache and remembers it', async () => {
    const next = `${OTHER}/channels?cursor=cD0y`;
    let requests = 0;
    server.use(
      http.get(`${OTHER}/channels`, () => {
        requests += 1;
        return HttpResponse.json({ next, previous: null, results: makeChannels(2, 900) });
      }),
    );
    const { user, input, queryClient } = await openSettings();
    await user.type(input, `${OTHER}/`);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('api')).toBe(OTHER));

    // The page tried is the first page of the new API's own list query (the trailing slash
    // trimmed), ready for the grid: it needs no second request for it.
    const cached = queryClient.getQueryData(channelQueries.list(OTHER).queryKey);
    expect(cached?.pageParams).toEqual([`${OTHER}/channels`]);
    expect(cached?.pages).toHaveLength(1);
    expect(cached?.pages[0]?.results?.map((channel) => channel.id)).toEqual([900, 899]);
    expect(cached?.pages[0]?.next).toBe(next);
    expect(requests).toBe(1);
    expect(queryClient.getQueryData(channelQueries.list(TEST_API).queryKey)).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('channels:recent-apis') ?? '[]')).toEqual([OTHER]);
  });

  it('lists the copy kept for the API in use and deletes it', async () => {
    await seedCopy(TEST_API, makeChannels(30));
    writeCopyHint(TEST_API, { total: 30, savedAt: Date.now(), next: null, complete: true });
    const { user } = await openSettings();
    const saved = await screen.findByRole('region', { name: 'Saved on this device' });
    await waitFor(() => expect(saved).toHaveTextContent(`${TEST_API} (in use)`));
    expect(saved).toHaveTextContent('30 channels');
    await user.click(screen.getByRole('button', { name: `Delete local copy of ${TEST_API}` }));
    await waitFor(() => expect(saved).toHaveTextContent('Nothing is saved yet.'));
    // The next visit does not look for it either.
    expect(readCopyHint(TEST_API)).toBeUndefined();
  });

  it('from the keyboard, a deleted copy hands the focus to the next one, the last to the heading', async () => {
    const other = 'http://other.test/api';
    await seedCopy(TEST_API, makeChannels(30));
    await seedCopy(other, makeChannels(5));
    const { user } = await openSettings();
    const saved = await screen.findByRole('region', { name: 'Saved on this device' });
    const deleteButtons = () =>
      within(saved).queryAllByRole('button', { name: /^Delete local copy/ });
    await waitFor(() => expect(deleteButtons()).toHaveLength(2));
    deleteButtons()[0]?.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(deleteButtons()).toHaveLength(1));
    await waitFor(() => expect(deleteButtons()[0]).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveTextContent('Nothing is saved yet.'));
    expect(within(saved).getByRole('heading', { name: 'Saved on this device' })).toHaveFocus();
  });
});
