import type { ContentClient } from '../../app/lib/content/client.server';
import { collectionTag, entryTag, globalTag, MISSING_TAG, navTag, termsTag, type CacheTag } from './tags';

/**
 * What one render read, as cache tags: a content client that notes the tag of each call and
 * passes it on. A memo (a language's shell, a page's prepared blocks) is computed once per
 * content version and then answered without its calls: the tags its computation noted are kept
 * with its key and added whenever it answers.
 */
export function recordingClient(client: ContentClient, tags: Set<CacheTag>, memoTags: Map<string, CacheTag[]>, defaultSite: string): ContentClient {
  // The memos being computed in this render, each collecting what is noted meanwhile.
  const computing = new Set<Set<CacheTag>>();
  const note = (tag: CacheTag) => {
    tags.add(tag);
    for (const memo of computing) memo.add(tag);
  };
  return {
    async entryByUrl(url) {
      const entry = await client.entryByUrl(url);
      note(entry ? entryTag(entry.id) : MISSING_TAG);
      return entry;
    },
    async entry(collection, id, site) {
      const entry = await client.entry(collection, id, site);
      note(entry ? entryTag(entry.id) : collectionTag(collection, site ?? defaultSite));
      return entry;
    },
    async entries(collection, params) {
      note(collectionTag(collection, params?.site ?? defaultSite));
      return client.entries(collection, params);
    },
    async navTree(nav, site, options) {
      note(navTag(nav, site));
      return client.navTree(nav, site, options);
    },
    async global(handle, site) {
      note(globalTag(handle, site));
      return client.global(handle, site);
    },
    async terms(taxonomy, params) {
      note(termsTag(taxonomy, params?.site ?? defaultSite));
      return client.terms(taxonomy, params);
    },
    version: () => client.version(),
    async memo(key, compute, keep) {
      // What is noted while the memo computes is its own, even a tag the render had noted before
      // (a loader beside it read the same global first): told apart from what the render already
      // had, that tag was left out of the memo's, and the next page answered from the memo did not
      // carry it. A parallel call of the same render may slip in (an extra tag only purges more).
      const mine = new Set<CacheTag>();
      let computed = false;
      computing.add(mine);
      try {
        const value = await client.memo(
          key,
          async () => {
            computed = true;
            const result = await compute();
            // Kept before the memo answers anyone: a render waiting for the same value finds them.
            memoTags.set(key, [...mine]);
            return result;
          },
          keep,
        );
        // Answered from the memo: its tags, noted (into an outer memo being computed too).
        if (!computed) for (const tag of memoTags.get(key) ?? []) note(tag);
        return value;
      } finally {
        computing.delete(mine);
      }
    },
  };
}
