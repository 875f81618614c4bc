import { reactRouter } from '@react-router/dev/vite';
import { cpCatalogs } from './cp/i18n/catalog-plugin.ts';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { buildDefine, sitesDefine } from './app/i18n/sites.config.ts';
import { firstLoadChunks } from './scripts/build/chunks.ts';

export default defineConfig({
  // cpCatalogs: the dev server also serves the control panel's modules (its build is vite.cp.config.ts).
  plugins: [reactRouter(), cpCatalogs()],
  define: { ...sitesDefine(), ...buildDefine() },
  server: { port: 3000 },
  // The dev server's dependency scan starts from the site's routes (React Router's entries) and
  // from the panel's: without the panel's, its editors' packages (TipTap, CodeMirror) were found
  // only when an editor first opened an entry, and Vite's re-optimisation then reloaded the page,
  // losing what the editor had typed and aborting a live preview.
  optimizeDeps: { entries: ['cp/**/*.tsx', '!cp/**/*.test.tsx'] },
  build: {
    // SVGs stay files: an icon sprite referenced by <use href> cannot be a data: URL (app/blocks/icons.tsx).
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: firstLoadChunks(fileURLToPath(new URL('./app', import.meta.url))) } } },
      },
    },
  },
});
