// Runs the api and the storefront side by side for `npm start` and `npm run dev`: output is
// prefixed with the server's name, both stop together, and the first one to fail ends the run.
import { spawn } from 'node:child_process';

export function apiPort() {
  return Number(process.env.API_PORT ?? 4000);
}

export function storefrontPort() {
  return Number(process.env.STOREFRONT_PORT ?? 3000);
}

export function runTogether(servers) {
  const children = servers.map(({ name, command, args, cwd, env }) => {
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
    return child;
  });
  let stopping = false;
  const stopAll = (exitCode) => {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(exitCode), 500).unref();
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  return children;
}

/** Resolves when every url answers 2xx; logs how long the start took. */
export async function announceWhenReady(urls, label) {
  const started = performance.now();
  const pending = new Set(urls);
  while (pending.size > 0) {
    for (const url of [...pending]) {
      const ok = await fetch(url)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) pending.delete(url);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${label} (ready after ${seconds} s)`);
}
