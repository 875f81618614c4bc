/**
 * Production server: `npm start` (after `npm run build`). Serves the built client files,
 * the content API and server-rendered pages.
 */
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { createServerApp } from './app';
import { loadEnvOrExit, PROJECT_ROOT } from './env';

const env = loadEnvOrExit();

const buildDir = path.join(PROJECT_ROOT, 'build');
const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
const { app: site } = createServerApp({ env, mode: 'production', getBuild: () => Promise.resolve(build) });

const app = new Hono();
const clientDir = path.relative(process.cwd(), path.join(buildDir, 'client'));
app.use('/assets/*', serveStatic({ root: clientDir, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
app.use('*', serveStatic({ root: clientDir }));
app.route('/', site);

serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Kairotone site on http://localhost:${info.port}`);
});
