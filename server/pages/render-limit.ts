/**
 * At most `concurrency` renders at once and `queue` waiting; beyond that `run` answers null at
 * once and the caller sends 503 with Retry-After (server/pages/handler.ts). Rendering is
 * CPU work on the one event loop: unbounded, a flood of renders would delay every answer from
 * memory behind it (docs/decisions/014).
 */
export class RenderLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  /** Renders running and waiting now (for logs and tests). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `work` when a slot is free; null at once when the queue is full, or when `signal`
   * aborts while waiting (the client left: its render would be work for nobody).
   */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T | null> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue || signal?.aborted) return null;
      // The slot is handed over by the render that finishes (running stays counted).
      const turn = await new Promise<boolean>((resolve) => {
        const take = () => {
          signal?.removeEventListener('abort', leave);
          resolve(true);
        };
        const leave = () => {
          const at = this.waiting.indexOf(take);
          if (at !== -1) this.waiting.splice(at, 1);
          resolve(false);
        };
        this.waiting.push(take);
        signal?.addEventListener('abort', leave, { once: true });
      });
      if (!turn) return null;
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
