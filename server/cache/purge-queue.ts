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
  /** Purges `tags` everywhere, in the background: never waited for by a save or a page. */
  purge(tags: readonly CacheTag[]): void;
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
  const queues = purgers.map((purger) => ({ purger, pending: new Set<CacheTag>(), draining: false, running: Promise.resolve() }));

  async function drain(queue: (typeof queues)[number]): Promise<void> {
    queue.draining = true;
    try {
      while (queue.pending.size > 0) {
        const tags = [...queue.pending].sort();
        queue.pending.clear();
        const started = performance.now();
        for (let attempt = 1; ; attempt++) {
          try {
            await queue.purger.purge(tags);
            logger.info('purged', { purger: queue.purger.name, tags: tags.length, sample: tags.slice(0, 10), attempt, ms: Math.round(performance.now() - started) });
            break;
          } catch (error) {
            if (attempt >= attempts) {
              logger.error('purge failed: giving up', { purger: queue.purger.name, tags, attempts, error });
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
      if (tags.length === 0) return;
      for (const queue of queues) {
        for (const tag of tags) queue.pending.add(tag);
        if (!queue.draining) queue.running = drain(queue);
      }
    },
    async idle() {
      while (queues.some((q) => q.draining)) await Promise.all(queues.map((q) => q.running));
    },
  };
}
