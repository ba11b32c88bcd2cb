import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One graphql instance for our code and for Yoga: Vite would otherwise pick graphql's .mjs
  // build for our files while Node loads the CommonJS one for Yoga, and `instanceof GraphQLError`
  // fails between the two (every error of ours would be masked).
  // graphql-armor is left to Node for the same reason.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    server: { deps: { external: [/@escape\.tech\//] } },
    // Names the running test for scripts/with-time-limit.mjs when a suite passes its time limit.
    setupFiles: ['test/progress-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          // The tests of SQL rules share one database server (test/database-server-setup.ts).
          globalSetup: ['test/database-server-setup.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // One seeded database and one running api for the whole suite (test/global-setup.ts).
          include: ['test/**/*.test.ts', 'seed/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
