import { defineConfig } from 'vitest/config';

// `npm run test:hostile`: the hostile-request suite against the production build, and the
// unit tests of its corpus and checks. Not part of vitest.config.ts (`npm run test:unit`):
// it needs the build and takes about a minute.
export default defineConfig({
  test: {
    include: ['tests/hostile/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // One suite owns port 3170; the unit tests are quick either way.
    fileParallelism: false,
  },
});
