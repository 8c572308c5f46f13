/**
 * Prints the page as the app's first render draws it (src/app/app-root.tsx in its `build` phase:
 * the header, the filters, the count line and skeleton cards), for vite.config.ts's firstScreen
 * plugin to put into the built index.html's #root, where start-app.tsx hydrates it. A process
 * of its own (node --import tsx), so React's server renderer never shares module state with the
 * build that runs it.
 *
 * The page is rendered as at the root of its site with the build's default API: a button in the
 * header shows the API's path, as the app shows it for an API on its own origin. The component
 * modules are imported only after `location` exists.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';

const SITE = 'http://localhost/';
Object.defineProperty(globalThis, 'location', { value: new URL(SITE), configurable: true });

const [{ AppRoot }, { UrlStateProvider }, { memoryLocation }, { resolveApiBase }] =
  await Promise.all([
    import('../src/app/app-root.tsx'),
    import('../src/lib/url-state/use-url-params.tsx'),
    import('../src/lib/url-state/memory-location.ts'),
    import('../src/lib/api-base.ts'),
  ]);

const { base } = resolveApiBase('', SITE, process.env.VITE_API_BASE_URL);
process.stdout.write(
  // renderToString, not renderToStaticMarkup: its comments between adjacent texts and around
  // Suspense boundaries are what hydration finds its way by.
  renderToString(
    // No address to read on the server: the first screen is the one without parameters.
    // A client that never fetches: the filter bar's country list and export read nothing yet.
    <UrlStateProvider location={memoryLocation()}>
      <AppRoot queryClient={new QueryClient()} phase="build" apiBase={base} />
    </UrlStateProvider>,
  ),
);
