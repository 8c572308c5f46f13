import * as z from 'zod/mini';

/**
 * Where the walk of the API stands, kept in the database so a reload continues it instead of
 * starting over. A walk starts at the first page and follows `next` links; `walk` numbers walks,
 * so a new complete walk can tell the channels it saw from those only older walks saw.
 */
export const WalkState = z.object({
  walk: z.int().check(z.minimum(0)),
  /** The link to fetch next, or null once the last page is in (or nothing was walked yet). */
  next: z.nullable(z.string()),
  /** The last page of this walk is in: every channel the API lists was seen by it. */
  complete: z.boolean(),
  /** Pages fetched in this walk. */
  pages: z.int().check(z.minimum(0)),
  /** Channels this walk has seen (new to the copy or seen again): a new walk's progress. */
  seen: z.int().check(z.minimum(0)),
  /** Pages in a row, at the end, that brought no channel new to this walk. */
  staleRun: z.int().check(z.minimum(0)),
  /** Place of the last channel the walk saw: where a channel new to the copy is put after. */
  cursorPos: z.nullable(z.int()),
  /** When the walk started and when its last page was stored (ms since the epoch). */
  startedAt: z.number(),
  updatedAt: z.number(),
});

export type WalkState = z.infer<typeof WalkState>;

export const NO_WALK: WalkState = {
  walk: 0,
  next: null,
  complete: false,
  pages: 0,
  seen: 0,
  staleRun: 0,
  cursorPos: null,
  startedAt: 0,
  updatedAt: 0,
};

/** Pages in a row that bring nothing new before the walk is declared stuck. */
export const NO_PROGRESS_LIMIT = 3;

export type WalkTrap = { reason: 'loop'; link: string } | { reason: 'no-progress'; pages: number };

/** Why the walk must stop although the page has a `next` link: a loop, or pages with nothing new. */
export function walkTrap(page: {
  next: string | null;
  nextSeen: boolean;
  staleRun: number;
}): WalkTrap | undefined {
  if (page.next === null) return undefined;
  if (page.nextSeen) return { reason: 'loop', link: page.next };
  if (page.staleRun >= NO_PROGRESS_LIMIT) return { reason: 'no-progress', pages: page.staleRun };
  return undefined;
}

/** How far the walk got, as what is shown or exported needs to say it: all, or only part. */
export type WalkProgress = 'complete' | 'loading' | 'stopped';

export function walkProgress({
  stopped,
  hasNextPage,
}: {
  stopped: boolean;
  hasNextPage: boolean;
}): WalkProgress {
  if (stopped) return 'stopped';
  return hasNextPage ? 'loading' : 'complete';
}
