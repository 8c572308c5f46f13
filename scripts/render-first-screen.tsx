/**
 * Prints the first screen (src/app/first-screen.tsx) as HTML, for vite.config.ts's firstScreen
 * plugin to put into the built index.html's #root. A process of its own (node --import tsx),
 * so React's server renderer never shares module state with the build that runs it.
 *
 * The page is rendered as at the root of its site with the build's default API: a button in the
 * header shows the API's path, as the app shows it for an API on its own origin. The component
 * modules are imported only after `location` exists.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';

const SITE = 'http://localhost/';
Object.defineProperty(globalThis, 'location', { value: new URL(SITE), configurable: true });

const [
  { FirstScreen },
  { ApiBaseProvider },
  { UrlStateProvider },
  { memoryLocation },
  { resolveApiBase },
] = await Promise.all([
  import('../src/app/first-screen.tsx'),
  import('../src/api/api-base-context.tsx'),
  import('../src/lib/url-state/use-url-params.tsx'),
  import('../src/lib/url-state/memory-location.ts'),
  import('../src/lib/api-base.ts'),
]);

const { base } = resolveApiBase('', SITE, process.env.VITE_API_BASE_URL);
process.stdout.write(
  renderToStaticMarkup(
    // No address to read on the server: the first screen is the one without parameters.
    // A client that never fetches: the filter bar's country list and export read nothing yet.
    <QueryClientProvider client={new QueryClient()}>
      <UrlStateProvider location={memoryLocation()}>
        <ApiBaseProvider base={base}>
          <FirstScreen />
        </ApiBaseProvider>
      </UrlStateProvider>
    </QueryClientProvider>,
  ),
);
