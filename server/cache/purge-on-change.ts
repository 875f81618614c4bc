import type { ContentStore } from '../../api/store/store';
import type { Logger } from '../log';
import type { PurgeQueue } from './purge-queue';
import type { TagTracker } from './tag-tracker';

/**
 * Without prerendered pages (CONTENT_MODE=live: every page renders from the current content),
 * a change needs no publishing first: once the store has seen it, the tags it touched are
 * purged. Changes closer together than `debounceMs` make one purge. (With prerendered pages the
 * publisher purges, once the pages that show the change are in memory: server/publish.)
 */
export function purgeOnChange({ store, tracker, queue, logger, debounceMs = 200 }: { store: ContentStore; tracker: TagTracker; queue: PurgeQueue; logger: Logger; debounceMs?: number }): () => void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    void tracker.changed().then(
      (tags) => {
        if (tags.length) logger.info('content changed: purging', { tags: tags.length, sample: tags.slice(0, 10) });
        queue.purge(tags);
      },
      (error: unknown) => logger.error('purge: working out the changed tags failed', { error }),
    );
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(run, debounceMs);
  };
  store.onChange(changed);
  return changed;
}
