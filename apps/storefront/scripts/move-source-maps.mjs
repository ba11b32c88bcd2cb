// Moves the browser build's source maps (vite.config.ts: 'hidden', no sourceMappingURL in the
// scripts) from build/client/assets, which the storefront serves, to build/sourcemaps, which it
// does not: the error-reporting service gets them with the release (docs/OPERATIONS.md), browsers
// never. Runs right after the build, before the service worker lists the files it precaches.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const assetsDir = fileURLToPath(new URL('../build/client/assets', import.meta.url));
const mapsDir = fileURLToPath(new URL('../build/sourcemaps', import.meta.url));

rmSync(mapsDir, { recursive: true, force: true });
mkdirSync(mapsDir, { recursive: true });
let moved = 0;
for (const name of readdirSync(assetsDir)) {
  if (!name.endsWith('.map')) continue;
  renameSync(join(assetsDir, name), join(mapsDir, name));
  moved += 1;
}
console.log(`storefront build: moved ${moved} source maps to build/sourcemaps (not served)`);
