import { writeFileSync } from 'node:fs';
import { beforeEach } from 'vitest';

// Tells scripts/with-time-limit.mjs which test runs, so that a hung suite names the test it hung in.
const progressFile = process.env.TEST_PROGRESS_FILE;
if (progressFile) {
  beforeEach((context) => {
    writeFileSync(progressFile, `${context.task.file.name} > ${context.task.name}\n`);
  });
}
