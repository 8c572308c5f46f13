import { ApiError, isApiError } from './api-error';
import { getJson, startEarlyRequest, type GetJsonOptions } from './http';
import { withJsonFormat } from './links';
import { parseChannelsPage, type ChannelsPage } from './parse-page';

/**
 * Origins that answered HTML or 406 to a `format=api` link. Real Django REST Framework
 * deployments render their browsable HTML page for `format=api` whatever Accept says; once an
 * origin has done so, every later link to it is asked for `format=json` for the rest of the session.
 */
const jsonFormatOrigins = new Set<string>();

/** For tests: forget which origins needed `format=json`. */
export function forgetFormatFallbacks(): void {
  jsonFormatOrigins.clear();
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

function wantsOtherFormat(error: unknown): boolean {
  return isApiError(error) && (error.html || error.status === 406);
}

export interface PageFetchOptions extends Omit<GetJsonOptions, 'signal'> {
  /**
   * Called with the body's `next` link (when it is a string) as soon as the JSON is read, before
   * the page is validated: validating 20 records takes longer than it takes to send a request,
   * so a walk that asks for the next page here keeps the network busy meanwhile.
   */
  onNextLink?: (link: string) => void;
}

async function fetchAndParse(url: string, options: PageFetchOptions & GetJsonOptions) {
  const json = await getJson(url, options);
  const next = typeof json === 'object' && json !== null && 'next' in json ? json.next : null;
  if (typeof next === 'string') options.onNextLink?.(next);
  const parsed = parseChannelsPage(json);
  if (!parsed.ok) throw new ApiError({ kind: 'schema', url, issues: parsed.issues });
  return parsed.page;
}

/**
 * Fetches one page of channels from a link (the first page URL, or a `next`/`previous` link
 * copied as given). Bad records come back in `rejected`; a page that is not a page throws.
 */
/** The URL fetchChannelsPage requests for a link (an origin that needed format=json gets it). */
function requestFor(url: string): string {
  return jsonFormatOrigins.has(originOf(url)) ? (withJsonFormat(url) ?? url) : url;
}

/**
 * Starts the request for a page that will be asked for next, so it is on its way while the page
 * before it is still being processed; fetchChannelsPage(url) then takes it over.
 */
export function readAheadChannelsPage(url: string): void {
  startEarlyRequest(requestFor(url));
}

export async function fetchChannelsPage(
  url: string,
  signal?: AbortSignal,
  options: PageFetchOptions = {},
): Promise<ChannelsPage> {
  const origin = originOf(url);
  const request = requestFor(url);
  try {
    return await fetchAndParse(request, { ...options, signal });
  } catch (error) {
    const fallback = withJsonFormat(request);
    if (!fallback || !wantsOtherFormat(error)) throw error;
    const page = await fetchAndParse(fallback, { ...options, signal });
    jsonFormatOrigins.add(origin);
    return page;
  }
}
