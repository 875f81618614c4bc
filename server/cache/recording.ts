import type { ContentClient } from '../../app/lib/content/client.server';
import { collectionTag, entryTag, globalTag, MISSING_TAG, navTag, termsTag, type CacheTag } from './tags';

/**
 * What one render read, as cache tags: a content client that notes the tag of each call and
 * passes it on. A memo (a language's shell, a page's prepared blocks) is computed once per
 * content version and then answered without its calls: the tags its computation noted are kept
 * with its key and added whenever it answers.
 */
export function recordingClient(client: ContentClient, tags: Set<CacheTag>, memoTags: Map<string, CacheTag[]>, defaultSite: string): ContentClient {
  const note = (tag: CacheTag) => tags.add(tag);
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
      const before = new Set(tags);
      let computed = false;
      const value = await client.memo(
        key,
        () => {
          computed = true;
          return compute();
        },
        keep,
      );
      // Computed here: what was noted meanwhile belongs to the key (a parallel call of the same
      // render may slip in; an extra tag only ever purges more). Answered from the memo: the
      // computing render noted its tags first (it awaited the value first).
      if (computed) memoTags.set(key, [...tags].filter((tag) => !before.has(tag)));
      else for (const tag of memoTags.get(key) ?? []) tags.add(tag);
      return value;
    },
  };
}
