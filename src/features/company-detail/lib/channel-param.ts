import { singleParam } from '@/lib/url-state/url-param';

/**
 * `?channel=<id>`. Only a plain non-negative integer counts: `abc`, `12abc` or `1e3` are ignored
 * (parseInt would read `12abc` as 12 and open a channel nobody linked to).
 */
export const channelIdParam = singleParam(
  (value) => (/^\d{1,15}$/.test(value) ? Number(value) : null),
  (id: number) => String(id),
);

/** The address to share for a channel: the current one, with `channel` set to that id. */
export function channelLink(currentHref: string, id: number): string {
  const url = new URL(currentHref);
  url.searchParams.set('channel', String(id));
  return url.href;
}
