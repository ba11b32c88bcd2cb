// Copies the persisted-documents manifest written by codegen next to the build output, so a
// deployment can register (or allow-list) every operation this storefront build can send.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const source = `${appDir}generated/graphql/persisted-documents.json`;
const target = `${appDir}build/persisted-documents.json`;

if (!existsSync(source)) {
  console.error(
    `storefront build: ${relative(process.cwd(), source)} is missing (run npm run codegen first)`,
  );
  process.exit(1);
}
mkdirSync(dirname(target), { recursive: true });
copyFileSync(source, target);
console.log(`storefront build: wrote ${relative(process.cwd(), target)}`);
