import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiBase } from '@/api/api-base-context';
import { channelQueries } from '../api/channel-queries';

/** The first screen: proves the pipe from API to page by listing the first page's names. */
export function ChannelNames() {
  const apiBase = useApiBase();
  const query = useInfiniteQuery(channelQueries.list(apiBase));

  if (query.data) {
    const channels = query.data.pages.flatMap((page) => page.results);
    return (
      <section aria-labelledby="channels-heading">
        <h2 id="channels-heading" className="sr-only">
          Channels
        </h2>
        <p role="status">{channels.length} channels loaded</p>
        <ul className="mt-4 grid gap-2">
          {channels.map((channel) => (
            <li key={channel.id}>{channel.name}</li>
          ))}
        </ul>
      </section>
    );
  }
  if (query.isError) {
    return (
      <div role="alert">
        <p>{query.error.message}</p>
        <button type="button" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return <p role="status">Loading channels…</p>;
}
