import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

/** The prompt as ServiceWorkerUpdates drives it, with the worker's news given by the test. */
function Harness({ onReload }: { onReload: () => void }) {
  const [open, setOpen] = useState(false);
  const [reloading, setReloading] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deploy
      </button>
      <UpdatePrompt
        open={open}
        reloading={reloading}
        onReload={() => {
          setReloading(true);
          onReload();
        }}
        onLater={() => setOpen(false)}
      />
    </>
  );
}

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits, then announces it in the status region that was there', async () => {
    const user = userEvent.setup();
    render(<Harness onReload={() => {}} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    // The same element: a live region that already existed, so its new text is read out.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('A new version of Channels is available.');
    expect(status).toHaveTextContent('Reload to use it. Your saved channels and filters stay.');
  });

  it('reloads from the keyboard, once', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<Harness onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledTimes(1);
    // While the new version takes over, neither button can be pressed again.
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Later' })).toBeDisabled();
  });

  it('"Later" puts it away and leaves the status empty', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<Harness onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(onReload).not.toHaveBeenCalled();
  });

  it('"Later" from the keyboard gives the focus back to where the reader Tabbed in from', async () => {
    const user = userEvent.setup();
    render(<Harness onReload={vi.fn()} />);
    const deploy = screen.getByRole('button', { name: 'Deploy' });
    await user.click(deploy);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    expect(deploy).toHaveFocus();
  });
});
