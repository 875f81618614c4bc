/**
 * Every content file that can point at an asset, with the blueprint fields of each part of it:
 * entries (every site), global sets per site, terms (the default site's values at the top of
 * the file, the others' under `localizations`) and navigation trees (each node's `data`, by the
 * navigation's blueprint). The same walk finds an asset's usages (delete, the detail view) and
 * rewrites its references after a move (references.ts).
 */
import type { ContentIndex, Data } from '../../../api/store/types';
import type { AssetUsage } from '../../../cp/shared/asset-library';
import type { FieldSchema } from '../../../cp/shared/schema';
import { PERMISSIONS, type CpUser } from '../auth/types';
import type { CpDeps } from '../deps';
import { blueprintForm, formFields } from '../content/blueprint-form';
import { entryForm } from '../content/entries';
import { globalFile, globalForm } from '../content/globals';
import { termForm } from '../content/terms';
import type { FileChange } from '../write/types';
import { rewriteFields, type Rewrite } from './references';

/** One part of a file: a site's values and the fields that describe them. */
interface Part {
  site: string;
  fields: FieldSchema[];
  values: Data;
}

interface Holder {
  kind: AssetUsage['kind'];
  file: string;
  title: string;
  /** The panel's page for a site, and the permissions it needs. */
  editUrl(site: string): string;
  permissions(site: string): string[];
  /** The parts of the file's data (a Markdown body as `content`), pointing into it. */
  parts(data: Data): Part[];
}

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

async function holders(deps: CpDeps, index: ContentIndex): Promise<Holder[]> {
  const out: Holder[] = [];
  const forms = new Map<string, Promise<FieldSchema[]>>();
  const entryFields = (collection: string, blueprint: string | null) => {
    const key = `${collection}\0${blueprint ?? ''}`;
    if (!forms.has(key)) forms.set(key, entryForm(deps, index, collection, blueprint).then(formFields));
    return forms.get(key)!;
  };
  for (const entry of index.entries.values()) {
    const fields = await entryFields(entry.collection, entry.blueprint);
    out.push({
      kind: 'entry', file: entry.file, title: String(entry.values.title ?? entry.slug ?? entry.id),
      editUrl: () => `/cp/collections/${entry.collection}/entries/${encodeURIComponent(entry.id)}`,
      permissions: () => [PERMISSIONS.viewEntries(entry.collection), PERMISSIONS.site(entry.site)],
      parts: (data) => [{ site: entry.site, fields, values: data }],
    });
  }
  const multi = index.sites.length > 1;
  for (const set of index.globals.values()) {
    const fields = formFields(globalForm(index, set));
    for (const site of multi ? index.sites.map((s) => s.handle) : [index.defaultSite.handle]) {
      out.push({
        kind: 'global', file: globalFile(index, set.handle, site), title: set.title,
        editUrl: () => `/cp/globals/${set.handle}?site=${site}`,
        permissions: () => [PERMISSIONS.editGlobals(set.handle), PERMISSIONS.site(site)],
        parts: (data) => (multi ? [{ site, fields, values: data }] : isRecord(data.data) ? [{ site, fields, values: data.data }] : []),
      });
    }
  }
  const termFiles = new Map<string, { taxonomy: string; slug: string; title: string }>();
  for (const term of index.terms) if (!termFiles.has(term.file)) termFiles.set(term.file, { taxonomy: term.taxonomy, slug: term.baseSlug, title: String(term.values.title ?? term.slug) });
  for (const [file, term] of termFiles) {
    const taxonomy = index.taxonomies.get(term.taxonomy);
    if (!taxonomy) continue;
    const fields = formFields(await termForm(deps, index, taxonomy));
    const first = taxonomy.sites[0] ?? index.defaultSite.handle;
    out.push({
      kind: 'term', file, title: term.title,
      editUrl: (site) => `/cp/taxonomies/${term.taxonomy}/terms/${encodeURIComponent(term.slug)}?site=${site}`,
      permissions: (site) => [PERMISSIONS.viewTerms(term.taxonomy), PERMISSIONS.site(site)],
      parts: (data) => [
        { site: first, fields, values: data },
        ...(isRecord(data.localizations) ? Object.entries(data.localizations).flatMap(([site, values]) => (isRecord(values) ? [{ site, fields, values }] : [])) : []),
      ],
    });
  }
  for (const nav of index.navs.values()) {
    const found = index.blueprints.lookup('navigation', nav.handle);
    if (!found) continue;
    const fields = formFields(blueprintForm({ handle: nav.handle, title: nav.title, raw: found.raw }, () => undefined));
    for (const site of nav.trees.keys()) {
      out.push({
        kind: 'navigation', file: `content/trees/navigation/${site}/${nav.handle}.yaml`, title: nav.title,
        editUrl: () => `/cp/navigation/${nav.handle}?site=${site}`,
        permissions: () => [PERMISSIONS.viewNav(nav.handle), PERMISSIONS.site(site)],
        parts: (data) => nodeParts(data.tree, site, fields, 0),
      });
    }
  }
  return out;
}

function nodeParts(nodes: unknown, site: string, fields: FieldSchema[], depth: number): Part[] {
  if (!Array.isArray(nodes) || depth > 50) return [];
  return nodes.flatMap((node) => (isRecord(node) ? [...(isRecord(node.data) ? [{ site, fields, values: node.data }] : []), ...nodeParts(node.children, site, fields, depth + 1)] : []));
}

/** A Markdown file's data with its body as `content`, as Statamic's field of that name reads it. */
const withBody = (data: Data, body: string | undefined): Data => (body === undefined ? data : { ...data, content: body });

export interface ReferenceTarget {
  container: string;
  path: string;
}

function scope(index: ContentIndex, target: ReferenceTarget, rewrite: Rewrite) {
  return { container: target.container, onlyContainer: index.assets.containers.size === 1, rewrite };
}

/** Where the asset is used, per item and site; `editUrl` only where the user may open it. */
export async function findUsages(deps: CpDeps, index: ContentIndex, target: ReferenceTarget, user: CpUser): Promise<AssetUsage[]> {
  const usages: AssetUsage[] = [];
  for (const holder of await holders(deps, index)) {
    const { file } = await deps.store.files.read(holder.file);
    if (!file) continue;
    // A copy: finding rewrites nothing, but the walk works in place.
    const data = structuredClone(withBody(file.data, file.body));
    const sites = new Set<string>();
    for (const part of holder.parts(data)) {
      let hit = false;
      rewriteFields(part.fields, part.values, scope(index, target, (p) => (p === target.path ? ((hit = true), undefined) : undefined)));
      if (hit) sites.add(part.site);
    }
    for (const site of sites) {
      const allowed = holder.permissions(site).every((p) => deps.guard.can(user, p));
      usages.push({ kind: holder.kind, title: holder.title, site, editUrl: allowed ? holder.editUrl(site) : null });
    }
  }
  return usages;
}

/**
 * The data changes that point the asset's references at `to` (null: remove them), read through
 * the writer so that each carries the version it was made from (a file saved meanwhile makes
 * the whole change a conflict, and nothing moves).
 */
export async function referenceChanges(deps: CpDeps, index: ContentIndex, target: ReferenceTarget, to: string | null): Promise<FileChange[]> {
  const changes: FileChange[] = [];
  const rewrite: Rewrite = (p) => (p === target.path ? to : undefined);
  for (const holder of await holders(deps, index)) {
    const stored = await deps.writer.read(holder.file);
    if (!stored) continue;
    const data = withBody(structuredClone(stored.data), stored.body);
    let changed = false;
    for (const part of holder.parts(data)) changed = rewriteFields(part.fields, part.values, scope(index, target, rewrite)) || changed;
    if (!changed) continue;
    const { content, ...front } = data;
    const body = stored.body === undefined ? undefined : typeof content === 'string' ? content : '';
    changes.push({ kind: 'data', file: holder.file, data: stored.body === undefined ? data : front, ...(body !== undefined ? { body } : {}), expected: stored.version });
  }
  return changes;
}
