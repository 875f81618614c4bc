import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createContentApi } from '../../api/app';
import { ContentStore } from '../../api/store/store';

export interface RunningApi {
  /** `http://127.0.0.1:PORT`; the API is under `/api`. */
  origin: string;
  store: ContentStore;
  close(): Promise<void>;
}

/** Serves a Statamic project root through the content API over real HTTP on a free port. */
export async function startContentApi(
  root: string,
  options: { siteUrl?: string; watch?: boolean; /** Called with each request's path and query. */ onRequest?: (pathAndQuery: string) => void; /** Answers this much later. */ delayMs?: () => number } = {},
): Promise<RunningApi> {
  const store = new ContentStore(root, { watch: options.watch ?? false, report: () => {} });
  const app = new Hono();
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    options.onRequest?.(url.pathname + url.search);
    const delay = options.delayMs?.() ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    await next();
  });
  app.route('/api', createContentApi({ store, siteUrl: options.siteUrl ?? 'http://example.test' }));
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    store,
    close: async () => {
      await store.close();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
