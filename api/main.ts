/**
 * The content API on its own: `npm run content-api`.
 * Env: PORT (default 3001), HOST, CONTENT_DIR (a Statamic project root; default this repository),
 * PUBLIC_SITE_URL (base of permalinks), NODE_ENV (development watches files).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { loadEnvOrExit } from '../server/env';
import { createContentApi } from './app';
import { ContentStore } from './store/store';

const env = loadEnvOrExit({ PORT: '3001' });
const store = new ContentStore(env.CONTENT_DIR, { watch: env.NODE_ENV === 'development' });
const app = new Hono().route('/api', createContentApi({ store, siteUrl: env.PUBLIC_SITE_URL, statusFilters: env.CONTENT_API_STATUS_FILTERS }));
await store.index();
serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`content API on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port}/api (content: ${env.CONTENT_DIR})`);
});
