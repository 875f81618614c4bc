import Piscina from 'piscina';
import type { Env } from '../env';
import type { Render, RenderOptions } from './renderer';

/** A render as it crosses to a render thread: the request without its body, and the main thread's content load. */
export interface RenderTask {
  url: string;
  method: string;
  headers: [string, string][];
  options: RenderOptions;
  /** The server's content store load (in-process content), so a thread re-reads the files when it changed; null for a remote API. */
  generation: number | null;
}

export interface RenderResult {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
}

export interface RenderPoolOptions {
  env: Env;
  threads: number;
  /** The server's content store load, sent with each render (null with a remote API). */
  generation: () => Promise<number | null>;
  log: (message: string, fields?: Record<string, unknown>) => void;
}

/**
 * Renders on worker threads (Piscina), each with its own React Router build, content store
 * and caches (server/pages/render-worker.ts), so renders run on the other cores while this
 * loop keeps answering files, kept pages and templates. GET and HEAD only: anything with a
 * body renders on this loop.
 */
export class RenderPool {
  private readonly piscina: Piscina;

  constructor(private readonly options: RenderPoolOptions) {
    this.piscina = new Piscina({
      filename: new URL('./render-thread.mjs', import.meta.url).href,
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      workerData: { env: options.env },
    });
    // A thread that fails (its start, a crash) fails its task, which the page answers as an
    // error; the pool starts another. Without a listener the error would end the server.
    this.piscina.on('error', (error: unknown) => options.log('render thread failed', { error: error instanceof Error ? error.message : String(error) }));
  }

  async render(request: Request, options: RenderOptions, here: Render): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return here(request, options);
    const task: RenderTask = { url: request.url, method: request.method, headers: [...request.headers], options, generation: await this.options.generation() };
    const result = (await this.piscina.run(task)) as RenderResult;
    return new Response(result.body, { status: result.status, headers: result.headers });
  }

  close(): Promise<void> {
    return this.piscina.destroy();
  }
}
