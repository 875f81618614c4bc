/**
 * The entries and terms fields' pickers: GET /cp/api/search/entries and /cp/api/search/terms
 * (cp/shared/api.ts PickerResponse). Only what the user may see: the collection's or
 * taxonomy's view permission for every one asked for, and the site's access.
 */
import { Hono, type Context } from 'hono';
import { entryStatus } from '../../../api/store/entries';
import type { ContentIndex } from '../../../api/store/types';
import type { PickerItem, PickerResponse } from '../../../cp/shared/api';
import { PERMISSIONS, type CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';

/** A picker shows a short list: the editor narrows it by typing. */
const MAX_RESULTS = 50;
const HANDLE = /^[a-z0-9_-]{1,64}$/i;
const MAX_QUERY = 200;

type Ctx = Context<{ Variables: CpVariables }>;

export function searchRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const app = new Hono<{ Variables: CpVariables }>();
  app.use('*', deps.guard.user());

  app.get('/entries', async (c) => {
    const index = await deps.store.index();
    const asked = parseRequest(c, index, 'collections');
    if (asked instanceof Response) return asked;
    for (const handle of asked.handles) {
      if (!index.collections.has(handle)) return c.json({ message: `Unknown collection: ${handle}` }, 404);
      if (!deps.guard.can(c.get('cpUser'), PERMISSIONS.viewEntries(handle))) return deps.guard.forbidden(c, PERMISSIONS.viewEntries(handle));
    }
    const wanted = new Set(asked.handles);
    const data: PickerItem[] = [];
    for (const entry of index.entries.values()) {
      if (entry.site !== asked.site || !wanted.has(entry.collection)) continue;
      const title = typeof entry.values.title === 'string' ? entry.values.title : (entry.slug ?? entry.id);
      if (!matches(title, asked.q)) continue;
      const collection = index.collections.get(entry.collection);
      data.push({ id: entry.id, title, hint: collection?.title ?? entry.collection, status: entryStatus(entry, collection) });
    }
    return c.json<PickerResponse>({ data: sortAndCut(data) });
  });

  app.get('/terms', async (c) => {
    const index = await deps.store.index();
    const asked = parseRequest(c, index, 'taxonomies');
    if (asked instanceof Response) return asked;
    for (const handle of asked.handles) {
      if (!index.taxonomies.has(handle)) return c.json({ message: `Unknown taxonomy: ${handle}` }, 404);
      if (!deps.guard.can(c.get('cpUser'), PERMISSIONS.viewTerms(handle))) return deps.guard.forbidden(c, PERMISSIONS.viewTerms(handle));
    }
    const wanted = new Set(asked.handles);
    const data: PickerItem[] = [];
    for (const term of index.terms) {
      if (term.site !== asked.site || !wanted.has(term.taxonomy)) continue;
      const title = typeof term.values.title === 'string' ? term.values.title : term.slug;
      if (!matches(title, asked.q)) continue;
      // Statamic's terms field stores `taxonomy::slug` (the default site's slug) when it spans taxonomies.
      data.push({ id: `${term.taxonomy}::${term.baseSlug}`, title, hint: index.taxonomies.get(term.taxonomy)?.title ?? term.taxonomy });
    }
    return c.json<PickerResponse>({ data: sortAndCut(data) });
  });

  function parseRequest(c: Ctx, index: ContentIndex, listParam: string): Response | { handles: string[]; site: string; q: string } {
    const handles = (c.req.query(listParam) ?? '').split(',').map((h) => h.trim()).filter(Boolean);
    if (handles.length === 0) return c.json({ message: `Say which ${listParam} to search (?${listParam}=a,b)` }, 422);
    const bad = handles.find((h) => !HANDLE.test(h));
    if (bad !== undefined) return c.json({ message: `Not a handle: ${bad.slice(0, 64)}` }, 422);
    const site = c.req.query('site') ?? index.defaultSite.handle;
    if (!index.sites.some((s) => s.handle === site)) return c.json({ message: `Unknown site: ${site.slice(0, 64)}` }, 404);
    if (!c.get('cpUser').sites.includes(site)) return deps.guard.forbidden(c, PERMISSIONS.site(site));
    const q = (c.req.query('q') ?? '').trim();
    if (q.length > MAX_QUERY) return c.json({ message: `The search is longer than ${MAX_QUERY} characters` }, 422);
    return { handles, site, q: q.toLocaleLowerCase() };
  }

  return app;
}

function matches(title: string, q: string): boolean {
  return q === '' || title.toLocaleLowerCase().includes(q);
}

function sortAndCut(items: PickerItem[]): PickerItem[] {
  return items.sort((a, b) => a.title.localeCompare(b.title)).slice(0, MAX_RESULTS);
}
