// Prints CI's closing line `N passed, N failed` from the runners' JSON reports.
// Usage: node scripts/count-results.mjs EXTRA_FAILURES report.json...
import { existsSync, readFileSync } from 'node:fs';

const [extraFailures = '0', ...files] = process.argv.slice(2);
let passed = 0;
let failed = Number(extraFailures);
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
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
