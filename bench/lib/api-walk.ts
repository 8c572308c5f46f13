import { log } from './context';

/** What walking the whole collection from Node sees: the same links the app follows. */
export interface CollectionFacts {
  channels: number;
  pages: number;
  /** Sum of the response bodies' sizes in bytes: the JSON the browser receives. */
  jsonBytes: number;
  /** `results.length` of the first page: the server's page size. */
  pageSize: number;
  /**
   * Plain-letters names to search for: the middle one of the collection first (the figures before
   * this list typed only it, and it is the one searched for in one go), then three from a quarter,
   * three quarters and an eighth of the way in.
   */
  typedNames: string[];
}

const PROGRESS_EVERY_MS = 30_000;

/** Follows every `next` from the first page; at a million that is minutes, so it says how far. */
export async function walkCollection(api: string): Promise<CollectionFacts> {
  const started = Date.now();
  let shown = started;
  let url: string | null = `${api}/channels`;
  const facts: CollectionFacts = {
    channels: 0,
    pages: 0,
    jsonBytes: 0,
    pageSize: 0,
    typedNames: [],
  };
  const names: string[] = [];
  while (url) {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const page = JSON.parse(body.toString('utf8')) as {
      next: string | null;
      results: { name: string }[];
    };
    for (const { name } of page.results) if (/^[A-Za-z]+ [A-Za-z ]+$/.test(name)) names.push(name);
    if (facts.pages === 0) facts.pageSize = page.results.length;
    facts.jsonBytes += body.length;
    facts.channels += page.results.length;
    facts.pages += 1;
    url = page.next;
    if (Date.now() - shown > PROGRESS_EVERY_MS) {
      shown = Date.now();
      log(
        `reading the collection from Node: ${facts.channels.toLocaleString('en-US')} channels in ${((shown - started) / 60_000).toFixed(1)} min`,
      );
    }
  }
  const at = (share: number) => names[Math.floor(names.length * share)] ?? 'channel';
  facts.typedNames = [...new Set([1 / 2, 1 / 4, 3 / 4, 1 / 8].map(at))];
  return facts;
}
