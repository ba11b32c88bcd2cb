import type { Plugin } from 'vite';

/** The storefront's own source; packages are left to Rolldown (a barrel's other exports are forms). */
const OWN_SOURCE = /[\\/]apps[\\/]storefront[\\/](src|config|generated)[\\/]/;
/** A feature's public entry re-exports all its parts: the shell uses a few, its pages the rest. */
const FEATURE_ENTRY = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const STYLESHEET = /\.css($|\?)/;

/**
 * The shop's own modules that every page loads (the client entry's and the root route's static
 * imports), as one chunk instead of a few dozen small ones: Rolldown otherwise splits them by which
 * routes share them, and a page requested about 40 script files before it could hydrate (issue #16:
 * on HTTP/1.1 a phone fetches six at a time). No page loads more bytes for it, since every page
 * loads all of these anyway. The walk stays in the storefront's own source and stops at features'
 * public entries, whose other exports are pages: a module in the chunk is one the shell uses, not
 * one it could reach (what the shell takes from those stays in chunks of their own). `isShellModule` is the test
 * of vite.config.ts's `shell` group; the set is filled when the client build's module graph is
 * complete, before chunks are made.
 */
export function shellChunk(): { plugin: Plugin; isShellModule: (id: string) => boolean } {
  const shellModules = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const visit = (id: string) => {
        if (shellModules.has(id) || !OWN_SOURCE.test(id) || FEATURE_ENTRY.test(id) || STYLESHEET.test(id)) {
          return;
        }
        shellModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) {
        if (/[\\/]src[\\/]app[\\/](root|entry\.client)\.tsx$/.test(id)) visit(id);
      }
    },
  };
  return { plugin, isShellModule: (id) => shellModules.has(id) };
}
