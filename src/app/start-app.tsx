/**
 * The app itself, loaded by main.tsx once index.html's preview cards have had their frame.
 * First: the first page's request is taken over before the rest of the app is evaluated.
 */
import { initialApiBase } from '@/app/start-first-page';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from '@/app/app-root';
import { createQueryClient } from '@/app/query-client';
import { primeDirectory } from '@/features/channels/api/prime-directory';
import { applyTheme, readThemePreference } from '@/lib/theme';
import { yieldToMain } from '@/lib/yield-to-main';

/**
 * How long the first render may wait for the first page. It is usually there already (asked for
 * before this code ran): the first render then shows cards, instead of skeletons that a second
 * render replaces a moment later. A slower API gets the skeletons after this long.
 */
const FIRST_RENDER_WAIT_MS = 50;

// Before the first render, so the first paint is already in the chosen theme.
applyTheme(readThemePreference());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// Each step in a task of its own (evaluating this code, reading the first page, rendering): as
// one, they held the main thread for 70-100 ms on a phone-speed CPU.
// Not a top-level await: that would make the bundler split the entry into several chunks.
void yieldToMain()
  .then(() =>
    Promise.race([
      primeDirectory(queryClient, initialApiBase),
      new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]),
  )
  .then(yieldToMain)
  .then(() => {
    // A transition: each render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole app (the preview stays on screen until the commit).
    startTransition(() => {
      // The build's index.html holds the first screen: React adopts its elements (the header,
      // the filters: whatever has focus keeps it) and the render after it shows the cards.
      // `npm run dev` serves an empty root.
      if (root.firstElementChild) {
        hydrateRoot(root, <AppRoot queryClient={queryClient} phase="adopt" />, {
          onRecoverableError: reportHydrationError,
        });
      } else {
        createRoot(root).render(<AppRoot queryClient={queryClient} phase="live" />);
      }
    });
  });

/**
 * A first screen React could not adopt is drawn again from scratch, which works but costs the
 * first render its gain: said in the console, where the e2e tests look for it.
 */
function reportHydrationError(error: unknown): void {
  console.warn('The first screen could not be adopted:', error);
}
