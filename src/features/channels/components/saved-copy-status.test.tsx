import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TEST_API } from '@/test/fixtures';
import type { Refresh } from '../hooks/use-refresh-all';
import { SavedCopyStatus } from './saved-copy-status';

const savedAt = new Date(2024, 2, 5, 10, 42).getTime();
const endedAt = new Date(2024, 2, 5, 11, 7).getTime();

/** A copy saved at 10:42, looked at without news, nothing pressed yet: each test changes a part. */
const quiet = {
  savedAt,
  checking: false,
  failure: null,
  checkedAt: 0,
  onCheck: () => undefined,
  onRefreshAll: () => undefined,
  refresh: null,
};

/** The line, and a Cancel beside it that goes when the refresh ends, as the filter bar's does. */
function Harness({ initial, onRefreshAll }: { initial: Refresh | null; onRefreshAll: () => void }) {
  const [refresh, setRefresh] = useState(initial);
  return (
    <>
      <SavedCopyStatus {...quiet} onRefreshAll={onRefreshAll} refresh={refresh} />
      {refresh?.outcome === null && (
        <button
          type="button"
          onClick={() => setRefresh({ ...refresh, outcome: 'cancelled', endedAt })}
        >
          Cancel
        </button>
      )}
    </>
  );
}

/** A failed look for new channels, and "Check again" running it, as DirectoryFeed drives it. */
function CheckHarness() {
  const [checking, setChecking] = useState(false);
  return (
    <SavedCopyStatus
      {...quiet}
      checking={checking}
      failure={new Error('down')}
      onCheck={() => setChecking(true)}
    />
  );
}

describe('SavedCopyStatus', () => {
  it('"Check again" from the keyboard leaves the focus on the line that tells how it goes', async () => {
    render(<CheckHarness />);
    const check = screen.getByRole('button', { name: 'Check again' });
    check.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/checking for new channels…$/);
  });

  it.each([
    ['done', /^Everything refreshed at .*11:07/],
    ['cancelled', /^Saved copy from .*10:42.*, partly refreshed: stopped at .*11:07/],
    [
      'failed',
      /^Saved copy from .*10:42.*\. Refreshing everything stopped at .*11:07.* on an error\.$/,
    ],
  ] as const)('says how a refresh ended: %s', (outcome, text) => {
    render(
      <Harness initial={{ apiBase: TEST_API, savedAt, outcome, endedAt }} onRefreshAll={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('offers to continue a stopped refresh where it stopped, and hands the focus on', async () => {
    function Resumable({ onResume }: { onResume: () => void }) {
      const [refresh, setRefresh] = useState<Refresh>({
        apiBase: TEST_API,
        savedAt,
        outcome: 'cancelled',
        endedAt,
      });
      const stopped = refresh.outcome === 'cancelled';
      return (
        <SavedCopyStatus
          {...quiet}
          onResumeRefresh={
            stopped
              ? () => {
                  onResume();
                  setRefresh({ ...refresh, outcome: null, endedAt: null });
                }
              : undefined
          }
          refresh={refresh}
        />
      );
    }
    const onResume = vi.fn();
    render(<Resumable onResume={onResume} />);
    const resume = screen.getByRole('button', { name: 'Continue refreshing' });
    resume.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onResume).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Continue refreshing' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh everything' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/, refreshing everything…$/);
  });

  it('while refreshing, the button stays focusable but does nothing; when it ends, focus comes back to it', async () => {
    const onRefreshAll = vi.fn();
    render(
      <Harness
        initial={{ apiBase: TEST_API, savedAt, outcome: null, endedAt: null }}
        onRefreshAll={onRefreshAll}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/, refreshing everything…$/);
    const refresh = screen.getByRole('button', { name: 'Refresh everything' });
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    const user = userEvent.setup();
    await user.click(refresh);
    expect(onRefreshAll).not.toHaveBeenCalled();

    // Cancel goes with the refresh it ended: the focus would fall to the page.
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(refresh).toHaveFocus();
    expect(refresh).not.toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onRefreshAll).toHaveBeenCalledOnce();
  });

  it('a refresh that ends after the reader put the focus on the page leaves it there', async () => {
    const running: Refresh = { apiBase: TEST_API, savedAt, outcome: null, endedAt: null };
    const { rerender } = render(<SavedCopyStatus {...quiet} refresh={running} />);
    const refresh = screen.getByRole('button', { name: 'Refresh everything' });
    refresh.focus();
    // A click on an empty part of the page: the focus goes to the page, by the reader's hand.
    act(() => refresh.blur());
    await Promise.resolve();
    rerender(<SavedCopyStatus {...quiet} refresh={{ ...running, outcome: 'done', endedAt }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/Everything refreshed at/);
    expect(document.body).toHaveFocus();
  });

  it('going offline hides the buttons, and the focus on one goes to the line that says so', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<SavedCopyStatus {...quiet} />);
    screen.getByRole('button', { name: 'Refresh everything' }).focus();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.queryByRole('button', { name: 'Refresh everything' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/offline/i);
    expect(screen.getByRole('status')).toHaveFocus();
    onLine.mockRestore();
  });
});
