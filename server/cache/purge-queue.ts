import type { Logger } from '../log';
import type { Purger } from './purgers';
import type { CacheTag } from './tags';

export interface PurgeQueueOptions {
  logger: Logger;
  /** Tries per purge, the first included. */
  attempts?: number;
  /** The wait before the second try; it doubles for each next one. */
  retryDelayMs?: number;
}

export interface PurgeQueue {
  /**
   * Purges `tags` everywhere, in the background: never waited for by a save or a page. Resolves
   * (never rejects) once every purger is done with them: true when each purged them, false
   * when one gave up.
   */
  purge(tags: readonly CacheTag[]): Promise<boolean>;
  /** Resolves once nothing is queued or under way (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Each purger gets the tags in turn, retried with a doubling wait when it fails (a CDN's API
 * down for a moment); tags that arrive meanwhile join the next request. Every purge and every
 * failure is logged; a purger that keeps failing is given up on for those tags, with an error
 * line naming them, and the shared caches keep those answers until they expire.
 */
export function purgeQueue(purgers: readonly Purger[], { logger, attempts = 4, retryDelayMs = 500 }: PurgeQueueOptions): PurgeQueue {
  // `waiting`: what each caller of `purge` whose tags are pending waits for; the batch that
  // takes those tags takes them too, and tells them how it ended.
  const queues = purgers.map((purger) => ({ purger, pending: new Set<CacheTag>(), waiting: [] as ((purged: boolean) => void)[], draining: false, running: Promise.resolve() }));

  async function drain(queue: (typeof queues)[number]): Promise<void> {
    queue.draining = true;
    try {
      while (queue.pending.size > 0) {
        const tags = [...queue.pending].sort();
        const waiting = queue.waiting;
        queue.pending.clear();
        queue.waiting = [];
        const started = performance.now();
        for (let attempt = 1; ; attempt++) {
          try {
            await queue.purger.purge(tags);
            logger.info('purged', { purger: queue.purger.name, tags: tags.length, sample: tags.slice(0, 10), attempt, ms: Math.round(performance.now() - started) });
            for (const done of waiting) done(true);
            break;
          } catch (error) {
            if (attempt >= attempts) {
              logger.error('purge failed: giving up', { purger: queue.purger.name, tags, attempts, error });
              for (const done of waiting) done(false);
              break;
            }
            logger.warn('purge failed: retrying', { purger: queue.purger.name, tags: tags.length, attempt, error });
            await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
          }
        }
      }
    } finally {
      // Done in the very step in which the loop found nothing pending. Noted in a `.finally` on
      // this promise instead (a microtask later), tags given in between joined `pending` but
      // started no drain, and waited there until some later change purged.
      queue.draining = false;
    }
  }

  return {
    purge(tags) {
      if (tags.length === 0) return Promise.resolve(true);
      const outcomes = queues.map(
        (queue) =>
          new Promise<boolean>((done) => {
            for (const tag of tags) queue.pending.add(tag);
            queue.waiting.push(done);
            if (!queue.draining) queue.running = drain(queue);
          }),
      );
      return Promise.all(outcomes).then((each) => each.every(Boolean));
    },
    async idle() {
      while (queues.some((q) => q.draining)) await Promise.all(queues.map((q) => q.running));
    },
  };
}
