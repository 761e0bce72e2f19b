// Writes { passed, failed, skipped } for the whole wtr run to a JSON file,
// so scripts/test.mjs can print one summed line. A test file that failed to
// load (or errored outside any test) counts as one failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function countSuite(suite, totals) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites ?? []) countSuite(child, totals);
}

export function countReporter(outFile) {
  return {
    stop({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        const before = totals.failed;
        if (session.testResults) countSuite(session.testResults, totals);
        const brokeOutsideTests = !session.passed && totals.failed === before;
        if (brokeOutsideTests) totals.failed += 1;
      }
      mkdirSync(dirname(outFile), { recursive: true });
      writeFileSync(outFile, JSON.stringify(totals));
    },
  };
}
