import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'theme/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    environment: 'node',
  },
});
