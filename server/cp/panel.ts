import path from 'node:path';
import { Hono } from 'hono';
import type { ViteDevServer } from 'vite';
import type { ContentStore } from '../../api/store/store';
import type { ContentClient } from '../../app/lib/content/client.server';
import type { Env } from '../env';
import type { Logger } from '../log';
import type { Render } from '../pages/renderer';
import type { SecurityConfig } from '../security/headers';
import type { ControlPanelOptions, CpRouteModule } from './app';
import type { CpDeps } from './deps';
import { cpDocument } from './document';
import { PreviewStore } from './preview/previews';
import { previewPages } from './preview/routes';
import { accountRoutes } from './routes/account';
import { assetLibraryRoutes } from './routes/asset-library';
import { assetRoutes } from './routes/assets';
import { collectionRoutes } from './routes/collections';
import { dashboardRoutes } from './routes/dashboard';
import { globalRoutes } from './routes/globals';
import { historyRoutes } from './routes/history';
import { previewRoutes } from './routes/preview';
import { roleRoutes } from './routes/roles';
import { searchRoutes } from './routes/search';
import { taxonomyRoutes } from './routes/taxonomies';
import { treeRoutes } from './routes/trees';
import { userRoutes } from './routes/users';
import { createContentWriter } from './write/writer';

export interface PanelPartsOptions {
  env: Env;
  mode: 'development' | 'production';
  logger: Logger;
  store: ContentStore;
  security: SecurityConfig;
  /** The public site's renderer over a given content client (for previews of unsaved content). */
  renderer: (content: ContentClient) => Render;
  /** Development: the dev server's Vite serves the panel's modules. */
  vite?: ViteDevServer;
  /** Files under the content root changed: the store reloads, pages regenerate. */
  changed?: (files: string[]) => void;
}

/** A route module whose paths are relative to `prefix` (e.g. `/search` → /cp/api/search/…). */
const under = (prefix: string, module: CpRouteModule): CpRouteModule => (deps: CpDeps) => new Hono().route(prefix, module(deps));

/** The control panel's parts as the server runs them: its API, the write path, previews and its document. */
export function controlPanelParts(options: PanelPartsOptions): Omit<ControlPanelOptions, 'env' | 'store' | 'logger'> {
  const { env, logger, store } = options;
  const previews = new PreviewStore(env.CONTENT_DIR);
  return {
    writer: createContentWriter({ root: env.CONTENT_DIR, logger, containers: async () => [...(await store.index()).assets.containers.values()].map((c) => c.dir) }),
    routes: [collectionRoutes, globalRoutes, treeRoutes, taxonomyRoutes, historyRoutes, dashboardRoutes, under('/search', searchRoutes), under('/assets', assetRoutes), assetLibraryRoutes, previewRoutes(previews), userRoutes, roleRoutes, accountRoutes],
    preview: previewPages({ previews, security: options.security, store, siteUrl: env.PUBLIC_SITE_URL, renderer: options.renderer }),
    document: cpDocument({ mode: options.mode, buildDir: path.join(env.BUILD_DIR, 'cp'), ...(options.vite ? { vite: options.vite } : {}) }),
    ...(options.changed ? { changed: options.changed } : {}),
  };
}
