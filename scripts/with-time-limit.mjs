// `node scripts/with-time-limit.mjs <name> <minutes> <command> [args…]`: runs a test suite with an
// overall time limit, so that a hung suite fails CI in minutes instead of running into CI's own
// limit. The suites write the test they are in to TEST_PROGRESS_FILE (vitest: test/progress-setup.ts,
// Playwright: e2e/progress-reporter.ts); past the limit this prints it, ends the whole process group
// (SIGTERM, SIGKILL 10 s later) and exits with 124, as timeout(1) does.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [name, minutesText, command, ...args] = process.argv.slice(2);
const minutes = Number(minutesText);
if (!name || !command || !(minutes > 0)) {
  console.error('usage: node scripts/with-time-limit.mjs <name> <minutes> <command> [args…]');
  process.exit(2);
}

const folder = mkdtempSync(join(tmpdir(), 'test-progress-'));
const progressFile = join(folder, 'progress');
// A process group of its own: past the limit every process the suite started is ended with it.
const suite = spawn(command, args, {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, TEST_PROGRESS_FILE: progressFile },
});

const signalGroup = (signal) => {
  try {
    process.kill(-suite.pid, signal);
  } catch {
    // the group has ended
  }
};
const limit = setTimeout(() => {
  let where = 'no test had started';
  try {
    where = readFileSync(progressFile, 'utf8').trim() || where;
  } catch {
    // no progress written
  }
  console.error(`\n${name}: still running after the limit of ${minutes} min; it was in: ${where}`);
  signalGroup('SIGTERM');
  setTimeout(() => signalGroup('SIGKILL'), 10_000).unref();
  timedOut = true;
}, minutes * 60_000);
let timedOut = false;

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => signalGroup(signal));

suite.on('exit', (code, signal) => {
  clearTimeout(limit);
  rmSync(folder, { recursive: true, force: true });
  process.exit(timedOut ? 124 : (code ?? (signal ? 1 : 0)));
});
