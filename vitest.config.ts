import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts: the React Router plugin does not run inside Vitest.
export default defineConfig({
  test: {
    include: ['api/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
