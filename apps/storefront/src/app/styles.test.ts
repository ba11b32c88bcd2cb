import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = resolve(import.meta.dirname, '..');
const STYLESHEET = join(SOURCE, 'app/styles.css');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const sources = filesUnder(SOURCE);
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/@import\s+"([^"]+)"/g)].map(([, path]) =>
    resolve(dirname(file), path ?? ''),
  );

describe('the one stylesheet (app/styles.css)', () => {
  it('imports every css file of the shop, each once and from nowhere else', () => {
    const cssFiles = sources.filter((file) => file.endsWith('.css') && file !== STYLESHEET);
    const imported = importsOf(STYLESHEET);
    expect(imported.map((file) => relative(SOURCE, file)).sort()).toEqual(
      cssFiles.map((file) => relative(SOURCE, file)).sort(),
    );
    for (const file of cssFiles) expect(importsOf(file), relative(SOURCE, file)).toEqual([]);
  });

  it('is the only css a module imports (a component importing its own would add a stylesheet per chunk)', () => {
    const cssImports = sources
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(/^import\s+(?:\w+\s+from\s+)?'([^']+\.css(?:\?\w+)?)'/gm),
        ].map(([, path]) => `${relative(SOURCE, file)}: ${path}`),
      );
    expect(cssImports).toEqual(['app/root.tsx: ./styles.css?url']);
  });
});
