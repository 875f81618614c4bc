/**
 * /cp/api/taxonomies: the taxonomies, a taxonomy's terms in a site, one term (read, save,
 * delete) and new terms. Handles, slugs and sites are looked up in the index (an unknown one is
 * a 404), never used to build a path.
 */
import { Hono, type Context } from 'hono';
import type { ContentIndex, TaxonomyConfig } from '../../../api/store/types';
import type { BlueprintResponse, TaxonomiesResponse, TaxonomySummary, TermsResponse } from '../../../cp/shared/api';
import { PERMISSIONS, type CpUser, type CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { formFields } from '../content/blueprint-form';
import { formValues } from '../content/submission';
import { createTerm, deleteTerm, findTerm, saveTerm, termDocument, termForm, termSummaries } from '../content/terms';
import { refuse } from '../i18n';
import { answer } from './answer';
import { readJson } from './json-body';
import { SiteQuerySchema, TermCreateRequestSchema, TermSaveRequestSchema } from './schemas';

type C = Context<{ Variables: CpVariables }>;

function summary(index: ContentIndex, taxonomy: TaxonomyConfig, can: (p: string) => boolean): TaxonomySummary {
  return {
    handle: taxonomy.handle,
    title: taxonomy.title,
    sites: taxonomy.sites,
    terms: index.terms.filter((t) => t.taxonomy === taxonomy.handle && t.site === taxonomy.sites[0]).length,
    can: { create: can(PERMISSIONS.createTerms(taxonomy.handle)) },
  };
}

export function taxonomyRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const app = new Hono<{ Variables: CpVariables }>();
  // Its own paths only: mounted beside other modules under /cp/api, an unknown path stays a 404.
  app.use('/taxonomies', deps.guard.user());
  app.use('/taxonomies/*', deps.guard.user());
  const can = (user: CpUser) => (p: string) => deps.guard.can(user, p);

  /**
   * The taxonomy, the site asked for (else the taxonomy's first the user may work on), once the
   * user holds `permission` there: viewing its terms (which editing holds) by default, creating
   * one for the new-term form and its POST (TermPolicy::create asks for nothing else).
   */
  const target = async (c: C, permission: (taxonomy: string) => string = PERMISSIONS.viewTerms) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const taxonomy = index.taxonomies.get(c.req.param('t') ?? '');
    if (!taxonomy) return { response: refuse(c, 404, 'api.taxonomyNotFound') };
    const query = SiteQuerySchema.safeParse(c.req.query());
    const site = query.success ? (query.data.site ?? taxonomy.sites.find((s) => user.sites.includes(s)) ?? taxonomy.sites[0]!) : '';
    if (!taxonomy.sites.includes(site)) return { response: refuse(c, 404, 'api.siteNotFound') };
    for (const p of [permission(taxonomy.handle), PERMISSIONS.site(site)]) if (!deps.guard.can(user, p)) return { response: deps.guard.forbidden(c, p) };
    return { index, user, taxonomy, site };
  };
  /** Creating or deleting a term writes its file's own values: the default site's, so that site's access is needed. */
  const defaultSite = (c: C, user: CpUser, taxonomy: TaxonomyConfig) => {
    const permission = PERMISSIONS.site(taxonomy.sites[0]!);
    return deps.guard.can(user, permission) ? null : deps.guard.forbidden(c, permission);
  };

  app.get('/taxonomies', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    // Those the user may open in a site of theirs (TaxonomyPolicy::index and its site check).
    const opens = (t: TaxonomyConfig) => (deps.guard.can(user, PERMISSIONS.viewTerms(t.handle)) || deps.guard.can(user, PERMISSIONS.createTerms(t.handle))) && t.sites.some((s) => user.sites.includes(s));
    const data = [...index.taxonomies.values()].filter(opens).map((t) => summary(index, t, can(user)));
    return c.json({ data } satisfies TaxonomiesResponse);
  });

  app.get('/taxonomies/:t/terms', async (c) => {
    const t = await target(c);
    if ('response' in t) return t.response;
    const q = (c.req.query('q') ?? '').slice(0, 200);
    return c.json({ taxonomy: summary(t.index, t.taxonomy, can(t.user)), site: t.site, data: termSummaries(t.index, t.taxonomy, t.site, q) } satisfies TermsResponse);
  });

  /** The form of a new term. */
  app.get('/taxonomies/:t/terms/blueprint', async (c) => {
    const t = await target(c, PERMISSIONS.createTerms);
    if ('response' in t) return t.response;
    const blueprint = await termForm(deps, t.index, t.taxonomy);
    return c.json({ blueprint, values: formValues(formFields(blueprint), {}) } satisfies BlueprintResponse);
  });

  app.post('/taxonomies/:t/terms', async (c) => {
    const t = await target(c, PERMISSIONS.createTerms);
    if ('response' in t) return t.response;
    const refused = defaultSite(c, t.user, t.taxonomy);
    if (refused) return refused;
    const body = await readJson(c, TermCreateRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await createTerm(deps, t.user, t.taxonomy, body.value));
  });

  app.get('/taxonomies/:t/terms/:slug', async (c) => {
    const t = await target(c);
    if ('response' in t) return t.response;
    const term = findTerm(t.index, t.taxonomy.handle, c.req.param('slug'), t.site);
    const document = term ? await termDocument(deps, t.index, t.taxonomy, term.baseSlug, t.site, t.user) : null;
    return document ? c.json(document) : refuse(c, 404, 'api.termNotFound');
  });

  app.put('/taxonomies/:t/terms/:slug', async (c) => {
    const t = await target(c);
    if ('response' in t) return t.response;
    const term = findTerm(t.index, t.taxonomy.handle, c.req.param('slug'), t.site);
    if (!term) return refuse(c, 404, 'api.termNotFound');
    const body = await readJson(c, TermSaveRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await saveTerm(deps, t.user, t.taxonomy, term.baseSlug, t.site, body.value));
  });

  app.delete('/taxonomies/:t/terms/:slug', async (c) => {
    const t = await target(c);
    if ('response' in t) return t.response;
    const term = findTerm(t.index, t.taxonomy.handle, c.req.param('slug'), t.site);
    if (!term) return refuse(c, 404, 'api.termNotFound');
    const refused = defaultSite(c, t.user, t.taxonomy);
    if (refused) return refused;
    const version = c.req.query('version');
    if (version !== undefined && version.length > 200) return refuse(c, 422, 'api.versionInvalid');
    return answer(c, await deleteTerm(deps, t.user, t.taxonomy, term.baseSlug, version));
  });

  return app;
}
