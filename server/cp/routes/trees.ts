/**
 * /cp/api/navigation: the navigations, and a navigation's tree per site (read, save);
 * /cp/api/collections/{c}/tree: a structured collection's tree per site (read, save).
 * Handles and sites are looked up in the index (an unknown one is a 404), never used to build
 * a path. Reading a navigation needs `view {nav} nav` or `edit {nav} nav`, saving `edit {nav} nav`;
 * a collection's tree `view {c} entries` to read and `reorder {c} entries` to save; both the site's access.
 */
import { Hono, type Context } from 'hono';
import type { ContentIndex } from '../../../api/store/types';
import type { NavigationSummary, NavigationsResponse } from '../../../cp/shared/api';
import { PERMISSIONS, type CpUser, type CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { saveTree, treeDocument, type TreeTarget } from '../content/trees';
import { refuse } from '../i18n';
import { answer, worded } from './answer';
import { readJson } from './json-body';
import { SiteQuerySchema, TreeSaveRequestSchema } from './schemas';

type C = Context<{ Variables: CpVariables }>;
type Found = { target: TreeTarget; index: ContentIndex } | { response: Response };

export function treeRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const app = new Hono<{ Variables: CpVariables }>();
  // Its own paths only: mounted beside other modules under /cp/api, an unknown path stays a 404.
  app.use('/navigation', deps.guard.user());
  app.use('/navigation/*', deps.guard.user());
  app.use('/collections/:c/tree', deps.guard.user());
  const can = (user: CpUser, permission: string) => deps.guard.can(user, permission);
  const mayReadNav = (user: CpUser, nav: string) => can(user, PERMISSIONS.viewNav(nav)) || can(user, PERMISSIONS.editNav(nav));

  /** The navigation's settings file holds what NavConfig leaves out: the collections it links (those that exist). */
  const navCollections = async (index: ContentIndex, handle: string): Promise<string[]> => {
    const config = await deps.writer.read(`content/navigation/${handle}.yaml`);
    const listed: unknown[] = Array.isArray(config?.data.collections) ? config.data.collections : [];
    return listed.filter((h): h is string => typeof h === 'string' && index.collections.has(h));
  };

  /** The site asked for (else the first of `sites` the user works on), which must be one of `sites` and the user's. */
  const siteOf = (c: C, sites: string[], title: string): string | Response => {
    const query = SiteQuerySchema.safeParse(c.req.query());
    const user = c.get('cpUser');
    const site = query.success ? (query.data.site ?? sites.find((s) => user.sites.includes(s)) ?? sites[0]) : undefined;
    if (site === undefined || !sites.includes(site)) return refuse(c, 404, 'tree.noTreeInSite', { title });
    if (!user.sites.includes(site)) return deps.guard.forbidden(c, PERMISSIONS.site(site));
    return site;
  };

  const navTarget = async (c: C, permission: 'read' | 'edit'): Promise<Found> => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const nav = index.navs.get(c.req.param('nav') ?? '');
    if (!nav) return { response: refuse(c, 404, 'tree.navigationNotFound') };
    const canEdit = can(user, PERMISSIONS.editNav(nav.handle));
    if (!(permission === 'edit' ? canEdit : mayReadNav(user, nav.handle))) return { response: deps.guard.forbidden(c, PERMISSIONS.editNav(nav.handle)) };
    const site = siteOf(c, [...nav.trees.keys()], nav.title);
    if (site instanceof Response) return { response: site };
    const collections = await navCollections(index, nav.handle);
    const sites = [...nav.trees.keys()].filter((s) => user.sites.includes(s));
    return { index, target: { kind: 'navigation', handle: nav.handle, title: nav.title, site, sites, maxDepth: nav.maxDepth, expectsRoot: nav.expectsRoot, collections, canEdit } };
  };

  const collectionTarget = async (c: C, permission: 'read' | 'edit'): Promise<Found> => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const collection = index.collections.get(c.req.param('c') ?? '');
    if (!collection?.structure) return { response: refuse(c, 404, 'tree.collectionNotFound') };
    const canEdit = can(user, PERMISSIONS.reorderEntries(collection.handle));
    const needed = permission === 'edit' ? PERMISSIONS.reorderEntries(collection.handle) : PERMISSIONS.viewEntries(collection.handle);
    if (!can(user, needed)) return { response: deps.guard.forbidden(c, needed) };
    const site = siteOf(c, collection.sites, collection.title);
    if (site instanceof Response) return { response: site };
    const sites = collection.sites.filter((s) => user.sites.includes(s));
    const { root, maxDepth } = collection.structure;
    return { index, target: { kind: 'collection', handle: collection.handle, title: collection.title, site, sites, maxDepth, expectsRoot: root, collections: [collection.handle], canEdit } };
  };

  app.get('/navigation', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const data: NavigationSummary[] = [];
    for (const nav of index.navs.values()) {
      if (!mayReadNav(user, nav.handle)) continue;
      const sites = [...nav.trees.keys()].filter((s) => user.sites.includes(s));
      // A menu only in sites the user does not work on is not theirs to open (NavPolicy's site check).
      if (nav.trees.size > 0 && sites.length === 0) continue;
      data.push({
        handle: nav.handle,
        title: nav.title,
        maxDepth: nav.maxDepth,
        collections: await navCollections(index, nav.handle),
        sites,
        canEdit: can(user, PERMISSIONS.editNav(nav.handle)),
      });
    }
    return c.json({ data } satisfies NavigationsResponse);
  });

  const read = (find: typeof navTarget) => async (c: C) => {
    const found = await find(c, 'read');
    if ('response' in found) return found.response;
    return c.json(worded(c, await treeDocument(deps, found.index, found.target)));
  };
  const save = (find: typeof navTarget) => async (c: C) => {
    const found = await find(c, 'edit');
    if ('response' in found) return found.response;
    const body = await readJson(c, TreeSaveRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await saveTree(deps, c.get('cpUser'), found.target, body.value));
  };

  app.get('/navigation/:nav/tree', read(navTarget));
  app.put('/navigation/:nav/tree', save(navTarget));
  app.get('/collections/:c/tree', read(collectionTarget));
  app.put('/collections/:c/tree', save(collectionTarget));

  return app;
}
