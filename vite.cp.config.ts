/**
 * The control panel's own client build (decision 019): a single-page app under `cp/`, served
 * at `/cp` (server/cp/document.ts). Nothing here is shared with the public app's build, so
 * the public bundles and their budget cannot move. JSX goes through Vite's own transformer
 * (tsconfig `jsx: react-jsx`), as in the public build.
 */
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { cpCatalogs } from './cp/i18n/catalog-plugin.ts';

const root = fileURLToPath(new URL('./cp', import.meta.url));

export default defineConfig({
  root,
  base: '/cp/',
  // The panel has no public/ folder of its own (the site's public/ is the public app's).
  publicDir: false,
  plugins: [cpCatalogs()],
  build: {
    outDir: process.env.CP_BUILD_DIR ?? fileURLToPath(new URL('./build/cp', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Inline nothing: the panel's CSP allows styles and scripts from 'self' only (no data: URLs).
    assetsInlineLimit: 0,
    rolldownOptions: {
      // TanStack Query marks its modules "use client" (for React Server Components): meaningless in a browser-only app.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        // React, the router and the query client change rarely: one cacheable chunk apart from the panel's code.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui)[\\/]/ }] },
      },
    },
  },
});
