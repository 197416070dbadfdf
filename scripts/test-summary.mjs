// Prints one closing line for the whole suite from Vitest's JSON reports, and fails when a test was
// skipped or none ran: a suite that silently skips (a database or browser missing) must not pass.
import fs from 'node:fs';

const files = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  if (!fs.existsSync(file)) {
    console.error(`test-summary: no report at ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  // A suite that failed outside its tests (a hook) fails no test itself: count it then.
  failed += report.numFailedTests || report.numFailedTestSuites || 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (files.length === 0 || failed > 0 || skipped > 0 || passed === 0) process.exit(1);
