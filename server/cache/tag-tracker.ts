import type { ContentStore } from '../../api/store/store';
import { changedTags, contentFingerprints, type ApiBody } from './fingerprints';
import { safeTag, type CacheTag } from './tags';

export interface TagTracker {
  /** Notes the content as it is now: what the caches hold (at start). */
  start(): Promise<void>;
  /** The tags whose content changed since the last call (or `start`), for the content as the store has it now. */
  changed(): Promise<CacheTag[]>;
}

/**
 * Works out which cache tags a content change touched, by comparing what each tag stands for
 * before and after (server/cache/fingerprints.ts). Calls take turns: each compares with the
 * one before it, so no change is counted twice or lost between two.
 */
export function tagTracker(store: ContentStore, api: ApiBody): TagTracker {
  let before: Map<CacheTag, string> | undefined;
  let turn: Promise<unknown> = Promise.resolve();
  const fingerprints = async () => contentFingerprints(await store.index(), api);
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work, work);
    turn = result.catch(() => undefined);
    return result;
  };
  return {
    start: () =>
      inTurn(async () => {
        before = await fingerprints();
      }),
    changed: () =>
      inTurn(async () => {
        const after = await fingerprints();
        // Spelled as the answers' headers spell them (tagHeaders): an id is the content's own
        // (`id: Über uns`), and raw it matched no page's tags nor any cached answer, and could
        // not even be sent (fetch refuses a header of characters past Latin-1).
        const tags = before ? [...new Set(changedTags(before, after).map(safeTag))].sort() : [];
        before = after;
        return tags;
      }),
  };
}
