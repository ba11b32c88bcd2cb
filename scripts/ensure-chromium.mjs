// The e2e journeys drive Debian's Chromium (browser downloads by test tools do not work here).
// Installs the `chromium` package when /usr/bin/chromium is missing, as root or through sudo.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package …`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [command, ...rest] = [...asRoot, ...args];
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  try {
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  } catch {
    console.error(
      `could not install chromium; install it with: sudo apt-get install chromium (or set CHROMIUM_PATH)`,
    );
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`chromium was installed but ${CHROMIUM} does not exist; set CHROMIUM_PATH`);
    process.exit(1);
  }
}
