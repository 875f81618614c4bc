/**
 * What the hostile requests aim at, read from the running panel as the super user sees it:
 * per collection an entry of the first site and one of its localizations (their forms and
 * versions), a site each lacks a localization in, the global sets in two sites, and one
 * localization kept only to be deleted by requests that must all be refused.
 */
import type { CollectionsResponse, EntryDocument, EntryListResponse, GlobalDocument, GlobalsResponse, TreeDocument } from '../../../cp/shared/api';
import type { Sender } from '../send';
import type { SignedIn } from './session';
import { findPeopleTargets, type PeopleTargets } from './people';
import type { TreeTarget, TreeTargets } from './trees';

export interface EntryTarget {
  collection: string;
  doc: EntryDocument;
}

export interface GlobalTarget {
  handle: string;
  site: string;
  doc: GlobalDocument;
}

export interface Targets {
  /** Entries hostile values are saved to: an origin and a localization per collection. */
  entries: EntryTarget[];
  /** Origins with a site they have no localization in yet. */
  unlocalized: { collection: string; origin: string; site: string }[];
  globals: GlobalTarget[];
  /** A localization no request may delete (its version is the right one: only the checks stand in the way). */
  keep: EntryTarget;
  container: string;
  trees: TreeTargets;
  people: PeopleTargets;
}

/** `emails`: the super user's and the limited one's; `fileOf`: an entry id's file under the content root. */
export async function findTargets(sender: Sender, admin: SignedIn, emails: { admin: string; limited: string }, fileOf: (id: string) => string): Promise<Targets> {
  const get = async <T>(path: string): Promise<T> => {
    const outcome = await sender.send({ method: 'GET', path, headers: { Cookie: admin.cookie } });
    if (outcome.status !== 200) throw new Error(`GET ${path} answered ${outcome.status ?? outcome.error}`);
    return JSON.parse(outcome.body.toString('utf8')) as T;
  };
  const entries: EntryTarget[] = [];
  const unlocalized: Targets['unlocalized'] = [];
  let keep: EntryTarget | undefined;
  const collections = (await get<CollectionsResponse>('/cp/api/collections')).data;
  for (const collection of collections) {
    const site = collection.sites[0]!;
    const rows = (await get<EntryListResponse>(`/cp/api/collections/${collection.handle}/entries?site=${site}&perPage=20`)).data;
    const docs: EntryDocument[] = [];
    for (const row of rows.filter((r) => !r.localized).slice(0, 2)) docs.push(await get<EntryDocument>(`/cp/api/collections/${collection.handle}/entries/${row.id}`));
    const [first, second] = docs;
    if (!first) continue;
    entries.push({ collection: collection.handle, doc: first });
    const localization = first.localizations.find((l) => l.id !== null && !l.origin && l.site !== first.site);
    if (localization) entries.push({ collection: collection.handle, doc: await get<EntryDocument>(`/cp/api/collections/${collection.handle}/entries/${localization.id}`) });
    const missing = first.localizations.find((l) => l.id === null);
    if (missing) unlocalized.push({ collection: collection.handle, origin: first.id, site: missing.site });
    const spare = second?.localizations.find((l) => l.id !== null && !l.origin && l.site !== second.site);
    if (!keep && spare) keep = { collection: collection.handle, doc: await get<EntryDocument>(`/cp/api/collections/${collection.handle}/entries/${spare.id}`) };
  }
  if (!keep) throw new Error('no localization to keep: the demo content has none in a second entry of any collection');
  const globals: GlobalTarget[] = [];
  for (const { handle, sites } of (await get<GlobalsResponse>('/cp/api/globals')).data.slice(0, 3)) {
    for (const site of sites.slice(0, 2)) globals.push({ handle, site, doc: await get<GlobalDocument>(`/cp/api/globals/${handle}?site=${site}`) });
  }
  const tree = async (path: string, file: string): Promise<TreeTarget> => ({ path, file, doc: await get<TreeDocument>(path) });
  // The menu may hold pages and products (content/navigation/main.yaml), in its own site.
  const otherSite = entries.find((e) => ['pages', 'products'].includes(e.collection) && e.doc.site !== 'en');
  const otherCollection = entries.find((e) => !['pages', 'products'].includes(e.collection) && e.doc.site === 'en');
  if (!otherSite || !otherCollection) throw new Error('no entry of another site or collection for the tree saves');
  const trees: TreeTargets = {
    menu: await tree('/cp/api/navigation/main/tree?site=en', 'content/trees/navigation/en/main.yaml'),
    pages: await tree('/cp/api/collections/pages/tree?site=en', 'content/trees/collections/en/pages.yaml'),
    written: await tree('/cp/api/navigation/footer/tree?site=en', 'content/trees/navigation/en/footer.yaml'),
    otherSite: otherSite.doc.id,
    otherCollection: otherCollection.doc.id,
  };
  // History requests aim at a news entry no other request saves (a save may rename its file).
  const aimed = new Set([...entries, keep].map((e) => e.doc.id));
  const news = (await get<EntryListResponse>('/cp/api/collections/news/entries?site=en&perPage=20')).data.find((r) => !r.localized && !aimed.has(r.id));
  if (!news) throw new Error('no news entry left to aim history requests at');
  const people = await findPeopleTargets(get, emails, { collection: 'news', id: news.id, file: fileOf(news.id) });
  return { entries, unlocalized, globals, keep, container: 'assets', trees, people };
}
