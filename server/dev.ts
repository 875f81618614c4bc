/**
 * Development server: `npm run dev`. Vite (in middleware mode) serves client modules with
 * hot reload and `public/`; everything else goes to the same Hono app as production, with
 * the React Router build loaded through Vite on each request so edits show at once.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createServerApp } from './app';
import { loadEnvOrExit, PROJECT_ROOT } from './env';

const env = loadEnvOrExit();

// Vite's hot-reload socket shares the site's port, so several dev servers can run side by side.
let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
const server = createHttpServer((req, res) => handle(req, res));
const vite = await createViteServer({ root: PROJECT_ROOT, server: { middlewareMode: true, ws: { server } }, appType: 'custom' });
const { app } = createServerApp({
  env,
  mode: 'development',
  getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  vite,
});
const listener = getRequestListener(app.fetch);
handle = (req, res) => vite.middlewares(req, res, () => listener(req, res));
server.listen(env.PORT, env.HOST, () => {
  console.log(`Kairotone site (development) on http://localhost:${env.PORT}  ·  content API http://localhost:${env.PORT}/api`);
});
