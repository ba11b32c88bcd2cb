import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts: the React Router plugin is for app builds, not for unit tests.
// Tests run in node; a test that needs a DOM opts in with `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'config/**/*.test.ts', 'server/**/*.test.mjs'],
  },
});
