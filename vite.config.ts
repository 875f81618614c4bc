import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { buildDefine, sitesDefine } from './app/i18n/sites.config.ts';

export default defineConfig({
  plugins: [reactRouter()],
  define: { ...sitesDefine(), ...buildDefine() },
  server: { port: 3000 },
  build: {
    // SVGs stay files: an icon sprite referenced by <use href> cannot be a data: URL (app/blocks/icons.tsx).
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
});
