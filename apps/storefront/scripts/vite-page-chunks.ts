import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:page-chunks';
const RESOLVED_ID = `\0${ID}`;

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * `virtual:page-chunks` in the server build: for each page module a route loads lazily (the
 * catch-all's CategoryPage, ProductPage, CmsPage, LandingPage), the script files it needs beyond
 * the ones the route, the root route and the client entry already load, read from the client
 * build's manifest (built first; React Router removes it afterwards). The server's html preloads
 * them, so the lazily loaded page costs no extra round trip. Empty in development.
 */
export function pageChunks(): Plugin {
  return {
    name: 'page-chunks',
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const clientOutDir = this.environment.config.environments.client?.build.outDir;
      if (this.environment.name !== 'ssr' || this.environment.mode !== 'build' || !clientOutDir) {
        return 'export default {};';
      }
      const manifest: Record<string, ManifestChunk> = JSON.parse(
        readFileSync(resolve(this.environment.config.root, clientOutDir, '.vite/manifest.json'), 'utf8'),
      );
      const withImports = (key: string, into = new Set<string>()): Set<string> => {
        if (into.has(key)) return into;
        into.add(key);
        for (const imported of manifest[key]?.imports ?? []) withImports(imported, into);
        return into;
      };
      const alwaysLoaded = Object.keys(manifest)
        .filter((key) => /^src\/app\/(root|entry\.client)\.tsx/.test(key))
        .flatMap((key) => [...withImports(key)]);
      const scriptsByPage: Record<string, string[]> = {};
      for (const [key, chunk] of Object.entries(manifest)) {
        if (!chunk.isEntry) continue;
        const loaded = new Set([...alwaysLoaded, ...withImports(key)]);
        for (const page of chunk.dynamicImports ?? []) {
          const name = manifest[page]?.name;
          if (!name) continue;
          scriptsByPage[name] = [...withImports(page)]
            .filter((file) => !loaded.has(file))
            .map((file) => `${this.environment.config.base}${manifest[file]?.file}`);
        }
      }
      return `export default ${JSON.stringify(scriptsByPage)};`;
    },
  };
}
