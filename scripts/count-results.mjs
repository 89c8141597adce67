// Prints CI's closing line `N passed, N failed` from the runners' JSON reports (vitest and Playwright).
// Usage: node scripts/count-results.mjs FAILED_STEPS report.json...
// A missing report counts as one failure; FAILED_STEPS (steps that exited non-zero) is the least number of failures
// printed, so a lint, typecheck or build failure, or a runner's unhandled error, never ends in "0 failed".
import { existsSync, readFileSync } from 'node:fs';

const [failedSteps = '0', ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    console.error(`not a vitest or Playwright report: ${file}`);
    failed += 1;
  }
}
failed = Math.max(failed, Number(failedSteps));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
