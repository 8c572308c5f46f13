/**
 * `npm run bench:api`: the reference server under load with a million channels. Requests per
 * second and p99 latency for the first page, a page near the end of the collection, OPTIONS and
 * HEAD; the deep page is held to 1.2x the first page's latency (keyset pages must not slow down
 * with depth). Merges its rows into bench/results/latest.json and latest.md.
 *
 *   npm run bench:api -- [--count 1000000] [--duration 10] [--runs 3] [--connections 10] [--quick]
 */
import { parseArgs } from 'node:util';
import { startApiServer } from './lib/api-server';
import { cleanupAll } from './lib/cleanup';
import { log } from './lib/context';
import { describeMachine } from './lib/machine';
import { writeReport } from './lib/report';
import { Recorder, type Metric } from './lib/results';
import { machineLine, textTable } from './lib/table';
import { deepPageUrl, hammer, type LoadResult, type LoadTarget } from './measures/api-load';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    duration: { type: 'string' },
    runs: { type: 'string' },
    connections: { type: 'string', default: '10' },
    quick: { type: 'boolean', default: false },
  },
});
const count = Number(values.count.replaceAll('_', ''));
const duration = Number(values.duration ?? (values.quick ? 3 : 10));
const runs = Number(values.runs ?? (values.quick ? 1 : 3));
const connections = Number(values.connections);

const reqs = (name: string, extra: Partial<Metric> = {}): Metric => ({
  name,
  unit: 'req/s',
  digits: 0,
  ...extra,
});
const p99 = (name: string, extra: Partial<Metric> = {}): Metric => ({
  name,
  unit: 'ms',
  digits: 2,
  ...extra,
});
const METRICS = {
  first: { rate: reqs('API GET first page'), p99: p99('API GET first page p99') },
  deep: {
    rate: reqs('API GET deep page', { against: 'first page' }),
    p99: p99('API GET deep page p99', {
      against: 'first page',
      budget: { on: 'ratio', op: '<=', limit: 1.2 },
    }),
  },
  options: { rate: reqs('API OPTIONS'), p99: p99('API OPTIONS p99') },
  head: { rate: reqs('API HEAD first page'), p99: p99('API HEAD first page p99') },
};
type Key = keyof typeof METRICS;

async function main(): Promise<void> {
  log(
    `API bench: ${count.toLocaleString('en-US')} channels, ${runs} runs of ${duration} s per target, ${connections} connections`,
  );
  const server = await startApiServer(count);
  const first = `${server.api}/channels`;

  // Ids run 1..count (oldest first): a position 100 pages above the bottom is deep in the walk.
  const firstPage = (await (await fetch(first)).json()) as { results: { id: number }[] };
  const pageSize = firstPage.results.length;
  const deep = deepPageUrl(server.api, pageSize * 100 + 1);
  const deepPage = (await (await fetch(deep)).json()) as {
    results: { id: number }[];
    next: string | null;
  };
  if (deepPage.results.length !== pageSize || !deepPage.next)
    throw new Error(`the deep page is not a full page: ${deep}`);
  log(`first page ids ${firstPage.results[0]?.id}…, deep page ids ${deepPage.results[0]?.id}…`);

  const targets: Record<Key, LoadTarget> = {
    first: { label: 'GET first', url: first, method: 'GET' },
    deep: { label: 'GET deep', url: deep, method: 'GET' },
    options: { label: 'OPTIONS', url: first, method: 'OPTIONS' },
    head: { label: 'HEAD', url: first, method: 'HEAD' },
  };
  const keys = Object.keys(targets) as Key[];

  log('warming up each target');
  for (const key of keys) await hammer(targets[key], Math.min(2, duration), connections);

  const recorder = new Recorder();
  for (let run = 0; run < runs; run += 1) {
    // Alternate the order so no target always runs on a warmer (or more tired) machine.
    const order = run % 2 === 0 ? keys : [...keys].reverse();
    const results = {} as Record<Key, LoadResult>;
    for (const key of order) {
      results[key] = await hammer(targets[key], duration, connections);
      const r = results[key];
      log(
        `run ${run + 1}/${runs} ${targets[key].label}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms${r.failures ? `, ${r.failures} failures` : ''}`,
      );
    }
    for (const key of keys) {
      const against = key === 'deep' ? results.first : undefined;
      recorder.add(
        METRICS[key].rate,
        count,
        results[key].requestsPerSecond,
        against?.requestsPerSecond,
      );
      recorder.add(METRICS[key].p99, count, results[key].p99, against?.p99);
    }
  }
  await server.stop();

  const machine = describeMachine('n/a');
  const results = recorder.results();
  console.log(`\n${machineLine(machine)}\n`);
  console.log(textTable(results));
  await writeReport('api', {
    machine,
    command: `npm run bench:api -- --count ${count} --duration ${duration} --runs ${runs} --connections ${connections}`,
    results: results.map((r) => ({ ...r, suite: 'api' as const })),
  });
  log('wrote bench/results/latest.json and latest.md');
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
