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

  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) return null;
      // The slot is handed over by the render that finishes (running stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
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
