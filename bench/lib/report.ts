import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Machine } from './machine';
import { RESULTS } from './paths';
import type { Result } from './results';
import { machineLine, markdownTable } from './table';

/** `npm run bench` writes the browser suite, `npm run bench:api` the API suite. */
export type Suite = 'browser' | 'api';

export interface SuiteReport {
  machine: Machine;
  command: string;
  /** Runs that failed (their figures are missing from the medians). */
  problems?: string[];
  results: (Result & { suite: Suite })[];
}

interface Report {
  machine: Machine;
  /** Each suite keeps the machine and command it was measured with. */
  suites: Partial<Record<Suite, { machine: Machine; command: string; problems?: string[] }>>;
  results: (Result & { suite: Suite })[];
}

const JSON_FILE = join(RESULTS, 'latest.json');
const MD_FILE = join(RESULTS, 'latest.md');

async function readReport(): Promise<Report | undefined> {
  try {
    return JSON.parse(await readFile(JSON_FILE, 'utf8')) as Report;
  } catch {
    return undefined;
  }
}

function markdown(report: Report): string {
  const parts = ['# Benchmark results', ''];
  for (const suite of ['browser', 'api'] as const) {
    const meta = report.suites[suite];
    const results = report.results.filter((r) => r.suite === suite);
    if (!meta || results.length === 0) continue;
    parts.push(
      `## ${suite === 'browser' ? 'App in the browser' : 'Reference API server'}`,
      '',
      `\`${meta.command}\` on ${machineLine(meta.machine)}.`,
      '',
      markdownTable(results),
      '',
      ...(meta.problems?.length
        ? ['Runs that failed:', '', ...meta.problems.map((p) => `- ${p}`), '']
        : []),
    );
  }
  parts.push(
    'Value is the median over the runs (min–max beside it). Ratio is value / baseline, the median of',
    'the per-run ratios: app and baseline are measured in the same run, interleaved. A missed budget',
    'is reported, never fatal. See bench/README.md for what each figure measures.',
    '',
  );
  return parts.join('\n');
}

/**
 * Replaces one suite's results in bench/results/latest.json and rewrites latest.md from it, so the
 * browser and API suites can run separately and still land in one report.
 */
export async function writeReport(suite: Suite, current: SuiteReport): Promise<void> {
  const previous = await readReport();
  const report: Report = {
    machine: current.machine,
    suites: {
      ...previous?.suites,
      [suite]: { machine: current.machine, command: current.command, problems: current.problems },
    },
    results: [...(previous?.results.filter((r) => r.suite !== suite) ?? []), ...current.results],
  };
  // Browser first, then API, whatever order the suites ran in.
  report.results.sort((a, b) => Number(a.suite === 'api') - Number(b.suite === 'api'));
  await mkdir(RESULTS, { recursive: true });
  await writeFile(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(MD_FILE, markdown(report));
}
