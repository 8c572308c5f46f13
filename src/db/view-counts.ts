import type { Channel } from '@/api/schemas';
import { CancelledError } from './errors';
import type { ChannelStore } from './store';
import { ALL_CHANNELS, filterKey, viewSql, withoutCountry, type ChannelView } from './view';

/** Places counted per step: about 65,000 channels (places are POS_STEP apart). */
export const SLICE = 2 ** 26;
/** Work done between two looks at the message queue, so newer requests are not kept waiting. */
const BUSY_MS = 8;

export type IsCancelled = () => boolean;

/** How many channels of one filter lie in each stretch of places, from `low` up to `high`. */
interface Histogram {
  generation: number;
  slices: { from: number; count: number }[];
  low: number;
  high: number;
  /** One extension at a time: a second caller waits for the first. */
  busy: Promise<void> | undefined;
}

interface CountryTally {
  generation: number;
  counts: Map<string, number>;
  low: number;
  high: number;
  busy: Promise<void> | undefined;
}

export interface ViewCount {
  /** Channels that match the view. */
  matches: number;
  /** Channels in the copy. */
  total: number;
}

export interface CountryCount {
  code: string;
  name: string;
  count: number;
}

const CACHE_LIMIT = 24;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return value;
}

/**
 * Counts, windows and country tallies of views, kept per filter and extended as the copy grows:
 * while a walk appends pages, a count costs only the new channels, not the whole copy again. Long
 * work goes in steps with a look at the message queue in between, so a keystroke's window is
 * answered between the steps of the previous keystroke's count, and a superseded count stops.
 */
export class ViewCounts {
  #histograms = new Map<string, Histogram>();
  #tallies = new Map<string, CountryTally>();
  #yieldedAt = 0;

  readonly #slice: number;
  readonly #pause: () => Promise<void>;

  constructor(
    private readonly store: ChannelStore,
    options: { slice?: number; pause?: () => Promise<void> } = {},
  ) {
    this.#slice = options.slice ?? SLICE;
    this.#pause = options.pause ?? (() => new Promise((done) => setTimeout(done, 0)));
  }

  async #breathe(isCancelled: IsCancelled): Promise<void> {
    if (performance.now() - this.#yieldedAt < BUSY_MS && !isCancelled()) return;
    await this.#pause();
    this.#yieldedAt = performance.now();
    if (isCancelled()) throw new CancelledError('Cancelled');
  }

  #histogram(view: ChannelView): Histogram {
    const key = filterKey(view);
    const known = this.#histograms.get(key);
    if (known && known.generation === this.store.generation)
      return remember(this.#histograms, key, known);
    const range = this.store.placeRange();
    const start = range?.min ?? 0;
    return remember(this.#histograms, key, {
      generation: this.store.generation,
      slices: [],
      low: start,
      high: start,
      busy: undefined,
    });
  }

  /** Counts places not counted yet, until `enough(histogram)` or the whole copy is counted. */
  async #extend(
    view: ChannelView,
    isCancelled: IsCancelled,
    enough: (histogram: Histogram) => boolean = () => false,
  ): Promise<Histogram> {
    for (;;) {
      const histogram = this.#histogram(view);
      if (histogram.busy) {
        await histogram.busy.catch(() => undefined);
        continue;
      }
      let release = () => {};
      histogram.busy = new Promise((done) => (release = done));
      try {
        await this.#grow(view, histogram, isCancelled, enough);
      } finally {
        histogram.busy = undefined;
        release();
      }
      if (histogram.generation === this.store.generation) return histogram;
    }
  }

  async #grow(
    view: ChannelView,
    histogram: Histogram,
    isCancelled: IsCancelled,
    enough: (histogram: Histogram) => boolean,
  ): Promise<void> {
    const range = this.store.placeRange();
    if (!range) return;
    // Channels added above the first counted place (new at the top): one more slice below.
    if (range.min < histogram.low) {
      const count = this.store.countBetween(view, range.min, histogram.low);
      histogram.slices.unshift({ from: range.min, count });
      histogram.low = range.min;
    }
    while (histogram.high <= range.max && !enough(histogram)) {
      await this.#breathe(isCancelled);
      if (histogram.generation !== this.store.generation) return;
      const to = Math.min(histogram.high + this.#slice, range.max + 1);
      const count = this.store.countBetween(view, histogram.high, to);
      const last = histogram.slices.at(-1);
      // Small top-ups (a page landed) join the last slice instead of growing the list.
      if (last && to - last.from <= this.#slice) last.count += count;
      else histogram.slices.push({ from: histogram.high, count });
      histogram.high = to;
    }
  }

  async count(view: ChannelView, isCancelled: IsCancelled): Promise<ViewCount> {
    const all = await this.#extend(ALL_CHANNELS, isCancelled);
    const total = sum(all);
    if (filterKey(view) === filterKey(ALL_CHANNELS)) return { matches: total, total };
    return { matches: sum(await this.#extend(view, isCancelled)), total };
  }

  /** `limit` channels of the view from position `offset` (0-based) in its order. */
  async window(
    view: ChannelView,
    offset: number,
    limit: number,
    isCancelled: IsCancelled,
  ): Promise<Channel[]> {
    // Other orders come from their index (OFFSET steps through it); the first window never
    // needs a count.
    if (!viewSql(view).placeOrdered || offset === 0) return this.store.rows(view, offset, limit);
    const histogram = await this.#extend(view, isCancelled, (h) => sum(h) > offset);
    let before = 0;
    for (const slice of histogram.slices) {
      if (before + slice.count > offset) {
        return this.store.rows(view, offset - before, limit, slice.from);
      }
      before += slice.count;
    }
    return [];
  }

  /** Channels of the view per country (its own country filter left out), with names. */
  async countries(view: ChannelView, isCancelled: IsCancelled): Promise<CountryCount[]> {
    const scope = withoutCountry(view);
    const key = filterKey(scope);
    for (;;) {
      let tally = this.#tallies.get(key);
      if (!tally || tally.generation !== this.store.generation) {
        const start = this.store.placeRange()?.min ?? 0;
        tally = {
          generation: this.store.generation,
          counts: new Map(),
          low: start,
          high: start,
          busy: undefined,
        };
      }
      remember(this.#tallies, key, tally);
      if (tally.busy) {
        await tally.busy.catch(() => undefined);
        continue;
      }
      let release = () => {};
      tally.busy = new Promise((done) => (release = done));
      try {
        await this.#tally(scope, tally, isCancelled);
      } finally {
        tally.busy = undefined;
        release();
      }
      if (tally.generation !== this.store.generation) continue;
      const names = this.store.countryNames();
      return [...tally.counts]
        .filter(([, count]) => count > 0)
        .map(([code, count]) => ({ code, name: names.get(code) ?? code, count }));
    }
  }

  async #tally(view: ChannelView, tally: CountryTally, isCancelled: IsCancelled): Promise<void> {
    const range = this.store.placeRange();
    if (!range) return;
    const add = (counts: Map<string, number>) => {
      for (const [code, count] of counts)
        tally.counts.set(code, (tally.counts.get(code) ?? 0) + count);
    };
    if (range.min < tally.low) {
      add(this.store.countriesBetween(view, range.min, tally.low));
      tally.low = range.min;
    }
    while (tally.high <= range.max) {
      await this.#breathe(isCancelled);
      if (tally.generation !== this.store.generation) return;
      const to = Math.min(tally.high + this.#slice, range.max + 1);
      add(this.store.countriesBetween(view, tally.high, to));
      tally.high = to;
    }
  }
}

function sum(histogram: Histogram): number {
  return histogram.slices.reduce((total, slice) => total + slice.count, 0);
}
