/**
 * `npm run lighthouse`: Lighthouse 12 (mobile profile, simulated throttling) against `npm start`
 * as a new user gets it: `vite build`, then the app and the API on one port with demo data,
 * audited in the system Chromium with a fresh profile each run. Writes the runs and their
 * medians to bench/results/lighthouse.json and a table to bench/results/lighthouse.md. Not part
 * of `npm test`: a score is a measurement, not a pass/fail of the code.
 *
 *   npm run lighthouse -- [--runs 3] [--count 10000] [--no-build]
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cleanupAll } from './lib/cleanup';
import { log } from './lib/context';
import { RESULTS, ROOT } from './lib/paths';
import { startProcess, waitForUrl } from './lib/processes';
import { median } from './lib/stats';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    count: { type: 'string', default: '10000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const count = Number(values.count.replaceAll('_', ''));
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The metrics the goals name, in the units Lighthouse reports (ms; CLS unitless). */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

type Run = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS, number>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)]),
    );
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN]),
    );
    return { ...scores, ...metrics } as Run;
  } finally {
    chrome.kill();
  }
}

const row = (label: string, values: string[]) => `| ${label} | ${values.join(' | ')} |`;

function table(all: Run[], middle: Run): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  const show: [string, (run: Run) => string][] = [
    ['Performance', (run) => String(run.performance)],
    ['Accessibility', (run) => String(run.accessibility)],
    ['Best Practices', (run) => String(run['best-practices'])],
    ['SEO', (run) => String(run.seo)],
    ['First Contentful Paint', (run) => ms(run.fcp)],
    ['Largest Contentful Paint', (run) => ms(run.lcp)],
    ['Total Blocking Time', (run) => ms(run.tbt)],
    ['Cumulative Layout Shift', (run) => run.cls.toFixed(3)],
    ['Speed Index', (run) => ms(run.si)],
  ];
  const heads = [...all.map((_, index) => `run ${index + 1}`), 'median'];
  return [
    row('Measure', heads),
    row(
      '---',
      heads.map(() => '---:'),
    ),
    ...show.map(([label, pick]) => row(label, [...all.map(pick), pick(middle)])),
  ].join('\n');
}

async function main(): Promise<void> {
  if (!values['no-build']) {
    log('vite build (as npm start does)');
    execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const port = await freePort();
  const server = startProcess(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'server/cli/start.ts'),
      '--port',
      String(port),
      '--memory',
      '--count',
      String(count),
    ],
    ROOT,
  );
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForUrl(url, 120_000, server.child);
    // One unmeasured load, so the server's first answers (and Node's JIT) are not in run 1.
    await waitForUrl(`${url}api/channels`, 10_000, server.child);
    const all: Run[] = [];
    for (let index = 0; index < runs; index++) {
      const run = await audit(url);
      log(
        `run ${index + 1}: performance ${run.performance}, FCP ${Math.round(run.fcp)} ms, ` +
          `LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`,
      );
      all.push(run);
    }
    const keys = Object.keys(all[0] ?? {}) as (keyof Run)[];
    const middle = Object.fromEntries(
      keys.map((key) => [key, median(all.map((run) => run[key]))]),
    ) as Run;
    const when = new Date().toISOString();
    const command = `npm run lighthouse -- --runs ${runs} --count ${count}`;
    await writeFile(
      join(RESULTS, 'lighthouse.json'),
      `${JSON.stringify({ command, date: when, url: 'npm start', runs: all, median: middle }, null, 2)}\n`,
    );
    await writeFile(
      join(RESULTS, 'lighthouse.md'),
      `# Lighthouse on npm start\n\n\`${command}\`, Lighthouse 12 mobile profile (simulated ` +
        `throttling), ${chromePath}, ${when}.\n\n${table(all, middle)}\n`,
    );
    log(`wrote bench/results/lighthouse.json and lighthouse.md`);
  } finally {
    await server.stop();
  }
}

try {
  await main();
} finally {
  await cleanupAll();
}
