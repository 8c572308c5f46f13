import { parseArgs } from 'node:util';

export const MEASURES = [
  'first-card',
  'warm',
  'walk',
  'dom',
  'scroll',
  'filter',
  'memory',
  'bundle',
  'naive',
] as const;
export type MeasureName = (typeof MEASURES)[number];

/**
 * From this many channels a walk takes minutes: every figure that needs one (walk, DOM,
 * scrolling, filtering, memory, warm first card) gets `largeRuns` runs there, not `runs`.
 */
export const LARGE_SIZE = 200_000;

export interface BenchArgs {
  sizes: number[];
  runs: number;
  /** Runs of the walking figures at sizes of LARGE_SIZE or more. */
  largeRuns: number;
  /** A walk (the app's or the bare loop's) still running after this long is stopped, in ms. */
  walkLimitMs: number;
  /** The app's tab using more memory than this (bytes) has its walk stopped: the machine first. */
  tabLimitBytes: number;
  only: ReadonlySet<MeasureName>;
  quick: boolean;
  /** A built app to measure instead of building the working tree. */
  appDist: string | undefined;
}

const USAGE = `npm run bench -- [--sizes 1000,10000,50000,1000000] [--runs 5] [--large-runs 1]
  [--walk-limit 20] [--tab-limit 4000] [--only ${MEASURES.join(',')}] [--quick] [--app-dist DIR]

  --sizes  database sizes (channels) to measure at
  --runs   runs per figure; each figure is the median, with min and max
  --large-runs  runs of the figures that walk, at sizes of ${LARGE_SIZE.toLocaleString('en-US')} channels or more
  --walk-limit  minutes a walk may take before it is stopped and reported as not reached
  --tab-limit   MB of memory the app's tab may use before its walk is stopped (not reached)
  --only   a comma-separated subset of the measures
  --quick  shorter scroll and query, no warm-up rounds: for trying the harness out
  --app-dist DIR  measure this build of the app instead of building the working tree`;

function positiveInt(text: string, flag: string): number {
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${flag}: "${text}" is not a positive integer`);
  return value;
}

export function parseBenchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: 'string', default: '1000,10000,50000,1000000' },
      runs: { type: 'string', default: '5' },
      'large-runs': { type: 'string', default: '1' },
      'walk-limit': { type: 'string', default: '20' },
      'tab-limit': { type: 'string', default: '4000' },
      only: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'app-dist': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const sizes = [...new Set(values.sizes.split(',').map((s) => positiveInt(s.trim(), '--sizes')))];
  const only = values.only ? values.only.split(',').map((name) => name.trim()) : [...MEASURES];
  for (const name of only) {
    if (!(MEASURES as readonly string[]).includes(name))
      throw new Error(`--only: unknown measure "${name}" (known: ${MEASURES.join(', ')})`);
  }
  return {
    sizes: sizes.sort((a, b) => a - b),
    runs: positiveInt(values.runs, '--runs'),
    largeRuns: positiveInt(values['large-runs'], '--large-runs'),
    walkLimitMs: positiveInt(values['walk-limit'], '--walk-limit') * 60_000,
    tabLimitBytes: positiveInt(values['tab-limit'], '--tab-limit') * 1e6,
    only: new Set(only as MeasureName[]),
    quick: values.quick,
    appDist: values['app-dist'],
  };
}
