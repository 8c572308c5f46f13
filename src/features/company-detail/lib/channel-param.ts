import { createParser } from 'nuqs';

/**
 * `?channel=<id>`. Only a plain non-negative integer counts: `abc`, `12abc` or `1e3` are ignored
 * (nuqs' parseAsInteger would read `12abc` as 12 and open a channel nobody linked to).
 */
export const channelIdParser = createParser<number>({
  parse: (value) => (/^\d{1,15}$/.test(value) ? Number(value) : null),
  serialize: (id) => String(id),
});

/** The address to share for a channel: the current one, with `channel` set to that id. */
export function channelLink(currentHref: string, id: number): string {
  const url = new URL(currentHref);
  url.searchParams.set('channel', String(id));
  return url.href;
}
