import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkForUpdates, UPDATE_CHECK_MS } from './update-checks';

function registration(installing: ServiceWorker | null = null) {
  const update = vi.fn(() => Promise.resolve());
  return { update, value: { installing, update } as unknown as ServiceWorkerRegistration };
}

afterEach(() => vi.useRealTimers());

describe('checkForUpdates', () => {
  it('asks for a new version every hour while online, and not while offline', async () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { update, value } = registration();
    const stop = checkForUpdates(value);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS - 1);
    expect(update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(update).toHaveBeenCalledTimes(1);

    onLine.mockReturnValue(false);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not ask while a new version is already installing, and survives a failed check', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const installing = registration({} as ServiceWorker);
    const stopInstalling = checkForUpdates(installing.value);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(installing.update).not.toHaveBeenCalled();
    stopInstalling();

    const failing = registration();
    failing.update.mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = checkForUpdates(failing.value);
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_MS);
    expect(failing.update).toHaveBeenCalledTimes(2);
    stop();
  });
});
