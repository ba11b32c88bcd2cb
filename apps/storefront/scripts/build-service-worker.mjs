// Writes build/client/service-worker.js: the hand-written worker (service-worker/service-worker.js)
// with the list of files to precache at install (the build's hashed assets, theme icons and
// logos) and a version derived from them, so that every build with changed files is an update.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(appDir, 'build/client');
const source = join(appDir, 'service-worker/service-worker.js');
const target = join(clientDir, 'service-worker.js');

if (!existsSync(clientDir)) {
  console.error('storefront build: build/client is missing (run react-router build first)');
  process.exit(1);
}

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const precached = [
  ...files(join(clientDir, 'assets')).filter((path) => /\.(js|css|json|woff2?)$/.test(path)),
  ...files(join(clientDir, 'themes')),
]
  .map((path) => `/${relative(clientDir, path).split('\\').join('/')}`)
  .sort();

const template = readFileSync(source, 'utf8');
const hash = createHash('sha256');
hash.update(template);
for (const url of precached) hash.update(url);
const version = hash.digest('hex').slice(0, 12);

writeFileSync(target, `self.__PRECACHE = ${JSON.stringify({ version, urls: precached })};\n${template}`);
console.log(
  `storefront build: wrote ${relative(process.cwd(), target)} (${precached.length} files, version ${version})`,
);
