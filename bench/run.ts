/**
 * `npm run bench`: the app against its baselines in headless Chromium, on loopback.
 *
 *   npm run bench -- [--sizes 1000,10000,50000,1000000] [--runs 5] [--large-runs 1]
 *                    [--walk-limit 20] [--tab-limit 4000] [--only walk,dom,...] [--quick]
 *
 * Builds the app, a React hello-world and the naive grid into bench/.work, serves them (and the
 * floor page) from one static origin, starts the reference server per database size, measures,
 * prints a table and writes bench/results/latest.json and latest.md. Missed budgets are reported,
 * never turned into a failing exit code; only a broken harness exits non-zero.
 */
import { resolve } from 'node:path';
import { startApiServer } from './lib/api-server';
import { walkCollection } from './lib/api-walk';
import { LARGE_SIZE, MEASURES, parseBenchArgs, type BenchArgs } from './lib/args';
import { launchBrowser } from './lib/browser';
import { buildApp, buildHello, buildNaive, buildStack } from './lib/build';
import { cleanupAll } from './lib/cleanup';
import { log, type BenchEnv } from './lib/context';
import { describeMachine } from './lib/machine';
import { APP_DIST, FLOOR_DIR, HELLO_DIST, NAIVE_DIST, STACK_DIST } from './lib/paths';
import { writeReport } from './lib/report';
import { Recorder } from './lib/results';
import { startStaticServer } from './lib/static-server';
import { machineLine, textTable } from './lib/table';
import { measureBundle } from './measures/bundle';
import { measureFirstCard } from './measures/first-card';
import type { SizePlan } from './measures/size-runs';
import { measureSize } from './measures/size-runs';

/** The size nearest to `wanted` among those asked: the issue's sizes, or what a quick run has. */
function nearest(sizes: readonly number[], wanted: number): number {
  return sizes.reduce((best, size) =>
    Math.abs(Math.log(size / wanted)) < Math.abs(Math.log(best / wanted)) ? size : best,
  );
}

/**
 * Scrolling and the naive grid at 10,000; filtering at 10,000 and 50,000; the heap at 50,000;
 * filtering and memory again at the large sizes (a million: the issue's figures); walking, DOM
 * and the return visit at every size.
 */
function planFor(size: number, args: BenchArgs, queries: string[], find: string): SizePlan {
  const has = (name: Parameters<BenchArgs['only']['has']>[0]) => args.only.has(name);
  const near = (wanted: number) => size === nearest(args.sizes, wanted);
  const large = size >= LARGE_SIZE;
  const naive = has('naive') && near(10_000);
  return {
    walk: has('walk'),
    naive,
    // The naive comparison needs the app's figures from the same runs.
    dom: has('dom') || naive,
    // The heap is held against the JSON at 50,000: at small sizes the app's fixed cost dominates.
    memory: has('memory') && (near(50_000) || large),
    scroll: (has('scroll') && near(10_000)) || naive,
    filter: (has('filter') && (near(10_000) || near(50_000) || large)) || naive,
    warm: has('warm'),
    queries,
    find,
  };
}

function needsApp(plan: SizePlan): boolean {
  return (
    plan.walk || plan.naive || plan.dom || plan.memory || plan.scroll || plan.filter || plan.warm
  );
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const started = Date.now();
  log(
    `sizes ${args.sizes.join(', ')}; ${args.runs} runs` +
      (args.sizes.some((size) => size >= LARGE_SIZE)
        ? ` (${args.largeRuns} of the walking figures from ${LARGE_SIZE.toLocaleString('en-US')}, each walk within ${args.walkLimitMs / 60_000} min)`
        : '') +
      `; measures ${[...args.only].join(', ')}${args.quick ? '; quick' : ''}`,
  );

  log(`building ${args.appDist ? '' : 'the app, '}the baselines into bench/.work`);
  const appDist = args.appDist ? resolve(args.appDist) : APP_DIST;
  if (!args.appDist) await buildApp();
  // The hello-world is the bundle baseline and a first-card reference.
  if (args.only.has('bundle') || args.only.has('first-card')) await buildHello();
  if (args.only.has('bundle')) await buildStack();
  if (args.only.has('naive')) await buildNaive();

  const recorder = new Recorder();
  if (args.only.has('bundle')) await measureBundle(recorder, appDist, HELLO_DIST, STACK_DIST);

  const site = await startStaticServer({
    '/': appDist,
    '/floor/': FLOOR_DIR,
    '/naive/': NAIVE_DIST,
    '/hello/': HELLO_DIST,
  });
  const browser = launchBrowser();
  const problems: string[] = [];
  const env: BenchEnv = {
    browser,
    recorder,
    origin: site.origin,
    runs: args.runs,
    quick: args.quick,
    walkLimitMs: args.walkLimitMs,
    tabLimitBytes: args.tabLimitBytes,
    problems,
  };

  for (const size of args.sizes) {
    const server = await startApiServer(size);
    // Node reads the whole collection once: the JSON size the heap is compared with, a name to
    // type, and a warm server and page cache before the first timed run.
    const facts = await walkCollection(server.api);
    if (facts.channels !== size)
      throw new Error(`the server at ${server.api} has ${facts.channels} channels, not ${size}`);
    const raw = (facts.typedNames[0] ?? 'channel').toLowerCase();
    // Each name's first ten letters, typed and deleted: about 50 keys change what is shown, so
    // the p95 is a percentile and not the slowest of the dozen keys one name gives.
    const queries = args.quick
      ? [raw.slice(0, 4)]
      : facts.typedNames.map((name) => name.toLowerCase().slice(0, 10).trimEnd());
    log(
      `${size} channels: ${facts.pages} pages of ${facts.pageSize}, ${(facts.jsonBytes / 1e6).toFixed(1)} MB of JSON; filter queries ${queries.map((query) => `"${query}"`).join(', ')}`,
    );

    const sizeEnv = { ...env, size, api: server.api };
    // The hello-world needs no data: once, at the first size, is enough.
    if (args.only.has('first-card')) await measureFirstCard(sizeEnv, size === args.sizes[0]);
    const plan = planFor(size, args, queries, raw);
    // A walk of a million takes minutes: one run per figure there unless asked otherwise.
    const runs = size >= LARGE_SIZE ? args.largeRuns : args.runs;
    if (needsApp(plan)) await measureSize({ ...sizeEnv, runs }, facts, plan);
    await server.stop();
  }

  const machine = describeMachine(`Chromium ${browser.version()}`);
  await cleanupAll();
  const results = recorder.results();
  console.log(`\n${machineLine(machine)}\n`);
  console.log(textTable(results));
  const flags = [`--sizes ${args.sizes.join(',')}`, `--runs ${args.runs}`];
  if (args.sizes.some((size) => size >= LARGE_SIZE)) flags.push(`--large-runs ${args.largeRuns}`);
  if (args.only.size < MEASURES.length) flags.push(`--only ${[...args.only].join(',')}`);
  if (args.quick) flags.push('--quick');
  if (args.appDist) flags.push(`--app-dist ${args.appDist}`);
  await writeReport('browser', {
    machine,
    command: `npm run bench -- ${flags.join(' ')}`,
    results: results.map((r) => ({ ...r, suite: 'browser' as const })),
    problems,
  });
  if (problems.length > 0)
    console.log(`\nRuns that failed:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  log(
    `wrote bench/results/latest.json and latest.md in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
