// Prints one closing line for the whole suite from Vitest's JSON report, and fails when a test was
// skipped or none ran: a suite that silently skips (a database or browser missing) must not pass.
import fs from 'node:fs';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.log('0 passed, 1 failed');
  console.error(`test-summary: no report at ${file}`);
  process.exit(1);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const passed = report.numPassedTests ?? 0;
// A suite that failed outside its tests (a hook) fails no test itself: count it then.
const failed = report.numFailedTests || report.numFailedTestSuites || 0;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || skipped > 0 || passed === 0) process.exit(1);
