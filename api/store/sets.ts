import type { Site } from '../sites';
import { truthy } from './dates';
import { ContentFileError, type FileCache, type ParsedFile } from './files';
import { slugify } from './slug';
import { branchChildren, branchEntry, readTree, unreadTreeFiles, type LoadProblems } from './structures';
import type { Data, GlobalSet, NavConfig, NavNode, TaxonomyConfig, Term } from './types';

/** Navigations, global sets and taxonomies, read as Statamic 5's Stache stores read them (src/Stache/Stores). */

type Read = (rel: string) => Promise<ParsedFile | undefined>;

const NAVIGATION = 'content/navigation';
const NAV_TREES = 'content/trees/navigation';
const GLOBALS = 'content/globals';
const TAXONOMIES = 'content/taxonomies';

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file's name without `.yaml`: the handle of a navigation, set, taxonomy or the slug of a term. */
function handleOf(rel: string): string {
  return rel.split('/').pop()!.replace(/\.yaml$/, '');
}

/** A Unix timestamp (`updated_at`, a number or numeric string, as Carbon::createFromTimestamp reads it) in ms. */
function timestamp(value: unknown): number | null {
  if (typeof value === 'number') return value * 1000;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) * 1000 : null;
}

/** PHP's `ucfirst`: the title Statamic gives a global set or taxonomy whose file has none. */
function ucfirst(handle: string): string {
  return handle.charAt(0).toUpperCase() + handle.slice(1);
}

/**
 * A folder's files as the store of its top level reads them: only `.yaml` files count (the
 * stores compare the extension with `yaml`); any other file at the top level is reported as
 * ignored. `nested` decides about files in subfolders (they hold trees, variables or terms).
 */
async function storeFiles(files: FileCache, dir: string, warnings: ContentFileError[], nested: (rel: string, parts: string[]) => void): Promise<string[]> {
  const top: string[] = [];
  for (const rel of await files.list(dir, /./)) {
    const parts = rel.slice(dir.length + 1).split('/');
    if (parts.length > 1) nested(rel, parts);
    else if (rel.endsWith('.yaml')) top.push(rel);
    else warnings.push(new ContentFileError(rel, 'Statamic reads only .yaml files here: this file is ignored'));
  }
  return top;
}

/**
 * Navigations: `content/navigation/{nav}.yaml` (only top-level `.yaml` files, as NavigationStore)
 * and a tree per site in `content/trees/navigation/{site}/{nav}.yaml`. A navigation exists in
 * the sites that have a tree file (Nav::in()); a file without `tree:` is an empty tree.
 */
export async function loadNavs(files: FileCache, read: Read, sites: Site[], problems: LoadProblems): Promise<Map<string, NavConfig>> {
  const navs = new Map<string, NavConfig>();
  const navFiles = await storeFiles(files, NAVIGATION, problems.warnings, (rel) =>
    problems.warnings.push(new ContentFileError(rel, 'a navigation is a top-level .yaml file of content/navigation: this file is ignored')),
  );
  for (const rel of navFiles) {
    const file = await read(rel);
    if (!file) continue;
    const handle = handleOf(rel);
    const nav: NavConfig = {
      handle,
      title: typeof file.data.title === 'string' ? file.data.title : handle,
      maxDepth: typeof file.data.max_depth === 'number' ? file.data.max_depth : null,
      // Nav::expectsRoot(): PHP truthiness of `root`.
      expectsRoot: truthy(file.data.root),
      trees: new Map(),
    };
    if (Array.isArray(file.data.tree)) {
      problems.warnings.push(new ContentFileError(rel, 'Statamic 5 reads navigation trees from content/trees/navigation: this `tree` is ignored', undefined, 'tree'));
    }
    for (const site of sites) {
      const tree = await readTree(read, NAV_TREES, handle, site, sites[0]!);
      if (!tree) continue;
      const items = Array.isArray(tree.data.tree) ? tree.data.tree : [];
      if (nav.expectsRoot && branchChildren(items[0]).length > 0) {
        problems.errors.push(new ContentFileError(tree.rel, 'the root page cannot have children (Statamic refuses this tree)', undefined, 'tree.0.children'));
      }
      nav.trees.set(site.handle, parseNodes(items, tree.rel, problems.errors));
    }
    navs.set(handle, nav);
  }
  await unreadTreeFiles(files, NAV_TREES, sites, (handle) => (navs.has(handle) ? null : `there is no navigation "${handle}": this tree is ignored`), problems.warnings);
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
      children: parseNodes(branchChildren(item), rel, errors, `${path}.${i}.children`),
    };
    const entry = branchEntry(item);
    if (entry !== undefined) node.entry = entry;
    if (typeof item.url === 'string') node.url = item.url;
    if (typeof item.title === 'string') node.title = item.title;
    nodes.push(node);
  });
  return nodes;
}

/**
 * Global sets as GlobalsStore and GlobalVariablesStore read them: a set is a top-level
 * `content/globals/{handle}.yaml` (its title). In a single-site project its values are the
 * set file's `data:` (every set has values there, maybe none); in a multi-site project they
 * are `content/globals/{site}/{handle}.yaml`, whose `origin:` names the site it falls back to.
 * Statamic 5 ignores a set file's `sites:` (Statamic 6's place for origins) and, in a
 * multi-site project, its `data:`: both are reported as warnings.
 */
export async function loadGlobals(files: FileCache, read: Read, sites: Site[], problems: LoadProblems): Promise<Map<string, GlobalSet>> {
  const multi = sites.length > 1;
  const siteHandles = new Set(sites.map((s) => s.handle));
  const globals = new Map<string, GlobalSet>();
  const variableFiles: { rel: string; site: string; handle: string }[] = [];
  const warn = (rel: string, reason: string, field?: string) => problems.warnings.push(new ContentFileError(rel, reason, undefined, field));

  const setFiles = await storeFiles(files, GLOBALS, problems.warnings, (rel, parts) => {
    if (!multi) warn(rel, 'in a single-site project the values are the set file\'s `data:`: this file is ignored');
    else if (parts.length > 2 || !rel.endsWith('.yaml')) warn(rel, 'variables live at content/globals/{site}/{handle}.yaml: this file is ignored');
    else if (!siteHandles.has(parts[0]!)) warn(rel, `"${parts[0]}" is not a site: this file is ignored`);
    else variableFiles.push({ rel, site: parts[0]!, handle: handleOf(rel) });
  });
  for (const rel of setFiles) {
    const file = await read(rel);
    if (!file) continue;
    const handle = handleOf(rel);
    const set: GlobalSet = { handle, title: typeof file.data.title === 'string' ? file.data.title : ucfirst(handle), variables: new Map() };
    if (file.data.sites !== undefined) warn(rel, 'Statamic 5 does not read a set\'s `sites:` (each site\'s `origin:` is in its variables file): ignored', 'sites');
    if (!multi) set.variables.set(sites[0]!.handle, { origin: null, data: isRecord(file.data.data) ? file.data.data : {} });
    else if (file.data.data !== undefined) warn(rel, 'in a multi-site project the values live in content/globals/{site}/{handle}.yaml: this `data` is ignored', 'data');
    globals.set(handle, set);
  }

  for (const { rel, site, handle } of variableFiles) {
    const set = globals.get(handle);
    if (!set) {
      warn(rel, `there is no global set "${handle}" (content/globals/${handle}.yaml): these values are ignored`);
      continue;
    }
    const vars = await read(rel);
    if (!vars) continue;
    const { origin, ...data } = vars.data;
    set.variables.set(site, { origin: typeof origin === 'string' ? origin : null, data });
  }

  // Variables::origin() finds the origin among the set's variables: one that does not exist gives no fallback.
  for (const set of globals.values()) {
    for (const [site, vars] of set.variables) {
      if (vars.origin === null) continue;
      const rel = `${GLOBALS}/${site}/${set.handle}.yaml`;
      if (!set.variables.has(vars.origin)) {
        warn(rel, `the origin "${vars.origin}" has no values of this set: nothing falls back`, 'origin');
        vars.origin = null;
      } else if (originLoops(set, site)) {
        warn(rel, `the origin chain loops back to "${site}": nothing falls back`, 'origin');
        vars.origin = null;
      }
    }
  }
  return globals;
}

function originLoops(set: GlobalSet, site: string): boolean {
  const seen = new Set<string>([site]);
  for (let at = set.variables.get(site)?.origin; at; at = set.variables.get(at)?.origin) {
    if (seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

/**
 * Values of a global set in a site, merged over its origin's (Variables::values(), through
 * HasOrigin): a key the site sets, even to null, wins. Undefined when the site has none.
 */
export function globalValues(set: GlobalSet, site: string, seen = new Set<string>()): Data | undefined {
  const vars = set.variables.get(site);
  if (!vars || seen.has(site)) return undefined;
  seen.add(site);
  const base = vars.origin ? globalValues(set, vars.origin, seen) ?? {} : {};
  return { ...base, ...vars.data };
}

/**
 * Taxonomies (top-level `content/taxonomies/{handle}.yaml`) and their terms
 * (`content/taxonomies/{handle}/{slug}.yaml`), as TaxonomiesStore and TaxonomyTermsStore read
 * them. A taxonomy lives in its `sites` in a multi-site project, else in the default site only
 * (Taxonomy::sites()); its first site is the default locale. A term exists once per site: the
 * file's values in the default locale, `localizations.{site}` merged over them elsewhere, the
 * taxonomy's `inject` beneath all (LocalizedTerm::values()); the slug in a site is that site's
 * own `slug`, else the file name's (LocalizedTerm::slug()).
 */
export async function loadTaxonomies(files: FileCache, read: Read, sites: Site[], problems: LoadProblems): Promise<{ taxonomies: Map<string, TaxonomyConfig>; terms: Term[] }> {
  const multi = sites.length > 1;
  const siteHandles = new Set(sites.map((s) => s.handle));
  const taxonomies = new Map<string, TaxonomyConfig>();
  const terms: Term[] = [];
  const termFiles: string[] = [];
  const warn = (rel: string, reason: string, field?: string) => problems.warnings.push(new ContentFileError(rel, reason, undefined, field));

  const taxonomyFiles = await storeFiles(files, TAXONOMIES, problems.warnings, (rel, parts) => {
    if (parts.length > 2 || !rel.endsWith('.yaml')) warn(rel, 'a term is content/taxonomies/{taxonomy}/{slug}.yaml: this file is ignored');
    else termFiles.push(rel);
  });
  for (const rel of taxonomyFiles) {
    const file = await read(rel);
    if (!file) continue;
    const handle = handleOf(rel);
    let taxSites = [sites[0]!.handle];
    if (Array.isArray(file.data.sites) && multi) {
      const listed = file.data.sites.filter((s): s is string => typeof s === 'string');
      for (const s of listed) if (!siteHandles.has(s)) warn(rel, `"${s}" is not a site: ignored`, 'sites');
      const known = listed.filter((s) => siteHandles.has(s));
      if (known.length > 0) taxSites = known;
    }
    taxonomies.set(handle, {
      handle,
      title: typeof file.data.title === 'string' ? file.data.title : ucfirst(handle),
      sites: taxSites,
      cascade: isRecord(file.data.inject) ? file.data.inject : {},
    });
  }

  for (const rel of termFiles) {
    const taxonomy = taxonomies.get(rel.split('/')[2]!);
    if (!taxonomy) {
      warn(rel, `there is no taxonomy "${rel.split('/')[2]}": this term is ignored`);
      continue;
    }
    const file = await read(rel);
    if (!file) continue;
    // Term::slug() slugifies the file name (GetSlugFromPath): that slug is the term's id.
    const baseSlug = slugify(handleOf(rel));
    const { localizations, ...own } = file.data;
    const locs = isRecord(localizations) ? localizations : {};
    const [defaultLocale] = taxonomy.sites;
    for (const site of Object.keys(locs)) {
      if (site === defaultLocale) warn(rel, `"${site}" is the taxonomy's default site: its values are the file's own, this localization is ignored`, `localizations.${site}`);
      else if (!taxonomy.sites.includes(site)) warn(rel, `the taxonomy is not in site "${site}": this localization is ignored`, `localizations.${site}`);
    }
    for (const site of taxonomy.sites) {
      const isDefault = site === defaultLocale;
      const local = isDefault ? own : isRecord(locs[site]) ? (locs[site] as Data) : {};
      terms.push({
        taxonomy: taxonomy.handle,
        baseSlug,
        site,
        slug: typeof local.slug === 'string' ? local.slug : baseSlug,
        values: { ...taxonomy.cascade, ...own, ...local },
        localized: isDefault || isRecord(locs[site]),
        file: rel,
        lastModified: timestamp(local.updated_at) ?? Math.floor((file.mtimeMs ?? 0) / 1000) * 1000,
      });
    }
  }
  return { taxonomies, terms };
}
