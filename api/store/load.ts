import { parseSites, type Site } from '../sites';
import { Assets } from './assets';
import { Blueprints, parseBlueprint } from './blueprints';
import { mergeOrigins, readEntry } from './entries';
import { applyStructures, resolveUris } from './structures';
import { ContentFileError, type FileCache, type ParsedFile } from './files';
import { loadGlobals, loadNavs, loadTaxonomies } from './sets';
import type { CollectionConfig, ContentIndex, Data, DateBehavior, Entry } from './types';

const YAML = /\.ya?ml$/i;
const ENTRY = /\.(md|markdown|ya?ml|html)$/i;

/** Reads a whole Statamic 5 project (content/ and resources/) into an index. */
export async function loadContent(files: FileCache): Promise<ContentIndex> {
  const errors: ContentFileError[] = [];
  // What Statamic itself accepts but ignores or drops (a missing origin, a tree naming a
  // missing entry): served as Statamic serves it, and reported by content:check as warnings.
  const warnings: ContentFileError[] = [];
  const read = async (rel: string): Promise<ParsedFile | undefined> => {
    const { file, error } = await files.read(rel);
    if (error) errors.push(error);
    return file;
  };

  const sites = await loadSites(read, errors);
  const siteHandles = new Set(sites.map((s) => s.handle));
  const defaultSite = sites[0]!;
  const blueprints = await loadBlueprints(files, read);
  const assets = await loadAssets(files, read);

  const collections = new Map<string, CollectionConfig>();
  for (const rel of await files.list('content/collections', YAML)) {
    if (rel.split('/').length !== 3) continue;
    const file = await read(rel);
    if (file) collections.set(handleOf(rel), parseCollection(handleOf(rel), file.data, sites));
  }

  const entries = new Map<string, Entry>();
  for (const collection of collections.values()) {
    for (const rel of await files.list(`content/collections/${collection.handle}`, ENTRY)) {
      const parts = rel.split('/').slice(3);
      const site = parts.length > 1 && siteHandles.has(parts[0]!) ? parts[0]! : defaultSite.handle;
      const file = await read(rel);
      if (!file) continue;
      try {
        const entry = readEntry(file, collection, site);
        const clash = entries.get(entry.id);
        if (clash) errors.push(new ContentFileError(rel, `the id "${entry.id}" is already used by ${clash.file}`, undefined, 'id'));
        else entries.set(entry.id, entry);
      } catch (error) {
        errors.push(error instanceof ContentFileError ? error : new ContentFileError(rel, String(error)));
      }
    }
  }
  mergeOrigins(entries, warnings);

  const localizations = new Map<string, string>();
  for (const entry of entries.values()) {
    localizations.set(`${entry.site}\u0000${entry.id}`, entry.id);
    localizations.set(`${entry.site}\u0000${rootOrigin(entry, entries)}`, entry.id);
  }

  await applyStructures(files, read, collections, entries, sites, warnings);
  resolveUris(collections, entries, sites, localizations, warnings);

  const byUrl = new Map<string, string>();
  for (const entry of entries.values()) {
    if (!entry.url || !entry.published) continue;
    const clash = byUrl.get(entry.url);
    if (clash) errors.push(new ContentFileError(entry.file, `the URL ${entry.url} is already taken by ${entries.get(clash)!.file}`, undefined, 'slug'));
    else byUrl.set(entry.url, entry.id);
  }

  const navs = await loadNavs(files, read, sites, errors);
  const globals = await loadGlobals(files, read, defaultSite, siteHandles);
  const { taxonomies, terms } = await loadTaxonomies(files, read, sites);

  return { sites, defaultSite, collections, entries, localizations, byUrl, navs, globals, taxonomies, terms, blueprints, assets, errors, warnings };
}

function handleOf(rel: string): string {
  return rel.split('/').pop()!.replace(YAML, '');
}

/** The first entry of an origin chain: the key localizations share. */
export function rootOrigin(entry: Entry, entries: Map<string, Entry>): string {
  let current = entry;
  const seen = new Set<string>();
  while (current.originId && !seen.has(current.id)) {
    seen.add(current.id);
    const origin = entries.get(current.originId);
    if (!origin) break;
    current = origin;
  }
  return current.id;
}

async function loadSites(read: (rel: string) => Promise<ParsedFile | undefined>, errors: ContentFileError[]): Promise<Site[]> {
  const file = await read('resources/sites.yaml');
  if (!file) return parseSites({ default: { name: 'Default', url: '/', locale: 'en_US' } });
  try {
    return parseSites(file.data);
  } catch (error) {
    errors.push(new ContentFileError('resources/sites.yaml', String(error)));
    return parseSites({ default: { name: 'Default', url: '/', locale: 'en_US' } });
  }
}

async function loadBlueprints(files: FileCache, read: (rel: string) => Promise<ParsedFile | undefined>): Promise<Blueprints> {
  const blueprints = new Blueprints();
  for (const rel of await files.list('resources/blueprints', YAML)) {
    const parts = rel.split('/').slice(2);
    const file = await read(rel);
    if (!file) continue;
    const handle = handleOf(rel);
    // collections/{c}/{name}.yaml, taxonomies/{t}/{name}.yaml, globals/{handle}.yaml, navigation/{nav}.yaml
    const namespace = parts.length === 3 ? `${parts[0]}.${parts[1]}` : parts[0]!;
    blueprints.add(namespace, parseBlueprint(handle, file.data));
  }
  return blueprints;
}

async function loadAssets(files: FileCache, read: (rel: string) => Promise<ParsedFile | undefined>): Promise<Assets> {
  const assets = new Assets();
  for (const rel of await files.list('content/assets', YAML)) {
    const file = await read(rel);
    const handle = handleOf(rel);
    const disk = typeof file?.data.disk === 'string' ? file.data.disk : handle;
    assets.containers.set(handle, { handle, dir: `public/${disk}`, urlPath: `/${disk}` });
  }
  for (const container of assets.containers.values()) {
    for (const rel of await files.list(container.dir, YAML)) {
      const parts = rel.slice(container.dir.length + 1).split('/');
      if (parts.at(-2) !== '.meta') continue;
      const file = await read(rel);
      if (!file) continue;
      const name = parts.at(-1)!.replace(YAML, '');
      const assetPath = [...parts.slice(0, -2), name].join('/');
      const d = file.data;
      assets.meta.set(`${container.handle}::${assetPath}`, {
        data: (typeof d.data === 'object' && d.data !== null ? d.data : {}) as Data,
        ...(typeof d.width === 'number' ? { width: d.width } : {}),
        ...(typeof d.height === 'number' ? { height: d.height } : {}),
        ...(typeof d.size === 'number' ? { size: d.size } : {}),
        ...(typeof d.mime_type === 'string' ? { mimeType: d.mime_type } : {}),
      });
    }
  }
  return assets;
}

function parseCollection(handle: string, data: Data, sites: Site[]): CollectionConfig {
  const collectionSites = Array.isArray(data.sites) ? data.sites.filter((s): s is string => typeof s === 'string') : [sites[0]!.handle];
  const routes = new Map<string, string>();
  if (typeof data.route === 'string') for (const s of sites) routes.set(s.handle, data.route);
  else if (data.route && typeof data.route === 'object') {
    for (const [site, route] of Object.entries(data.route as Data)) if (typeof route === 'string') routes.set(site, route);
  }
  const structure = data.structure && typeof data.structure === 'object' ? (data.structure as Data) : null;
  const behavior = (data.date_behavior ?? {}) as Data;
  // Statamic writes `date: true`; `dated: true` is accepted as a common misspelling.
  const dated = data.date === true || data.dated === true;
  return {
    handle,
    title: typeof data.title === 'string' ? data.title : handle,
    routes,
    sites: collectionSites,
    dated,
    structure: structure ? { root: structure.root === true, maxDepth: typeof structure.max_depth === 'number' ? structure.max_depth : null } : null,
    mount: typeof data.mount === 'string' ? data.mount : null,
    taxonomies: Array.isArray(data.taxonomies) ? data.taxonomies.filter((t): t is string => typeof t === 'string') : [],
    sortField: typeof data.sort_by === 'string' ? data.sort_by : dated ? 'date' : structure ? 'order' : 'title',
    sortDir: data.sort_dir === 'desc' || (data.sort_dir === undefined && dated) ? 'desc' : 'asc',
    futureBehavior: dateBehavior(behavior.future),
    pastBehavior: dateBehavior(behavior.past),
  };
}

/** Statamic compares the setting with `public` and `private` only: any other value lists like `unlisted`. */
function dateBehavior(value: unknown): DateBehavior {
  return value === undefined || value === null || value === 'public' ? 'public' : value === 'private' ? 'private' : 'unlisted';
}
