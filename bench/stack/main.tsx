import {
  infiniteQueryOptions,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Page } from '../../src/api/schemas';

// The hello-world plus what the required stack adds before any card can be drawn: a react-query
// infinite query over the cursor links and the app's own zod schemas parsing each page. The
// bytes it ships beyond the hello-world are the floor of any app on this stack; the app's own
// code is what lies above it. Built only, never opened.
const channels = infiniteQueryOptions({
  queryKey: ['channels'],
  initialPageParam: './api/channels',
  queryFn: async ({ pageParam }) => Page.parse(await (await fetch(pageParam)).json()),
  getNextPageParam: (page) => page.next,
});

function Cards() {
  const { data } = useInfiniteQuery(channels);
  return data?.pages
    .flatMap((page) => page.results)
    .map((channel) => (
      <article key={channel.id}>
        <h2>{channel.name}</h2>
        <p>{channel.company.location.city}</p>
      </article>
    ));
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <Cards />
      </QueryClientProvider>
    </StrictMode>,
  );
}
