import { defineConfig } from 'vitest/config';

// `npm run test:site`: the built site as a whole (tests/site): the W3C's HTML checker over every
// page and a broken-link check. Not part of vitest.config.ts: it needs the build, and on its own
// its image requests and the checker's Java do not slow the timed tests beside them.
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
