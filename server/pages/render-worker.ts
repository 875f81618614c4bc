/**
 * A render thread (server/pages/render-pool.ts): the server's React Router build and its own
 * copy of the content, rendering the requests the server sends it. In-process content is
 * re-read when the server's own store has loaded a newer version of the files, so a thread
 * never renders older content than the server keys its render cache with.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createSiteContent } from '../content';
import { PROJECT_ROOT, type Env } from '../env';
import { readSitesSync } from '../../api/sites';
import type { RenderResult, RenderTask } from './render-pool';
import { createRenderer } from './renderer';

const env = (workerData as { env: Env }).env;
const build = (await import(pathToFileURL(path.join(env.BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild;
// No watcher of its own: the server says when the files changed (RenderTask.generation).
const { store, content } = createSiteContent(env, { watch: false });
if (!env.CONTENT_API_URL) await store.index();
const render = createRenderer({ env, handler: createRequestHandler(build, 'production'), content, sites: readSitesSync(PROJECT_ROOT) });
let generation: number | null = null;

export default async function renderTask(task: RenderTask): Promise<RenderResult> {
  if (task.generation !== null && task.generation !== generation) {
    if (generation !== null) store.invalidate();
    generation = task.generation;
  }
  const response = await render(new Request(task.url, { method: task.method, headers: task.headers }), task.options);
  const body = task.method === 'HEAD' || !response.body ? null : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: [...response.headers], body };
}
