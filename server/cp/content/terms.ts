/**
 * Taxonomy terms as Statamic 5 stores them: one file per term,
 * `content/taxonomies/{taxonomy}/{slug}.yaml`, holding the default site's values at the top
 * and each other site's own values under `localizations.{site}` (api/store/sets.ts reads them
 * the same way). A localization falls back to the default site's values field by field, as
 * an entry's does to its origin.
 */
import { slugify } from '../../../api/store/slug';
import type { ContentIndex, Data, TaxonomyConfig, Term } from '../../../api/store/types';
import type { TermCreateRequest, TermDocument, TermSaveRequest, TermSummary } from '../../../cp/shared/api';
import { message } from '../../../cp/shared/messages';
import type { FormSchema } from '../../../cp/shared/schema';
import { PERMISSIONS, type CpUser } from '../auth/types';
import type { CpDeps } from '../deps';
import { formFields } from './blueprint-form';
import { blueprintFormFor } from './entries';
import { conflictBody, fail, invalid, writeOrRefuse, type Outcome } from './outcome';
import { applySubmission, formValues, writableFields } from './submission';
import { readUserNames, updatedAt, updatedBy } from './user-names';
import { validateValues } from './validate';
import { VersionConflictError } from '../write/types';
import { missingAssetErrors } from '../assets/existing';
import { assetGate } from '../assets/gate';

const SLUG = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

export const termFile = (taxonomy: string, slug: string) => `content/taxonomies/${taxonomy}/${slug}.yaml`;

export function termForm(deps: CpDeps, index: ContentIndex, taxonomy: TaxonomyConfig): Promise<FormSchema> {
  return blueprintFormFor(deps, index, `taxonomies.${taxonomy.handle}`, null, taxonomy.title);
}

/** The term of a taxonomy in one site, by its file's slug. */
export function findTerm(index: ContentIndex, taxonomy: string, slug: string, site: string): Term | undefined {
  return index.terms.find((t) => t.taxonomy === taxonomy && t.baseSlug === slug && t.site === site);
}

/** The file's parts: the default site's own values, and the other sites'. */
export function split(data: Data): { own: Data; localizations: Record<string, Data> } {
  const { localizations, ...own } = data;
  const locs = typeof localizations === 'object' && localizations !== null && !Array.isArray(localizations) ? (localizations as Record<string, Data>) : {};
  return { own, localizations: locs };
}

/** Entries that name the term: Statamic relates them by a field with the taxonomy's handle (`news_categories: [events]`). */
export function entriesUsing(index: ContentIndex, taxonomy: string, slug: string): string[] {
  const ids: string[] = [];
  for (const entry of index.entries.values()) {
    // The taxonomy's own key (Statamic's collection taxonomies), and every top-level `terms`
    // field of the entry's blueprint that links the taxonomy, whatever its handle (one without
    // `taxonomies` links any, its values scoped as `topics::hoff`).
    const fields = index.blueprints.find(`collections.${entry.collection}`, entry.blueprint)?.fields;
    const keys = new Set([taxonomy]);
    for (const [handle, field] of fields ?? []) if (field.type === 'terms' && (!field.taxonomies?.length || field.taxonomies.includes(taxonomy))) keys.add(handle);
    const uses = [...keys].some((key) => {
      const value = entry.own[key];
      return (Array.isArray(value) ? value : [value]).some((v) => v === slug || v === `${taxonomy}::${slug}`);
    });
    if (uses) ids.push(entry.id);
  }
  return ids;
}

export function termSummaries(index: ContentIndex, taxonomy: TaxonomyConfig, site: string, q: string): TermSummary[] {
  const needle = q.trim().toLowerCase();
  return index.terms
    .filter((t) => t.taxonomy === taxonomy.handle && t.site === site)
    .map((t) => ({ slug: t.baseSlug, title: String(t.values.title ?? t.slug), localized: t.localized, entries: entriesUsing(index, taxonomy.handle, t.baseSlug).length }))
    .filter((t) => needle === '' || t.title.toLowerCase().includes(needle) || t.slug.includes(needle))
    .sort((a, b) => a.title.localeCompare(b.title));
}

export async function termDocument(deps: CpDeps, index: ContentIndex, taxonomy: TaxonomyConfig, slug: string, site: string, user: CpUser): Promise<TermDocument | null> {
  const stored = await deps.writer.read(termFile(taxonomy.handle, slug));
  if (!stored) return null;
  const form = await termForm(deps, index, taxonomy);
  const fields = formFields(form);
  const { own, localizations } = split(stored.data);
  const isDefault = site === taxonomy.sites[0];
  const local = isDefault ? own : (localizations[site] ?? {});
  const names = await readUserNames(deps.store.root);
  return {
    kind: 'term',
    taxonomy: taxonomy.handle,
    taxonomyTitle: taxonomy.title,
    slug,
    site,
    blueprint: form,
    values: formValues(fields, local),
    localized: isDefault ? null : fields.filter((f) => Object.hasOwn(local, f.handle)).map((f) => f.handle),
    originValues: isDefault ? null : formValues(fields, own),
    originSite: isDefault ? null : taxonomy.sites[0]!,
    version: stored.version,
    meta: { updatedBy: updatedBy(own.updated_by, names), updatedAt: updatedAt(own.updated_at, null), entries: entriesUsing(index, taxonomy.handle, slug).length },
    sites: taxonomy.sites,
    can: { edit: deps.guard.can(user, PERMISSIONS.editTerms(taxonomy.handle)), delete: deps.guard.can(user, PERMISSIONS.deleteTerms(taxonomy.handle)) },
  };
}

/**
 * `commitMessage`: the commit's, when the save is more than an edit (a restored version says
 * which). Inside the asset gate: the assets it names exist until it is written (gate.ts).
 */
export function saveTerm(deps: CpDeps, user: CpUser, taxonomy: TaxonomyConfig, slug: string, site: string, request: TermSaveRequest, commitMessage?: string): Promise<Outcome> {
  return assetGate(deps.writer).share(() => saveTermNow(deps, user, taxonomy, slug, site, request, commitMessage));
}

async function saveTermNow(deps: CpDeps, user: CpUser, taxonomy: TaxonomyConfig, slug: string, site: string, request: TermSaveRequest, commitMessage?: string): Promise<Outcome> {
  const index = await deps.store.index();
  if (!deps.guard.can(user, PERMISSIONS.editTerms(taxonomy.handle))) return fail(403, message('api.forbidden', { permission: PERMISSIONS.editTerms(taxonomy.handle) }));
  const file = termFile(taxonomy.handle, slug);
  const stored = await deps.writer.read(file);
  if (!stored) return fail(404, message('api.termNotFound'));
  const { own, localizations } = split(stored.data);
  const isDefault = site === taxonomy.sites[0];
  const current = isDefault ? own : (localizations[site] ?? {});
  const fields = formFields(await termForm(deps, index, taxonomy));
  const localized = isDefault ? null : new Set(request.localized ?? fields.filter((f) => Object.hasOwn(current, f.handle)).map((f) => f.handle));
  const writable = writableFields(fields, localized);
  const result = validateValues(writable, request.values);
  const errors = { ...(await missingAssetErrors(deps.store.root, index, writable, request.values, current)), ...result.errors };
  if (Object.keys(errors).length > 0) return invalid(errors);
  const values = applySubmission({ fields, current, submitted: request.values, localized });
  const data: Data = isDefault ? { ...values } : { ...own };
  // A localization that overrides nothing is left out (the term still exists in that site), and `localizations` once empty.
  const locs = isDefault ? localizations : { ...localizations, [site]: values };
  if (!isDefault && Object.keys(values).length === 0) delete locs[site];
  if (Object.keys(locs).length > 0) data.localizations = locs;
  const names = await readUserNames(deps.store.root);
  const written = await writeOrRefuse(
    deps.writer,
    {
      file, data, expected: request.version, ...(request.force ? { force: true } : {}),
      // Statamic stamps the file's own values; a localization's would sit under `localizations`, where our writer does not stamp.
      ...(isDefault ? { stamps: { updated_by: user.id, updated_at: Math.floor(Date.now() / 1000) } } : {}),
      author: { name: user.name, email: user.email },
      message: commitMessage ?? `Term saved: ${String(request.values.title ?? own.title ?? slug)} (${taxonomy.handle}, ${site})`,
    },
    (error) => conflictBody(error, fields, request.values, names),
  );
  if ('refused' in written) return written.refused;
  if (written.result.status === 'written') deps.changed([file]);
  const document = await termDocument(deps, await deps.store.index(), taxonomy, slug, site, user);
  return document ? { status: 200, body: document } : fail(404, message('api.termNotFound'));
}

export function createTerm(deps: CpDeps, user: CpUser, taxonomy: TaxonomyConfig, request: TermCreateRequest): Promise<Outcome> {
  return assetGate(deps.writer).share(() => createTermNow(deps, user, taxonomy, request));
}

async function createTermNow(deps: CpDeps, user: CpUser, taxonomy: TaxonomyConfig, request: TermCreateRequest): Promise<Outcome> {
  const index = await deps.store.index();
  if (!deps.guard.can(user, PERMISSIONS.createTerms(taxonomy.handle))) return fail(403, message('api.forbidden', { permission: PERMISSIONS.createTerms(taxonomy.handle) }));
  const fields = formFields(await termForm(deps, index, taxonomy));
  const result = validateValues(writableFields(fields, null), request.values);
  const lang = index.sites.find((s) => s.handle === taxonomy.sites[0])?.lang ?? 'en';
  const slug = request.slug !== undefined && request.slug !== '' ? request.slug : typeof request.values.title === 'string' ? slugify(request.values.title, lang) : '';
  const errors = { ...(await missingAssetErrors(deps.store.root, index, writableFields(fields, null), request.values, {})), ...result.errors };
  if (!SLUG.test(slug) || slug.length > 200) errors.slug = [message('validation.slugFormat')];
  else if (index.terms.some((t) => t.taxonomy === taxonomy.handle && t.baseSlug === slug)) errors.slug = [message('validation.termSlugTaken')];
  if (Object.keys(errors).length > 0) return invalid(errors);
  const values = applySubmission({ fields, current: {}, submitted: request.values, localized: null });
  const file = termFile(taxonomy.handle, slug);
  const written = await writeOrRefuse(
    deps.writer,
    {
      file, data: values, expected: null,
      stamps: { updated_by: user.id, updated_at: Math.floor(Date.now() / 1000) },
      author: { name: user.name, email: user.email },
      message: `Term created: ${String(request.values.title ?? slug)} (${taxonomy.handle})`,
    },
    () => ({ message: message('validation.termSlugTaken'), conflict: { updatedBy: null, updatedAt: null, version: '', changes: [] } }),
  );
  if ('refused' in written) return written.refused;
  deps.changed([file]);
  const document = await termDocument(deps, await deps.store.index(), taxonomy, slug, taxonomy.sites[0]!, user);
  return document ? { status: 201, body: document } : fail(404, message('api.termNotFound'));
}

/** A term that entries still name is not deleted: their pages would list a category that is gone. */
export async function deleteTerm(deps: CpDeps, user: CpUser, taxonomy: TaxonomyConfig, slug: string, version: string | undefined): Promise<Outcome> {
  const index = await deps.store.index();
  if (!deps.guard.can(user, PERMISSIONS.deleteTerms(taxonomy.handle))) return fail(403, message('api.forbidden', { permission: PERMISSIONS.deleteTerms(taxonomy.handle) }));
  const file = termFile(taxonomy.handle, slug);
  const stored = await deps.writer.read(file);
  if (!stored) return fail(404, message('api.termNotFound'));
  const using = entriesUsing(index, taxonomy.handle, slug);
  if (using.length > 0) return fail(409, message('api.termInUse', { count: using.length }));
  try {
    await deps.writer.remove({ file, expected: version ?? stored.version, author: { name: user.name, email: user.email }, message: `Term deleted: ${String(stored.data.title ?? slug)} (${taxonomy.handle})` });
  } catch (error) {
    if (error instanceof VersionConflictError) return { status: 409, refusal: conflictBody(error, [], {}, await readUserNames(deps.store.root)) };
    throw error;
  }
  deps.changed([file]);
  return { status: 204, body: null };
}
