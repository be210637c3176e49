import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Rspress's build-time modules, for the theme code that reads them.
    alias: {
      'virtual-routes': path.join(import.meta.dirname, 'tests/unit/stubs/virtual-routes.ts'),
      'virtual-site-data': path.join(import.meta.dirname, 'tests/unit/stubs/virtual-site-data.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'theme/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    environment: 'node',
    // Bundled rather than loaded by Node, so the aliases above reach Rspress's runtime too.
    server: { deps: { inline: [/@rspress[\\/]core[\\/]dist[\\/]runtime/] } },
  },
});
