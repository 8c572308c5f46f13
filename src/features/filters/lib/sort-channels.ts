import type { Channel } from '@/api/schemas';
import type { SortOrder } from '@/lib/criteria';

const nameCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

type Compare = (a: Channel, b: Channel) => number;

const compareBy: Record<Exclude<SortOrder, 'newest'>, Compare> = {
  name: (a, b) => nameCollator.compare(a.name, b.name),
  jobs: (a, b) => b.company.live_jobs - a.company.live_jobs,
  views: (a, b) => b.company.views - a.company.views,
};

interface Sorted {
  input: readonly Channel[];
  output: Channel[];
}

// The last result per order. When more pages load, the list grows at its end: the old sorted
// result plus the new channels is one long sorted run and a short one, which V8's TimSort merges
// in about linear time (sorting 50,000 names from scratch with a collator takes ~150 ms).
const lastSorted = new Map<SortOrder, Sorted>();

function extendsInput(previous: readonly Channel[], next: readonly Channel[]): boolean {
  if (previous.length > next.length) return false;
  for (let i = 0; i < previous.length; i += 1) if (previous[i] !== next[i]) return false;
  return true;
}

/**
 * Orders channels; every order is stable, so ties keep the server's order (the input order).
 * 'newest' is the server's order and returns the input as it is.
 */
export function sortChannels(channels: readonly Channel[], sort: SortOrder): readonly Channel[] {
  if (sort === 'newest') return channels;
  const compare = compareBy[sort];
  const last = lastSorted.get(sort);
  let output: Channel[];
  if (last && last.input === channels) return last.output;
  if (last && extendsInput(last.input, channels)) {
    // Stable: channels new to the list come after older ones with the same key, as on the server.
    output = last.output.concat(channels.slice(last.input.length)).sort(compare);
  } else {
    output = channels.slice().sort(compare);
  }
  lastSorted.set(sort, { input: channels, output });
  return output;
}
