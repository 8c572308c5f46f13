import { ApiError } from './api-error';
import { getJson, type GetJsonOptions } from './http';
import { parseChannelsPage, type ChannelsPage } from './parse-page';

/**
 * Fetches one page of channels from a link (the first page URL, or a `next`/`previous` link
 * copied as given). Bad records come back in `rejected`; a page that is not a page throws.
 */
export async function fetchChannelsPage(
  url: string,
  signal?: AbortSignal,
  options: Omit<GetJsonOptions, 'signal'> = {},
): Promise<ChannelsPage> {
  const json = await getJson(url, { ...options, signal });
  const parsed = parseChannelsPage(json);
  if (!parsed.ok) throw new ApiError({ kind: 'schema', url, issues: parsed.issues });
  return parsed.page;
}
