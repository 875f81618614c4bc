import { defineConfig } from 'vitest/config';
import { buildDefine, sitesDefine } from './app/i18n/sites.config.ts';
import { cpCatalogs } from './cp/i18n/catalog-plugin.ts';

// Separate from vite.config.ts: the React Router plugin does not run inside Vitest.
export default defineConfig({
  // The control panel's compiled message catalogs (virtual:cp-catalog/*).
  plugins: [cpCatalogs()],
  define: { ...sitesDefine(), ...buildDefine({}) },
  test: {
    include: ['api/**/*.test.ts', 'bench/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'cp/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/production/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
