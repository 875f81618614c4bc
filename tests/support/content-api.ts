import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createContentApi, type ContentApiOptions as ApiAppOptions } from '../../api/app';
import { ContentStore } from '../../api/store/store';

export interface RunningApi {
  /** `http://127.0.0.1:PORT`; the API is under `/api`. */
  origin: string;
  store: ContentStore;
  /** Stops listening (callers get "connection refused") until `up()`; open connections are cut. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export interface ContentApiOptions {
  siteUrl?: string;
  /** The port to listen on; a free one by default. */
  port?: number;
  watch?: boolean;
  /** Called with each request's path and query. */
  onRequest?: (pathAndQuery: string) => void;
  /** Answers this much later. */
  delayMs?: () => number;
  /** `malformed`: answers 200 with a JSON body cut short instead of the real answer. */
  fault?: () => 'malformed' | null;
  /** Further options of the API itself (its configuration, as a Statamic test sets config). */
  api?: Partial<Omit<ApiAppOptions, 'store' | 'siteUrl'>>;
}

/** Serves a Statamic project root through the content API over real HTTP on a free port, with hooks for faults. */
export async function startContentApi(root: string, options: ContentApiOptions = {}): Promise<RunningApi> {
  const store = new ContentStore(root, { watch: options.watch ?? false, report: () => {} });
  const app = new Hono();
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    options.onRequest?.(url.pathname + url.search);
    const delay = options.delayMs?.() ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (options.fault?.() === 'malformed') return c.body('{"data": {"handle": ', 200, { 'Content-Type': 'application/json' });
    await next();
  });
  app.route('/api', createContentApi({ ...options.api, store, siteUrl: options.siteUrl ?? 'http://example.test' }));

  const listen = (port: number) =>
    new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
      s.once('error', reject);
    });
  const stop = (s: ServerType) => {
    (s as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    return new Promise<void>((resolve, reject) => s.close((err) => (err ? reject(err) : resolve())));
  };
  // Read before it answers, as a running Statamic site is: a cold first read (about 1 s) would
  // time out a server started with a short CONTENT_API_TIMEOUT_MS, which is not what it tests.
  await store.index();
  let server: ServerType | null = await listen(options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    store,
    down: async () => {
      if (server) await stop(server);
      server = null;
    },
    up: async () => {
      server ??= await listen(port);
    },
    close: async () => {
      await store.close();
      if (server) await stop(server);
      server = null;
    },
  };
}
