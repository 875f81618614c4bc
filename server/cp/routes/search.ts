/**
 * The entries and terms fields' pickers: GET /cp/api/search/entries and /cp/api/search/terms
 * (cp/shared/api.ts PickerResponse). Only what the user may see: the collection's or
 * taxonomy's view permission for every one asked for, and the site's access. With `ids=a,b`
 * the answer is those items (the field's stored ids, titled in the site), in that order,
 * leaving out any that is only in a site the editor may not open.
 */
import { Hono, type Context } from 'hono';
import { entryStatus } from '../../../api/store/entries';
import { rootOrigin } from '../../../api/store/load';
import type { ContentIndex, Entry, Term } from '../../../api/store/types';
import type { PickerItem, PickerResponse } from '../../../cp/shared/api';
import { PERMISSIONS, type CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { refuse } from '../i18n';

/** A picker shows a short list: the editor narrows it by typing. */
const MAX_RESULTS = 50;
const HANDLE = /^[a-z0-9_-]{1,64}$/i;
const MAX_QUERY = 200;
/** A field's stored ids asked for at once (a picker holds a short list). */
const MAX_IDS = 100;

type Ctx = Context<{ Variables: CpVariables }>;

export function searchRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const app = new Hono<{ Variables: CpVariables }>();
  app.use('*', deps.guard.user());

  app.get('/entries', async (c) => {
    const index = await deps.store.index();
    const asked = parseRequest(c, index, 'collections');
    if (asked instanceof Response) return asked;
    for (const handle of asked.handles) {
      if (!index.collections.has(handle)) return refuse(c, 404, 'api.collectionNotFound');
      if (!deps.guard.can(c.get('cpUser'), PERMISSIONS.viewEntries(handle))) return deps.guard.forbidden(c, PERMISSIONS.viewEntries(handle));
    }
    const wanted = new Set(asked.handles);
    const item = (id: string, entry: Entry): PickerItem => {
      const collection = index.collections.get(entry.collection);
      const title = typeof entry.values.title === 'string' ? entry.values.title : (entry.slug ?? entry.id);
      return { id, title, hint: collection?.title ?? entry.collection, status: entryStatus(entry, collection) };
    };
    if (asked.ids) {
      const data: PickerItem[] = [];
      for (const id of asked.ids) {
        const stored = index.entries.get(id);
        if (!stored || !wanted.has(stored.collection)) continue;
        // A field stores the origin's id; the site's localization gives the title the editor reads.
        const local = index.entries.get(index.localizations.get(`${asked.site}\u0000${rootOrigin(stored, index.entries)}`) ?? '') ?? stored;
        // Without one there, the stored entry: named only if it is in a site the editor may open.
        if (!c.get('cpUser').sites.includes(local.site)) continue;
        data.push(item(id, local));
      }
      return c.json<PickerResponse>({ data });
    }
    const data: PickerItem[] = [];
    for (const entry of index.entries.values()) {
      if (entry.site !== asked.site || !wanted.has(entry.collection)) continue;
      const found = item(entry.id, entry);
      if (matches(found.title, asked.q)) data.push(found);
    }
    return c.json<PickerResponse>({ data: sortAndCut(data) });
  });

  app.get('/terms', async (c) => {
    const index = await deps.store.index();
    const asked = parseRequest(c, index, 'taxonomies');
    if (asked instanceof Response) return asked;
    for (const handle of asked.handles) {
      if (!index.taxonomies.has(handle)) return refuse(c, 404, 'api.taxonomyNotFound');
      if (!deps.guard.can(c.get('cpUser'), PERMISSIONS.viewTerms(handle))) return deps.guard.forbidden(c, PERMISSIONS.viewTerms(handle));
    }
    const wanted = new Set(asked.handles);
    // Statamic's terms field stores `taxonomy::slug` (the default site's slug) when it spans taxonomies.
    const item = (term: Term): PickerItem => ({
      id: `${term.taxonomy}::${term.baseSlug}`,
      title: typeof term.values.title === 'string' ? term.values.title : term.slug,
      hint: index.taxonomies.get(term.taxonomy)?.title ?? term.taxonomy,
    });
    const inSite = index.terms.filter((term) => term.site === asked.site && wanted.has(term.taxonomy));
    if (asked.ids) {
      const byId = new Map<string, Term>(inSite.map((term) => [`${term.taxonomy}::${term.baseSlug}`, term]));
      return c.json<PickerResponse>({ data: asked.ids.flatMap((id) => (byId.has(id) ? [item(byId.get(id)!)] : [])) });
    }
    return c.json<PickerResponse>({ data: sortAndCut(inSite.map(item).filter((found) => matches(found.title, asked.q))) });
  });

  function parseRequest(c: Ctx, index: ContentIndex, listParam: string): Response | { handles: string[]; site: string; q: string; ids: string[] | null } {
    const handles = (c.req.query(listParam) ?? '').split(',').map((h) => h.trim()).filter(Boolean);
    if (handles.length === 0) return c.json({ message: `Say which ${listParam} to search (?${listParam}=a,b)` }, 422);
    const bad = handles.find((h) => !HANDLE.test(h));
    if (bad !== undefined) return c.json({ message: `Not a handle: ${bad.slice(0, 64)}` }, 422);
    const site = c.req.query('site') ?? index.defaultSite.handle;
    if (!index.sites.some((s) => s.handle === site)) return refuse(c, 404, 'api.siteNotFound');
    if (!c.get('cpUser').sites.includes(site)) return deps.guard.forbidden(c, PERMISSIONS.site(site));
    const q = (c.req.query('q') ?? '').trim();
    if (q.length > MAX_QUERY) return c.json({ message: `The search is longer than ${MAX_QUERY} characters` }, 422);
    const idList = c.req.query('ids');
    const ids = idList === undefined ? null : [...new Set(idList.split(',').map((i) => i.trim()).filter(Boolean))];
    if (ids && (ids.length > MAX_IDS || ids.some((i) => i.length > MAX_QUERY))) return c.json({ message: `Ask for at most ${MAX_IDS} ids of at most ${MAX_QUERY} characters` }, 422);
    return { handles, site, q: q.toLocaleLowerCase(), ids };
  }

  return app;
}

function matches(title: string, q: string): boolean {
  return q === '' || title.toLocaleLowerCase().includes(q);
}

function sortAndCut(items: PickerItem[]): PickerItem[] {
  return items.sort((a, b) => a.title.localeCompare(b.title)).slice(0, MAX_RESULTS);
}
