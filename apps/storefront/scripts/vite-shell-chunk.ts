import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The storefront's own source; packages are left to Rolldown (a barrel's other exports are forms). */
const OWN_SOURCE = /[\\/]apps[\\/]storefront[\\/](src|config|generated)[\\/]/;
/** A feature's public entry re-exports all its parts: the shell uses a few, its pages the rest. */
const FEATURE_ENTRY = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/** Codegen's graphql.ts re-exports every operation's document module (scripts/codegen-document-modules.ts). */
const DOCUMENTS_BARREL = /[\\/]generated[\\/]graphql[\\/]graphql\.ts$/;
/** A value import from that barrel, after TypeScript's types are stripped. */
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'][^"']*generated\/graphql\/graphql["']/g;
const STYLESHEET = /\.css($|\?)/;

/**
 * The shop's own modules that every page loads (the client entry's and the root route's static
 * imports), as one chunk instead of a few dozen small ones: Rolldown otherwise splits them by which
 * routes share them, and a page requested about 40 script files before it could hydrate (on
 * HTTP/1.1 a phone fetches six at a time). No page loads more bytes for it, since every page
 * loads all of these anyway. The walk stays in the storefront's own source and stops at barrels:
 * features' public entries, whose other exports are pages, and the documents' barrel, through which
 * it takes only the documents a shell module names (every page's documents would otherwise load on
 * every page). `isShellModule` is the test of vite.config.ts's `shell` group; the set is filled when
 * the client build's module graph is complete, before chunks are made.
 */
export function shellChunk(): { plugin: Plugin; isShellModule: (id: string) => boolean } {
  const shellModules = new Set<string>();
  /** Per module, the documents it imports from the barrel by name. */
  const documentsImported = new Map<string, string[]>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!OWN_SOURCE.test(id) || !code.includes('generated/graphql/graphql')) return;
      const names = [...code.matchAll(BARREL_IMPORT)].flatMap((match) =>
        (match[1] ?? '')
          .split(',')
          .map((specifier) => specifier.trim().split(/\s+as\s+/)[0] ?? '')
          .filter(Boolean),
      );
      documentsImported.set(id, names);
    },
    buildEnd() {
      const visit = (id: string) => {
        if (shellModules.has(id) || !OWN_SOURCE.test(id) || FEATURE_ENTRY.test(id) || STYLESHEET.test(id)) {
          return;
        }
        shellModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (!DOCUMENTS_BARREL.test(imported)) visit(imported);
          else
            for (const name of documentsImported.get(id) ?? []) {
              const document = join(dirname(imported), 'documents', `${name}.ts`);
              if (this.getModuleInfo(document)) visit(document);
            }
        }
      };
      for (const id of this.getModuleIds()) {
        if (/[\\/]src[\\/]app[\\/](root|entry\.client)\.tsx$/.test(id)) visit(id);
      }
    },
  };
  return { plugin, isShellModule: (id) => shellModules.has(id) };
}
