import { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { createContentApi } from '../api/app';
import { ContentStore } from '../api/store/store';
import { createContentClient, httpTransport, inProcessTransport } from '../app/lib/content/client.server';
import { contentContext, originContext } from '../app/lib/content/context';
import { PROJECT_ROOT, type Env } from './env';
import { imageOptionsFromEnv, imageService } from './images/service';
import { newsletterDemo } from './newsletter/signup';
import { siteRouting } from './routing/middleware';
import { readSitesSync } from '../api/sites';

export interface ServerAppOptions {
  env: Env;
  /** The React Router build; a function so development can reload it per request. */
  getBuild: () => Promise<ServerBuild>;
  mode: 'development' | 'production';
}

/**
 * The site: the content API at /api and React Router for pages. The content client reads
 * the in-process store unless CONTENT_API_URL points at another Statamic-compatible API.
 */
export function createServerApp({ env, getBuild, mode }: ServerAppOptions): { app: Hono; store: ContentStore } {
  const store = new ContentStore(env.CONTENT_DIR, { watch: mode === 'development' });
  const app = new Hono();
  app.route('/api', createContentApi({ store, siteUrl: env.PUBLIC_SITE_URL }));
  app.route('/newsletter/signup', newsletterDemo());

  const content = createContentClient(
    env.CONTENT_API_URL ? httpTransport(env.CONTENT_API_URL, env.CONTENT_API_TIMEOUT_MS) : inProcessTransport((request) => app.fetch(request)),
  );

  app.route('/_ipx', imageService(imageOptionsFromEnv(env)));
  app.use('*', siteRouting({ content, sites: readSitesSync(PROJECT_ROOT) }));
  // One handler; React Router calls getBuild itself (per request in development, where it reloads).
  const handler = createRequestHandler(getBuild, mode);
  app.all('*', (c) => {
    const context = new RouterContextProvider();
    context.set(contentContext, content);
    context.set(originContext, env.PUBLIC_SITE_URL);
    return handler(c.req.raw, context);
  });
  return { app, store };
}
