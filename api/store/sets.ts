import type { Site } from '../sites';
import { ContentFileError, type FileCache, type ParsedFile } from './files';
import type { Data, GlobalSet, NavConfig, NavNode, TaxonomyConfig, Term } from './types';

type Read = (rel: string) => Promise<ParsedFile | undefined>;
const YAML = /\.ya?ml$/i;

function handleOf(rel: string): string {
  return rel.split('/').pop()!.replace(YAML, '');
}

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Navigations: `content/navigation/{nav}.yaml` and one tree per site in `content/trees/navigation/{site}/{nav}.yaml`. */
export async function loadNavs(files: FileCache, read: Read, sites: Site[], errors: ContentFileError[]): Promise<Map<string, NavConfig>> {
  const navs = new Map<string, NavConfig>();
  for (const rel of await files.list('content/navigation', YAML)) {
    const file = await read(rel);
    if (!file) continue;
    const handle = handleOf(rel);
    const nav: NavConfig = {
      handle,
      title: typeof file.data.title === 'string' ? file.data.title : handle,
      maxDepth: typeof file.data.max_depth === 'number' ? file.data.max_depth : null,
      trees: new Map(),
    };
    for (const site of sites) {
      let treeRel = `content/trees/navigation/${site.handle}/${handle}.yaml`;
      let tree = await read(treeRel);
      if (!tree && site === sites[0]) {
        treeRel = `content/trees/navigation/${handle}.yaml`;
        tree = await read(treeRel);
      }
      if (tree && Array.isArray(tree.data.tree)) nav.trees.set(site.handle, parseNodes(tree.data.tree, treeRel, errors));
    }
    navs.set(handle, nav);
  }
  return navs;
}

function parseNodes(items: unknown[], rel: string, errors: ContentFileError[], path = 'tree'): NavNode[] {
  const nodes: NavNode[] = [];
  items.forEach((item, i) => {
    if (!isRecord(item)) {
      errors.push(new ContentFileError(rel, 'a navigation node must be a mapping', undefined, `${path}.${i}`));
      return;
    }
    const node: NavNode = {
      id: typeof item.id === 'string' ? item.id : `${rel}#${path}.${i}`,
      data: isRecord(item.data) ? item.data : {},
      children: Array.isArray(item.children) ? parseNodes(item.children, rel, errors, `${path}.${i}.children`) : [],
    };
    if (typeof item.entry === 'string') node.entry = item.entry;
    if (typeof item.url === 'string') node.url = item.url;
    if (typeof item.title === 'string') node.title = item.title;
    nodes.push(node);
  });
  return nodes;
}

/**
 * Global sets: `content/globals/{handle}.yaml` (title; Statamic 5 may list `sites` with
 * each site's origin) and the values per site in `content/globals/{site}/{handle}.yaml`
 * (`origin:` names the site to fall back to). Single-site projects keep `data:` in the set file.
 */
export async function loadGlobals(files: FileCache, read: Read, defaultSite: Site, siteHandles: Set<string>): Promise<Map<string, GlobalSet>> {
  const globals = new Map<string, GlobalSet>();
  for (const rel of await files.list('content/globals', YAML)) {
    if (rel.split('/').length !== 3) continue;
    const file = await read(rel);
    if (!file) continue;
    const handle = handleOf(rel);
    const set: GlobalSet = { handle, title: typeof file.data.title === 'string' ? file.data.title : handle, variables: new Map() };
    const siteOrigins = isRecord(file.data.sites) ? file.data.sites : {};
    if (isRecord(file.data.data)) set.variables.set(defaultSite.handle, { origin: null, data: file.data.data });
    for (const site of siteHandles) {
      const vars = await read(`content/globals/${site}/${handle}.yaml`);
      if (!vars) continue;
      const { origin, ...data } = vars.data;
      const fromSet = siteOrigins[site];
      set.variables.set(site, {
        origin: typeof origin === 'string' ? origin : typeof fromSet === 'string' ? fromSet : null,
        data,
      });
    }
    globals.set(handle, set);
  }
  return globals;
}

/** Values of a global set in a site, merged over its origin sites. Undefined when the site has none. */
export function globalValues(set: GlobalSet, site: string): Data | undefined {
  const seen = new Set<string>();
  const resolve = (handle: string): Data | undefined => {
    const vars = set.variables.get(handle);
    if (!vars || seen.has(handle)) return undefined;
    seen.add(handle);
    const base = vars.origin ? resolve(vars.origin) ?? {} : {};
    return { ...base, ...vars.data };
  };
  return resolve(site);
}

/** Taxonomies and their terms; a term exists once per site of its taxonomy, with `localizations:` merged over the default data. */
export async function loadTaxonomies(files: FileCache, read: Read, sites: Site[]): Promise<{ taxonomies: Map<string, TaxonomyConfig>; terms: Term[] }> {
  const taxonomies = new Map<string, TaxonomyConfig>();
  const terms: Term[] = [];
  for (const rel of await files.list('content/taxonomies', YAML)) {
    if (rel.split('/').length !== 3) continue;
    const file = await read(rel);
    if (!file) continue;
    const handle = handleOf(rel);
    const taxSites = Array.isArray(file.data.sites) ? file.data.sites.filter((s): s is string => typeof s === 'string') : [sites[0]!.handle];
    taxonomies.set(handle, { handle, title: typeof file.data.title === 'string' ? file.data.title : handle, sites: taxSites });
    for (const termRel of await files.list(`content/taxonomies/${handle}`, YAML)) {
      const termFile = await read(termRel);
      if (!termFile) continue;
      const baseSlug = handleOf(termRel);
      const { localizations, ...data } = termFile.data;
      const locs = isRecord(localizations) ? localizations : {};
      for (const site of taxSites) {
        const local = isRecord(locs[site]) ? (locs[site] as Data) : {};
        const values = { ...data, ...local };
        const slug = typeof values.slug === 'string' ? values.slug : baseSlug;
        terms.push({ taxonomy: handle, baseSlug, site, slug, values, localized: site === taxSites[0] || isRecord(locs[site]), file: termRel });
      }
    }
  }
  return { taxonomies, terms };
}
