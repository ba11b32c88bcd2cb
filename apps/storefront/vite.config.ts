import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { pageChunks } from './scripts/vite-page-chunks';
import { shellChunk } from './scripts/vite-shell-chunk';

const shell = shellChunk();

// A feature's public entry (src/features/*/index.ts) only re-exports. Marked free of side effects, a
// route that takes one page from it bundles that page alone, not every module the entry names with
// their stylesheets (the header's MiniCart would otherwise bring the cart page into every page).
const featureEntriesWithoutSideEffects: Plugin = {
  name: 'feature-entries-without-side-effects',
  transform(code, id) {
    if (/\/src\/features\/[^/]+\/index\.ts$/.test(id)) return { code, moduleSideEffects: false };
  },
};

export default defineConfig({
  plugins: [reactRouter(), featureEntriesWithoutSideEffects, pageChunks(), shell.plugin],
  environments: {
    client: {
      build: {
        // For the error-reporting service only: written without a reference in the scripts, and
        // moved out of what is served (scripts/move-source-maps.mjs).
        sourcemap: 'hidden',
        rolldownOptions: {
          output: {
            // React, React DOM and React Router in one chunk of their own, so the bundle budget
            // (scripts/bundle-budget.mjs) can tell the shop's own code from theirs;
            // the rest of what every page loads in one more (scripts/vite-shell-chunk.ts), which
            // Rolldown names after the client entry it joins.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                { name: 'shell', test: shell.isShellModule, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  optimizeDeps: {
    // Pre-bundled at dev-server start, so the first page load does not trigger a re-optimise reload
    // (zod: form validation in the browser later; the dependency scan already finds it now).
    include: ['zod'],
  },
});
