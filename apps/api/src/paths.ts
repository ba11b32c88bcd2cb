import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder, found from this file whether it runs from src/ (tsx) or dist/ (built). */
function findApiRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('api package.json not found');
    folder = parent;
  }
  return folder;
}

export const API_ROOT = findApiRoot();

export function apiPath(relative: string): string {
  return join(API_ROOT, relative);
}
