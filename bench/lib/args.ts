import { parseArgs } from 'node:util';

export const MEASURES = [
  'first-card',
  'walk',
  'dom',
  'scroll',
  'filter',
  'memory',
  'bundle',
  'naive',
] as const;
export type MeasureName = (typeof MEASURES)[number];

export interface BenchArgs {
  sizes: number[];
  runs: number;
  only: ReadonlySet<MeasureName>;
  quick: boolean;
  /** A built app to measure instead of building the working tree. */
  appDist: string | undefined;
}

const USAGE = `npm run bench -- [--sizes 1000,10000,50000] [--runs 5] [--only ${MEASURES.join(',')}] [--quick] [--app-dist DIR]

  --sizes  database sizes (channels) to measure at
  --runs   runs per figure; each figure is the median, with min and max
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
      sizes: { type: 'string', default: '1000,10000,50000' },
      runs: { type: 'string', default: '5' },
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
    only: new Set(only as MeasureName[]),
    quick: values.quick,
    appDist: values['app-dist'],
  };
}
