/** /cp/api/globals: the global sets and one set's values per site (read, save). */
import { Hono, type Context } from 'hono';
import type { GlobalsResponse } from '../../../cp/shared/api';
import type { ContentIndex, GlobalSet } from '../../../api/store/types';
import { PERMISSIONS, type CpUser, type CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { globalDocument, saveGlobal } from '../content/globals';
import { answer } from './answer';
import { readJson } from './json-body';
import { GlobalSaveRequestSchema, SiteQuerySchema } from './schemas';
import { refuse } from '../i18n';

export function globalRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const app = new Hono<{ Variables: CpVariables }>();
  // Its own paths only: mounted beside other modules under /cp/api, an unknown path stays a 404.
  app.use('/globals', deps.guard.user());
  app.use('/globals/*', deps.guard.user());

  /**
   * Whether the set is in the site: Statamic 5 keeps a set in the sites that have its values file
   * (`content/globals/{site}/{handle}.yaml`); another site's values are added where the set is
   * configured, not by opening it there.
   */
  const inSite = (index: ContentIndex, set: GlobalSet, site: string): boolean => index.sites.length === 1 || set.variables.has(site);
  /** Listed in a site: where it is, and to whoever may configure globals everywhere (Statamic links them to the set's settings). */
  const opens = (index: ContentIndex, set: GlobalSet, site: string, user: CpUser): boolean => inSite(index, set, site) || deps.guard.can(user, PERMISSIONS.configureGlobals);

  app.get('/globals', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    // Each set in the user's sites it has values in (all of them to whoever may configure globals).
    const data = [...index.globals.values()]
      .filter((g) => deps.guard.can(user, PERMISSIONS.editGlobals(g.handle)))
      .map((g) => ({ handle: g.handle, title: g.title, sites: index.sites.map((s) => s.handle).filter((site) => user.sites.includes(site) && opens(index, g, site, user)) }))
      .filter((g) => g.sites.length > 0);
    return c.json({ data } satisfies GlobalsResponse);
  });

  const target = async (c: Context<{ Variables: CpVariables }>) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const set = index.globals.get(c.req.param('handle') ?? '');
    if (!set) return { response: refuse(c, 404, 'api.globalNotFound') };
    const query = SiteQuerySchema.safeParse(c.req.query());
    if (!query.success) return { response: refuse(c, 404, 'api.siteNotFound') };
    const site = query.data.site ?? index.defaultSite.handle;
    if (!index.sites.some((s) => s.handle === site)) return { response: refuse(c, 404, 'api.siteNotFound') };
    if (!inSite(index, set, site)) return { response: refuse(c, 404, 'api.globalNotInSite', { title: set.title }) };
    for (const p of [PERMISSIONS.editGlobals(set.handle), PERMISSIONS.site(site)]) if (!deps.guard.can(user, p)) return { response: deps.guard.forbidden(c, p) };
    return { index, user, set, site };
  };

  app.get('/globals/:handle', async (c) => {
    const t = await target(c);
    if ('response' in t) return t.response;
    return c.json(await globalDocument(deps, t.index, t.set, t.site, t.user));
  });

  app.put('/globals/:handle', async (c) => {
    const t = await target(c);
    if ('response' in t) return t.response;
    const body = await readJson(c, GlobalSaveRequestSchema);
    if (!body.ok) return body.response;
    const outcome = await saveGlobal(deps, t.user, t.set, t.site, body.value);
    return answer(c, outcome);
  });

  return app;
}
