import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchChannelsPage } from '@/api/channels';
import { canonicalBase, toHttpUrl } from '@/lib/api-base';
import { apiParam } from '@/lib/url-state/api-param';
import { useUrlParam } from '@/lib/url-state/use-url-params';
import { channelQueries, seedFirstPage } from '@/db/channel-queries';
import { resumeCopy } from '@/db/resume-copy';
import { rememberApi } from '../lib/recent-apis';

export class InvalidApiUrlError extends Error {
  constructor() {
    super('Enter an http:// or https:// address, for example https://example.com/api');
    this.name = 'InvalidApiUrlError';
  }
}

/**
 * Tries the first page of another API before switching to it, then writes `?api=`. The first
 * page seeds that API's own cache entry, so the grid shows it without a second request.
 */
export function useSwitchApi() {
  const queryClient = useQueryClient();
  const [, setApi] = useUrlParam('api', apiParam);

  return useMutation({
    mutationFn: async (input: string) => {
      const url = toHttpUrl(input, window.location.href);
      if (!url || !/^https?:\/\//i.test(input.trim())) throw new InvalidApiUrlError();
      const base = canonicalBase(url);
      const options = channelQueries.list(base);
      // An API with a saved copy is switched to from the copy (offline too).
      if (!resumeCopy(queryClient, base)) {
        const page = await fetchChannelsPage(options.initialPageParam, undefined, {
          timeoutMs: 10_000,
        });
        seedFirstPage(queryClient, base, page);
      }
      return base;
    },
    onSuccess: async (base) => {
      rememberApi(base);
      await setApi(base);
    },
  });
}
