// A render thread's entry (Piscina loads it): worker threads do not inherit the server's
// TypeScript loader, so this plain module registers tsx in the thread, then loads the
// renderer (server/pages/render-worker.ts) and hands Piscina its task function.
import { register } from 'tsx/esm/api';

register();
const { default: renderTask } = await import(new URL('./render-worker.ts', import.meta.url).href);

export default renderTask;
