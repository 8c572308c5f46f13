import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { forgetCopies } from '@/db/copy-readiness';
import { runLocalDbInProcess } from '@/db/test/in-process';
import { renderWithApp } from '@/test/render';
import { App } from '../app';

/**
 * The whole page as start-app.tsx mounts it, opened at an address (`?view=map`, `?channel=30`), with
 * a fresh local copy in this thread. jsdom does not scroll: scrollTo moves scrollY and fires the
 * scroll event soon after, as a browser does. The address and globals are put back afterwards.
 */
export function openAppAt(search: string) {
  localStorage.clear();
  prepareAppPage();
  window.history.replaceState(null, '', `/${search}`);
  renderWithApp(<App />);
  return userEvent.setup();
}

/**
 * What the whole page needs in jsdom, put back once the test is over: a fresh local copy in this
 * thread, no saved place, and a scrollTo that moves scrollY and fires the scroll event soon
 * after, as a browser does.
 */
export function prepareAppPage(): void {
  sessionStorage.clear();
  forgetCopies();
  runLocalDbInProcess();
  vi.stubGlobal(
    'scrollTo',
    vi.fn(({ top }: ScrollToOptions) => {
      vi.stubGlobal('scrollY', top ?? 0);
      setTimeout(() => window.dispatchEvent(new Event('scroll')));
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });
}
