// node:test reporter: counts finished tests (not suites) and prints one JSON
// line { passed, failed, skipped } at the end. Used with
// --test-reporter-destination pointing at a file.
export default async function* countReporter(source) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') {
      // A suite that failed by itself (a hook threw) without failing tests still counts.
      if (event.type === 'test:fail' && event.data.details?.error?.failureType === 'hookFailed') totals.failed += 1;
      continue;
    }
    if (event.data.skip || event.data.todo) totals.skipped += 1;
    else if (event.type === 'test:pass') totals.passed += 1;
    else totals.failed += 1;
  }
  yield `${JSON.stringify(totals)}\n`;
}
