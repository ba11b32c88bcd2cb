import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  optimizeDeps: {
    // Pre-bundled at dev-server start, so the first page load does not trigger a re-optimise reload
    // (zod: form validation in the browser later; the dependency scan already finds it now).
    include: ['@tanstack/react-query', 'i18next', 'react-i18next', 'zod'],
  },
});
