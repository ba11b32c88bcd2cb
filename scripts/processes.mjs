// Runs the api and the storefront side by side for `npm start` and `npm run dev`: output is
// prefixed with the server's name, a server may wait for another to be ready before it starts,
// both stop together, and the first one to fail ends the run.
import { spawn } from 'node:child_process';

/** How long the servers have to finish their requests and close their databases on a stop. */
const STOP_DEADLINE_MS = 10_000;

export function apiPort() {
  return Number(process.env.API_PORT ?? 4000);
}

export function storefrontPort() {
  return Number(process.env.STOREFRONT_PORT ?? 3000);
}

/**
 * Starts each server, the ones with `after: url` once that url answers 2xx. SIGTERM or SIGINT stops
 * them all (SIGTERM to each, SIGKILL to what still runs after STOP_DEADLINE_MS or on a second
 * signal), then ends this process.
 */
export function runTogether(servers) {
  const children = [];
  let stopping = false;

  const start = ({ name, command, args, cwd, env }) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, target) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) target.write(`[${name}] ${line}\n`);
      });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the shop`);
      stopAll(code || 1);
    });
    children.push(child);
  };

  const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
  const stopAll = async (exitCode) => {
    if (stopping) {
      for (const child of running()) child.kill('SIGKILL');
      process.exit(exitCode);
    }
    stopping = true;
    for (const child of running()) child.kill('SIGTERM');
    const deadline = setTimeout(() => {
      for (const child of running()) child.kill('SIGKILL');
    }, STOP_DEADLINE_MS);
    await Promise.all(running().map((child) => new Promise((resolve) => child.once('exit', resolve))));
    clearTimeout(deadline);
    process.exit(exitCode);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  (async () => {
    for (const server of servers) {
      if (server.after) await waitUntilReady([server.after], () => stopping);
      if (stopping) return;
      start(server);
    }
  })();
  return children;
}

/** Resolves when every url answers 2xx (or `cancelled()` says to give up). */
async function waitUntilReady(urls, cancelled = () => false) {
  const pending = new Set(urls);
  while (pending.size > 0 && !cancelled()) {
    for (const url of [...pending]) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) pending.delete(url);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Resolves when every url answers 2xx; logs how long the start took. */
export async function announceWhenReady(urls, label) {
  const started = performance.now();
  await waitUntilReady(urls);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${label} (ready after ${seconds} s)`);
}
