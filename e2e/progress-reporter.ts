import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from '@playwright/test/reporter';

/** Tells scripts/with-time-limit.mjs which journey runs, so that a hung run names the journey it hung in. */
export default class ProgressReporter implements Reporter {
  onTestBegin(test: TestCase) {
    const progressFile = process.env.TEST_PROGRESS_FILE;
    if (progressFile)
      writeFileSync(progressFile, `${test.location.file}:${test.location.line} ${test.title}\n`);
  }
}
