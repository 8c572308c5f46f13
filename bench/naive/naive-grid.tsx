import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The baseline: the directory written the common way, after TanStack Query's own infinite-scroll
 * example. Every loaded card is in the DOM, the filter runs over every card on each keystroke, a
 * sentinel fetches the next page when it scrolls into view. Not the app's code on purpose.
 */
interface NaiveChannel {
  id: number;
  name: string;
  logo: string | null;
  company: { live_jobs: number; location: { city: string; country: string } };
}

interface NaivePage {
  next: string | null;
  results: NaiveChannel[];
}

async function fetchPage(url: string): Promise<NaivePage> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return (await response.json()) as NaivePage;
}

const channelsQuery = (api: string) =>
  infiniteQueryOptions({
    queryKey: ['channels', api],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: `${api}/channels`,
    getNextPageParam: (page) => page.next ?? undefined,
  });

export function NaiveGrid({ api }: { api: string }) {
  const [query, setQuery] = useState('');
  const queryClient = useQueryClient();
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery(
    channelsQuery(api),
  );

  const channels = data?.pages.flatMap((page) => page.results) ?? [];
  const needle = query.trim().toLowerCase();
  const shown = needle ? channels.filter((c) => c.name.toLowerCase().includes(needle)) : channels;

  // The bench's way to reach 10,000 cards: every page in one fetch, one render at the end.
  // (Looping fetchNextPage re-renders every card per page: it did not reach 10,000 in 10 minutes.)
  function loadAll() {
    void queryClient.fetchInfiniteQuery({ ...channelsQuery(api), pages: Infinity, staleTime: 0 });
  }

  return (
    <main>
      <h1>Channels</h1>
      <label>
        Search channels <input value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      <button type="button" onClick={loadAll}>
        Load all
      </button>
      <p role="status">
        {needle
          ? `${shown.length} of ${channels.length} loaded channels match`
          : `${channels.length} channels loaded`}
      </p>
      <div className="grid">
        {shown.map((channel) => (
          <article key={channel.id} className="card">
            {channel.logo ? (
              <img src={channel.logo} alt="" width={48} height={48} loading="lazy" />
            ) : null}
            <h2>{channel.name}</h2>
            <p>
              {channel.company.location.city}, {channel.company.location.country}
            </p>
            <p>{channel.company.live_jobs} live jobs</p>
          </article>
        ))}
      </div>
      <div
        ref={(node) => {
          if (!node) return;
          const observer = new IntersectionObserver(([entry]) => {
            if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
          });
          observer.observe(node);
          return () => observer.disconnect();
        }}
      >
        {hasNextPage ? (
          <button type="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </button>
        ) : data ? (
          'All channels loaded'
        ) : (
          'Loading…'
        )}
      </div>
    </main>
  );
}
