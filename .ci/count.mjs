// Sums the vitest and Playwright JSON reports into one line: "N passed, M failed".
// Exits 1 when no test ran at all, so an empty run cannot pass unnoticed.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

let passed = 0;
let failed = 0;

const vitest = read('.reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
} else {
  console.log('no vitest report: the unit tests did not run');
}

const playwright = read('.reports/playwright.json');
if (playwright) {
  // "flaky" tests failed once and passed on the retry.
  passed += (playwright.stats?.expected ?? 0) + (playwright.stats?.flaky ?? 0);
  failed += (playwright.stats?.unexpected ?? 0);
} else {
  console.log('no Playwright report: the end-to-end tests did not run');
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(passed + failed === 0 ? 1 : 0);
