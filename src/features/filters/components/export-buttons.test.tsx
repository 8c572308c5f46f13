import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLocalDb, type ClientPort } from '@/db/client';
import type { FromWorker, ToWorker } from '@/db/protocol';
import { ALL_CHANNELS } from '@/db/view';
import { TEST_API } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ExportButtons } from './export-buttons';

/** The database worker's port, driven by hand: the test sees each call and answers it. */
function handWorker() {
  const received: ToWorker[] = [];
  let deliver: (data: FromWorker) => void = () => undefined;
  const port: ClientPort = {
    postMessage: (message) => received.push(message),
    addEventListener: (type: string, listener: (event: MessageEvent<FromWorker>) => void) => {
      if (type === 'message') deliver = (data) => listener(new MessageEvent('message', { data }));
    },
  };
  connectLocalDb(() => port);
  const exportCall = () => received.find((message) => message.type === 'call');
  return { received, send: (data: FromWorker) => deliver(data), exportCall };
}

let downloads: string[];
beforeEach(() => {
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup(matches: number | null = 5000) {
  const worker = handWorker();
  renderWithApp(
    <ExportButtons
      apiBase={TEST_API}
      view={ALL_CHANNELS}
      matches={matches}
      ready
      walk="complete"
    />,
  );
  return { worker, user: userEvent.setup() };
}

describe('ExportButtons', () => {
  it('shows how far an export has got, then saves the file', async () => {
    const { worker, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(worker.exportCall()).toBeDefined());
    worker.send({ type: 'exporting', apiBase: TEST_API, written: 2000 });
    const bar = await screen.findByRole('progressbar', { name: 'Export' });
    await waitFor(() =>
      expect(bar).toHaveAttribute('aria-valuetext', 'Written 2,000 of 5,000 channels'),
    );
    const call = worker.exportCall();
    if (call?.type !== 'call') throw new Error('no export asked for');
    worker.send({
      type: 'result',
      id: call.id,
      ok: true,
      value: { file: new Blob(['id\r\n']), count: 5000 },
    });
    await waitFor(() => expect(downloads).toEqual([expect.stringMatching(/\.csv$/)]));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('names no number while the matches are still being counted, and exports them', async () => {
    const { worker, user } = setup(null);
    expect(screen.getByRole('group', { name: 'Export the matching channels' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(worker.exportCall()).toBeDefined());
    worker.send({ type: 'exporting', apiBase: TEST_API, written: 2000 });
    const bar = await screen.findByRole('progressbar', { name: 'Export' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Written 2,000 channels'));
    // Indeterminate: a bar full or empty would claim to know how far it got.
    expect(bar).not.toHaveAttribute('value');
  });

  it('Cancel stops the export in the worker, saves nothing and gives the focus back', async () => {
    const { worker, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    worker.send({ type: 'exporting', apiBase: TEST_API, written: 2000 });
    await user.click(await screen.findByRole('button', { name: 'Cancel export' }));
    const call = worker.exportCall();
    expect(worker.received).toContainEqual({ type: 'cancel', id: call?.id });
    expect(await screen.findByText('Export cancelled.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export JSON' })).toHaveFocus();
    expect(downloads).toEqual([]);
  });
});
