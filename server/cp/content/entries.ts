/**
 * Entries as the panel reads them: a collection's list (status, search, sort, pages) and one
 * entry's document (its form, own values, what it inherits from its origin, its other sites).
 */
import { entryStatus } from '../../../api/store/entries';
import { rootOrigin } from '../../../api/store/load';
import type { ContentIndex, Entry } from '../../../api/store/types';
import type { CollectionSummary, EntryDocument, EntryListQuery, EntryListResponse, EntryRow, Localization } from '../../../cp/shared/api';
import type { FieldSchema, FormSchema } from '../../../cp/shared/schema';
import { PERMISSIONS, type CpUser } from '../auth/types';
import type { CpDeps } from '../deps';
import { blueprintForm, formFields } from './blueprint-form';
import { formValues } from './submission';
import { updatedAt, updatedBy, type UserNames } from './user-names';

export type Can = (permission: string) => boolean;

/** The form of the entry's blueprint (found as the store found it), fieldsets read from `resources/fieldsets/`. */
export function entryForm(deps: CpDeps, index: ContentIndex, collection: string, blueprint: string | null): Promise<FormSchema> {
  return blueprintFormFor(deps, index, `collections.${collection}`, blueprint, collection);
}

/** The form of a blueprint in a namespace (collections/news, taxonomies/tags), with the fieldsets it imports; the default blueprint where there is none. */
export async function blueprintFormFor(deps: CpDeps, index: ContentIndex, namespace: string, blueprint: string | null, fallbackTitle: string): Promise<FormSchema> {
  const found = index.blueprints.find(namespace, blueprint);
  const fieldsets = new Map<string, Record<string, unknown> | undefined>();
  // Fieldsets are few and small: read the ones the blueprint names before building the form.
  const names = JSON.stringify(found?.raw ?? {}).match(/"(?:import|field)":"([\w.-]+)"/g) ?? [];
  for (const match of names) {
    const name = match.split('":"')[1]!.replace(/"$/, '');
    for (const handle of [name, name.slice(0, Math.max(0, name.lastIndexOf('.')))]) {
      if (!handle || fieldsets.has(handle) || !/^[\w-]+(?:\.[\w-]+)*$/.test(handle)) continue;
      const { file } = await deps.store.files.read(`resources/fieldsets/${handle.replaceAll('.', '/')}.yaml`);
      fieldsets.set(handle, file?.data);
    }
  }
  const raw = found?.raw ?? index.blueprints.lookup('', 'default')?.raw;
  const title = found?.title ?? fallbackTitle;
  return withTitle(blueprintForm({ handle: found?.handle ?? fallbackTitle, title, ...(raw ? { raw } : {}) }, (h) => fieldsets.get(h)));
}

/**
 * An entry's and a term's form always has a title, first, as Statamic makes sure of
 * (ensureEntryBlueprintFields, ensureTermBlueprintFields: a text field prepended where the
 * blueprint has none). Without it a blueprint without `title` saved no title at all. Statamic
 * makes it required; here it is not yet, so that items written without a title (hand-written,
 * imported) still save (decision 039).
 */
function withTitle(form: FormSchema): FormSchema {
  if (formFields(form).some((f) => f.handle === 'title')) return form;
  const title: FieldSchema = { handle: 'title', type: 'text', display: 'Title', localizable: true, required: false, validate: [], config: {} };
  const [first, ...tabs] = form.tabs;
  if (!first) return { ...form, tabs: [{ handle: 'main', display: 'Main', sections: [{ fields: [title] }] }] };
  const [section, ...sections] = first.sections;
  return { ...form, tabs: [{ ...first, sections: [{ ...(section ?? {}), fields: [title, ...(section?.fields ?? [])] }, ...sections] }, ...tabs] };
}

export function collectionSummary(index: ContentIndex, handle: string, can: Can): CollectionSummary | undefined {
  const c = index.collections.get(handle);
  if (!c) return undefined;
  const counts: Record<string, number> = {};
  for (const site of c.sites) counts[site] = 0;
  for (const e of index.entries.values()) if (e.collection === handle && counts[e.site] !== undefined) counts[e.site]!++;
  return { handle, title: c.title, sites: c.sites, dated: c.dated, structured: c.structure !== null, canCreate: can(PERMISSIONS.createEntries(handle)), hasPages: [...c.routes.values()].some((route) => route !== ''), counts };
}

/** Case- and accent-insensitive text for search. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

function titleOf(entry: Entry): string {
  const title = entry.values.title;
  return typeof title === 'string' || typeof title === 'number' ? String(title) : (entry.slug ?? entry.id);
}

export function entryRow(index: ContentIndex, entry: Entry, names: UserNames, now: number): EntryRow {
  const collection = index.collections.get(entry.collection);
  const status = entryStatus(entry, collection, now);
  return {
    id: entry.id,
    title: titleOf(entry),
    slug: entry.slug,
    status,
    date: collection?.dated ? entry.date : null,
    url: status === 'draft' ? null : entry.url,
    site: entry.site,
    updatedBy: updatedBy(entry.own.updated_by, names),
    updatedAt: updatedAt(entry.own.updated_at, entry.lastModified),
    localized: entry.originId !== null,
  };
}

export function listEntries(index: ContentIndex, handle: string, query: Required<Pick<EntryListQuery, 'site' | 'page' | 'perPage'>> & EntryListQuery, names: UserNames, can: Can, now = Date.now()): EntryListResponse | undefined {
  const collection = collectionSummary(index, handle, can);
  if (!collection) return undefined;
  const needle = query.search ? fold(query.search.trim()) : '';
  let rows = [...index.entries.values()]
    .filter((e) => e.collection === handle && e.site === query.site)
    .map((e) => ({ row: entryRow(index, e, names, now), order: e.order }))
    .filter(({ row }) => (!needle || fold(row.title).includes(needle)) && (!query.status || row.status === query.status));
  const sort = query.sort ?? (collection.dated ? 'date' : 'title');
  const direction = (query.order ?? (query.sort ? 'asc' : collection.dated ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
  const key = (r: EntryRow): string => (sort === 'updated_at' ? (r.updatedAt ?? '') : sort === 'title' ? fold(r.title) : String(r[sort] ?? ''));
  rows = rows.sort((a, b) => (key(a.row) < key(b.row) ? -direction : key(a.row) > key(b.row) ? direction : 0) || (a.row.id < b.row.id ? -1 : 1));
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / query.perPage));
  const data = rows.slice((query.page - 1) * query.perPage, query.page * query.perPage).map((r) => r.row);
  return { collection, data, meta: { total, page: query.page, perPage: query.perPage, lastPage } };
}

/** The entry's other sites: the localization there (by the shared root origin), or none yet. */
export function localizationsOf(index: ContentIndex, entry: Entry, now: number): Localization[] {
  const collection = index.collections.get(entry.collection);
  const root = rootOrigin(entry, index.entries);
  return (collection?.sites ?? [entry.site]).map((site) => {
    const id = index.localizations.get(`${site}\u0000${root}`) ?? null;
    const other = id ? index.entries.get(id) : undefined;
    return { site, id: other ? other.id : null, status: other ? entryStatus(other, collection, now) : null, origin: other ? other.id === root : false };
  });
}

/** A date for the form: `YYYY-MM-DD`, with ` HH:MM` when the blueprint's date field has time. */
export function formDate(iso: string | null, form: FormSchema): string | null {
  if (!iso) return null;
  const field = formFields(form).find((f) => f.handle === 'date' && f.type === 'date');
  return field?.config.time_enabled === true ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
}

export async function entryDocument(deps: CpDeps, index: ContentIndex, entry: Entry, user: CpUser, names: UserNames, version: string, now = Date.now()): Promise<EntryDocument> {
  const collection = index.collections.get(entry.collection);
  const form = await entryForm(deps, index, entry.collection, entry.blueprint);
  const fields = formFields(form);
  const origin = entry.originId ? index.entries.get(entry.originId) : undefined;
  const can = (p: string) => deps.guard.can(user, p);
  const status = entryStatus(entry, collection, now);
  return {
    kind: 'entry',
    id: entry.id,
    collection: entry.collection,
    site: entry.site,
    blueprint: form,
    values: formValues(fields, entry.own),
    localized: origin ? fields.filter((f) => Object.hasOwn(entry.own, f.handle)).map((f) => f.handle) : null,
    originValues: origin ? formValues(fields, origin.values) : null,
    originId: origin?.id ?? null,
    version,
    meta: {
      slug: entry.slug,
      date: collection?.dated ? formDate(entry.date, form) : null,
      published: entry.published,
      status,
      url: status === 'draft' ? null : entry.url,
      updatedBy: updatedBy(entry.own.updated_by, names),
      updatedAt: updatedAt(entry.own.updated_at, entry.lastModified),
    },
    localizations: localizationsOf(index, entry, now),
    can: {
      edit: can(PERMISSIONS.editEntries(entry.collection)),
      publish: can(PERMISSIONS.publishEntries(entry.collection)),
      delete: can(PERMISSIONS.deleteEntries(entry.collection)),
    },
  };
}
