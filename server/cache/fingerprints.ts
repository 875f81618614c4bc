import { createHash } from 'node:crypto';
import type { ContentIndex } from '../../api/store/types';
import { collectionTag, entryTag, globalTag, MISSING_TAG, navTag, termsTag, type CacheTag } from './tags';

/** Asks the content API in this process (`/api/...`) and answers its body. */
export type ApiBody = (pathAndQuery: string) => Promise<string>;

/**
 * What each cache tag stands for, as a hash of what the content API answers for it (so an
 * entry's tag changes when its origin's values do, a menu's when an entry it shows is renamed,
 * a list's when any entry of it changes or moves). Two of these, before and after a change,
 * give the tags the change touched: `changedTags`.
 */
export async function contentFingerprints(index: ContentIndex, body: ApiBody): Promise<Map<CacheTag, string>> {
  const prints = new Map<CacheTag, string>();
  const enc = encodeURIComponent;
  const lists = new Map<CacheTag, string[]>();
  for (const entry of index.entries.values()) {
    const print = hash(await body(`/collections/${enc(entry.collection)}/entries/${enc(entry.id)}`));
    prints.set(entryTag(entry.id), print);
    const list = collectionTag(entry.collection, entry.site);
    // Its place in the list too: a reorder changes the list, not the entry.
    lists.set(list, [...(lists.get(list) ?? []), `${entry.id} ${entry.order ?? ''} ${entry.published} ${print}`]);
  }
  for (const [tag, members] of lists) prints.set(tag, hash(members.sort().join('\n')));
  for (const site of index.sites) {
    const s = enc(site.handle);
    for (const nav of index.navs.keys()) prints.set(navTag(nav, site.handle), hash(await body(`/navs/${enc(nav)}/tree?site=${s}`)));
    for (const handle of index.globals.keys()) prints.set(globalTag(handle, site.handle), hash(await body(`/globals/${enc(handle)}?site=${s}`)));
    for (const taxonomy of index.taxonomies.keys()) prints.set(termsTag(taxonomy, site.handle), hash(await body(`/taxonomies/${enc(taxonomy)}/terms?site=${s}&limit=1000`)));
  }
  // Not-found answers change when a URL appears or goes.
  prints.set(MISSING_TAG, hash([...index.byUrl.keys()].sort().join('\n')));
  return prints;
}

/** The tags whose fingerprint differs, appeared or went. */
export function changedTags(before: ReadonlyMap<CacheTag, string>, after: ReadonlyMap<CacheTag, string>): CacheTag[] {
  const changed = new Set<CacheTag>();
  for (const [tag, print] of after) if (before.get(tag) !== print) changed.add(tag);
  for (const tag of before.keys()) if (!after.has(tag)) changed.add(tag);
  return [...changed].sort();
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}
