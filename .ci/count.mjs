// Sums the vitest and Playwright JSON reports into the run's last line:
//
//   N passed, M failed, S skipped, F flaky
//
// A test that failed and then passed on a retry is flaky, not passed (Playwright retries on CI;
// vitest is configured without retries, and its JSON report could not show one). Exits 1 when a
// report is missing, when Playwright reports an error outside any test (its web server did not
// start, a spec did not load), or when fewer tests ran than the floor in .ci/min-tests, so tests
// cannot disappear unnoticed. Skipped tests do not count toward the floor: a skip must not hide
// a test that no longer runs.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
const problems = [];

const vitest = read('.reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
} else {
  problems.push('no vitest report: the unit tests did not run');
}

const playwright = read('.reports/playwright.json');
if (playwright) {
  const stats = playwright.stats ?? {};
  passed += stats.expected ?? 0;
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  flaky += stats.flaky ?? 0;
  const errors = playwright.errors ?? [];
  if (errors.length > 0) {
    problems.push(`Playwright reported ${errors.length} error(s) outside any test`);
  }
} else {
  problems.push('no Playwright report: the end-to-end tests did not run');
}

// The floor: the first line of .ci/min-tests that is not a comment.
const floorLine = existsSync('.ci/min-tests')
  ? readFileSync('.ci/min-tests', 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '' && !line.startsWith('#'))
  : undefined;
const floor = Number(floorLine);
const ran = passed + failed + flaky;
if (!Number.isInteger(floor) || floor <= 0) {
  problems.push('.ci/min-tests holds no floor (a positive whole number)');
} else if (ran < floor) {
  problems.push(`${ran} tests ran, fewer than the floor of ${floor} in .ci/min-tests`);
}

for (const problem of problems) console.log(problem);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped, ${flaky} flaky`);
process.exit(problems.length > 0 || failed > 0 ? 1 : 0);
