/**
 * What has a history, one file each, and what the history of each needs: the file, who may
 * read and restore it, its difference between two states in the blueprint's words, and its
 * restore. Entries, global sets and terms restore through their own save (validated like an
 * edit); trees and asset meta through the write path with the version's data as it was.
 */
import { dateFromPath, slugFromPath } from '../../../api/store/paths';
import type { ContentIndex, Data, Entry, GlobalSet, TaxonomyConfig } from '../../../api/store/types';
import type { EntrySaveRequest, GlobalSaveRequest, TermSaveRequest } from '../../../cp/shared/api';
import type { HistoryChange } from '../../../cp/shared/history';
import type { FieldSchema } from '../../../cp/shared/schema';
import { PERMISSIONS, type CpUser } from '../auth/types';
import type { CpDeps } from '../deps';
import { blueprintForm, formFields } from '../content/blueprint-form';
import { entryForm } from '../content/entries';
import { saveEntry } from '../content/entry-save';
import { globalFile, globalForm, ownData, saveGlobal } from '../content/globals';
import { conflictBody, writeOrRefuse, type Outcome } from '../content/outcome';
import { formValues } from '../content/submission';
import { findTerm, saveTerm, split, termForm } from '../content/terms';
import { readUserNames } from '../content/user-names';
import { change, diffData } from './diff';
import { renderTree, renderValue } from './render';

/** A file's content at one point: its path there and its data (a Markdown body as `content`). */
export interface FileState {
  file: string;
  data: Data;
}

export interface HistoryItem {
  /** The file now, relative to the content root. */
  file: string;
  title: string;
  /** Permissions (and sites) to read the history; the first missing one is the 403's. */
  read: string[];
  /** And to restore a version. */
  restore: string[];
  diff(before: FileState | null, after: FileState | null): HistoryChange[];
  /** Saves the version's state as a new save of the file as it is at `version` (409 when it changed since). */
  save(deps: CpDeps, user: CpUser, old: FileState, version: string, message: string): Promise<Outcome>;
}

const fieldsOf = (index: ContentIndex, namespace: string, handle: string | null, title: string): FieldSchema[] => {
  const found = index.blueprints.find(namespace, handle);
  return formFields(blueprintForm({ handle: found?.handle ?? handle ?? namespace, title, raw: found?.raw ?? { fields: [] } }, () => undefined));
};

/** `2024-03-05-1430` → `2024-03-05 14:30`, the form's way of writing a file name's date. */
function formFileDate(segment: string | null): string | null {
  if (!segment) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:-(\d{2})(\d{2}))?/.exec(segment);
  return m ? (m[2] ? `${m[1]} ${m[2]}:${m[3]}` : m[1]!) : null;
}

/** Writes the version's data as it was (kinds whose own save lives elsewhere), then tells the server. */
async function writeBack(deps: CpDeps, user: CpUser, file: string, old: FileState, version: string, message: string): Promise<Outcome> {
  const { content, ...data } = old.data;
  const body = /\.md$/.test(file) && typeof content === 'string' ? content : undefined;
  const names = await readUserNames(deps.store.root);
  const written = await writeOrRefuse(
    deps.writer,
    { file, data: body === undefined ? old.data : data, ...(body !== undefined ? { body } : {}), expected: version, author: { name: user.name, email: user.email }, message },
    (error) => conflictBody(error, [], {}, names),
  );
  if ('refused' in written) return written.refused;
  if (written.result.status === 'written') deps.changed([file]);
  return { status: 200, body: { version: written.result.version } };
}

export async function entryItem(deps: CpDeps, index: ContentIndex, entry: Entry): Promise<HistoryItem> {
  const form = await entryForm(deps, index, entry.collection, entry.blueprint);
  const fields = formFields(form);
  const collection = index.collections.get(entry.collection);
  // What the sidebar shows comes from the file name (slug, date) and `published`.
  const meta = (state: FileState | null) => ({
    slug: state ? slugFromPath(state.file) : null,
    date: state && collection?.dated ? formFileDate(dateFromPath(state.file)) : null,
    published: state ? state.data.published !== false : null,
  });
  return {
    file: entry.file,
    title: String(entry.values.title ?? entry.slug ?? entry.id),
    read: [PERMISSIONS.viewEntries(entry.collection), PERMISSIONS.site(entry.site)],
    restore: [PERMISSIONS.editEntries(entry.collection), PERMISSIONS.site(entry.site)],
    diff(before, after) {
      const [a, b] = [meta(before), meta(after)];
      const metaChanges = (['slug', 'date', 'published'] as const).map((key) => change(key, null, renderValue(a[key], null, index), renderValue(b[key], null, index)));
      const fieldChanges = diffData(before?.data ?? null, after?.data ?? null, fields, index, { ignore: ['published', 'slug', 'date'] });
      return [...metaChanges.filter((c): c is HistoryChange => c !== null), ...fieldChanges];
    },
    save(_deps, user, old, version, message) {
      const values = formValues(fields, old.data);
      const date = collection?.dated ? formFileDate(dateFromPath(old.file)) : null;
      const request: EntrySaveRequest = {
        version,
        values,
        // A localization overrides the fields its version held; the others follow the origin again.
        ...(entry.originId ? { localized: fields.filter((f) => Object.hasOwn(old.data, f.handle)).map((f) => f.handle) } : {}),
        ...(entry.slug !== null ? { slug: slugFromPath(old.file) } : {}),
        ...(date ? { date } : {}),
        published: old.data.published !== false,
      };
      return saveEntry(deps, user, entry, request, message);
    },
  };
}

export function globalItem(index: ContentIndex, set: GlobalSet, site: string): HistoryItem {
  const fields = formFields(globalForm(index, set));
  const own = (state: FileState | null) => (state ? ownData(index, state.data) : null);
  return {
    file: globalFile(index, set.handle, site),
    title: set.title,
    read: [PERMISSIONS.editGlobals(set.handle), PERMISSIONS.site(site)],
    restore: [PERMISSIONS.editGlobals(set.handle), PERMISSIONS.site(site)],
    diff: (before, after) => diffData(own(before), own(after), fields, index),
    save(deps, user, old, version, message) {
      const values = own(old) ?? {};
      const multi = index.sites.length > 1;
      const request: GlobalSaveRequest = {
        version,
        values: formValues(fields, values),
        ...(multi && typeof old.data.origin === 'string' ? { localized: fields.filter((f) => Object.hasOwn(values, f.handle)).map((f) => f.handle) } : {}),
      };
      return saveGlobal(deps, user, set, site, request, message);
    },
  };
}

/**
 * A term's file holds every site (the taxonomy's first site's values at the top, the others'
 * under `localizations`); its history is one site's values, as the term's form edits them, and
 * a restore is that site's save (validated, the other sites' values kept as they are now).
 */
export async function termItem(deps: CpDeps, index: ContentIndex, taxonomy: TaxonomyConfig, slug: string, file: string, site: string): Promise<HistoryItem> {
  const fields = formFields(await termForm(deps, index, taxonomy));
  const isDefault = site === taxonomy.sites[0];
  const own = (state: FileState | null): Data | null => {
    if (!state) return null;
    const { own: top, localizations } = split(state.data);
    return isDefault ? top : (localizations[site] ?? {});
  };
  const term = findTerm(index, taxonomy.handle, slug, site);
  return {
    file,
    title: String(term?.values.title ?? slug),
    read: [PERMISSIONS.viewTerms(taxonomy.handle), PERMISSIONS.site(site)],
    restore: [PERMISSIONS.editTerms(taxonomy.handle), PERMISSIONS.site(site)],
    diff: (before, after) => diffData(own(before), own(after), fields, index),
    save(_deps, user, old, version, message) {
      const values = own(old) ?? {};
      const request: TermSaveRequest = {
        version,
        values: formValues(fields, values),
        // A localization overrides the fields its version held; the others follow the first site again.
        ...(isDefault ? {} : { localized: fields.filter((f) => Object.hasOwn(values, f.handle)).map((f) => f.handle) }),
      };
      return saveTerm(deps, user, taxonomy, slug, site, request, message);
    },
  };
}

export function navigationItem(index: ContentIndex, nav: string, site: string, file: string): HistoryItem | null {
  const config = index.navs.get(nav);
  if (!config) return null;
  return {
    file,
    title: config.title,
    read: [PERMISSIONS.viewNav(nav), PERMISSIONS.site(site)],
    restore: [PERMISSIONS.editNav(nav), PERMISSIONS.site(site)],
    diff(before, after) {
      const found = change('tree', null, renderTree(before?.data.tree, index), renderTree(after?.data.tree, index));
      return found ? [found] : [];
    },
    save: (deps, user, old, version, message) => writeBack(deps, user, file, old, version, message),
  };
}

/** An asset's meta file (`{container}/{folder}/.meta/{name}.yaml`): its `data:` is what the editor writes (alt, title, focus). */
export function assetItem(index: ContentIndex, container: string, assetPath: string, file: string): HistoryItem | null {
  if (!index.assets.containers.has(container)) return null;
  const fields = fieldsOf(index, 'assets', container, container);
  const data = (state: FileState | null) => (state && typeof state.data.data === 'object' && state.data.data !== null ? (state.data.data as Data) : null);
  return {
    file,
    title: assetPath,
    read: [PERMISSIONS.viewAssets(container)],
    restore: [PERMISSIONS.editAssets(container)],
    diff: (before, after) => diffData(data(before), data(after), fields, index),
    save: (deps, user, old, version, message) => writeBack(deps, user, file, old, version, message),
  };
}

/** The asset's meta file path, as Statamic keeps it beside the file. */
export function assetMetaFile(dir: string, assetPath: string): string {
  const at = assetPath.lastIndexOf('/');
  return `${dir}/${at >= 0 ? `${assetPath.slice(0, at)}/` : ''}.meta/${assetPath.slice(at + 1)}.yaml`;
}
