import { parseSites, type Site } from '../sites';
import { Assets } from './assets';
import { Blueprints, parseBlueprint } from './blueprints';
import { truthy } from './dates';
import { mergeOrigins, readEntry, resolveBlueprints, resolveDates } from './entries';
import { applyStructures, resolveUris } from './structures';
import { ContentFileError, type FileCache, type ParsedFile } from './files';
import { loadGlobals, loadNavs, loadTaxonomies } from './sets';
import type { CollectionConfig, ContentIndex, Data, DateBehavior, Entry } from './types';

const YAML = /\.ya?ml$/i;
/** Statamic's CollectionsStore reads top-level `.yaml` files only. */
const COLLECTION = /\.yaml$/;
/** CollectionEntriesStore reads any file of a collection's folder except `.yaml` ones. */
const ENTRY = /\.(md|markdown|yml|html|yaml)$/i;

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
  const defaultSite = sites[0]!;
  const blueprints = await loadBlueprints(files, read);
  const assets = await loadAssets(files, read);

  const collections = new Map<string, CollectionConfig>();
  for (const rel of await files.list('content/collections', YAML)) {
    if (rel.split('/').length !== 3) continue;
    if (!COLLECTION.test(rel)) {
      warnings.push(new ContentFileError(rel, 'Statamic reads a collection from a .yaml file only: this one is ignored'));
      continue;
    }
    const file = await read(rel);
    if (!file) continue;
    collections.set(handleOf(rel), parseCollection(handleOf(rel), file.data, sites));
    if ('dated' in file.data) warnings.push(new ContentFileError(rel, 'Statamic has no `dated` setting: a dated collection says `date: true`', undefined, 'dated'));
  }

  const entries = new Map<string, Entry>();
  const langOf = new Map(sites.map((s) => [s.handle, s.lang]));
  for (const collection of collections.values()) {
    for (const rel of await files.list(`content/collections/${collection.handle}`, ENTRY)) {
      const site = entrySite(rel, collection, sites);
      if (/\.yaml$/i.test(rel) || site === null) {
        warnings.push(new ContentFileError(rel, site === null ? `Statamic ignores it: the collection "${collection.handle}" is not in that site (its \`sites\`), or the file is not in a site's folder` : 'Statamic ignores a .yaml file among entries'));
        continue;
      }
      const file = await read(rel);
      if (!file) continue;
      try {
        const entry = readEntry(file, collection, site, langOf.get(site) ?? 'en');
        const clash = entries.get(entry.id);
        if (clash) errors.push(new ContentFileError(rel, `the id "${entry.id}" is already used by ${clash.file}`, undefined, 'id'));
        else entries.set(entry.id, entry);
      } catch (error) {
        errors.push(error instanceof ContentFileError ? error : new ContentFileError(rel, String(error)));
      }
    }
  }
  mergeOrigins(entries, collections, warnings);
  resolveBlueprints(entries, collections, blueprints, errors);
  resolveDates(entries, collections, blueprints, warnings);

  const localizations = new Map<string, string>();
  for (const entry of entries.values()) {
    localizations.set(`${entry.site}\u0000${entry.id}`, entry.id);
    localizations.set(`${entry.site}\u0000${rootOrigin(entry, entries)}`, entry.id);
  }

  await applyStructures(files, read, collections, entries, sites, { errors, warnings });
  resolveUris(collections, entries, sites, localizations, warnings);

  const byUrl = new Map<string, string>();
  for (const entry of entries.values()) {
    if (!entry.url || !entry.published) continue;
    const clash = byUrl.get(entry.url);
    if (clash) errors.push(new ContentFileError(entry.file, `the URL ${entry.url} is already taken by ${entries.get(clash)!.file}`, undefined, 'slug'));
    else byUrl.set(entry.url, entry.id);
  }

  const navs = await loadNavs(files, read, sites, { errors, warnings });
  const globals = await loadGlobals(files, read, sites, { errors, warnings });
  const { taxonomies, terms } = await loadTaxonomies(files, read, sites, { errors, warnings });

  const ownModel = await readsOwnModel(read, errors);
  return { sites, defaultSite, collections, entries, localizations, byUrl, navs, globals, taxonomies, terms, blueprints, assets, ownModel, errors, warnings };
}

/**
 * The site of an entry file, as CollectionEntriesStore reads it: with several sites, the
 * folder under the collection's (`pages/de/…`), which must be one of the collection's sites
 * (else Statamic ignores the file: null); with one site, that site (subfolders are free).
 */
function entrySite(rel: string, collection: CollectionConfig, sites: Site[]): string | null {
  const parts = rel.split('/').slice(3);
  if (sites.length === 1) return sites[0]!.handle;
  return parts.length > 1 && collection.sites.includes(parts[0]!) && sites.some((s) => s.handle === parts[0]) ? parts[0]! : null;
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

/** The file by which a content root says it is this site's own (decision 039). */
export const OWN_MODEL_FILE = 'resources/content-model.yaml';
const OWN_MODEL = 'kairotone';

/**
 * Whether the content root is this site's own, held to our content model (api/check/model.ts)
 * besides Statamic's rules: it says so in OWN_MODEL_FILE (`model: kairotone`), a file Statamic
 * never reads. Any other root is checked as Statamic reads it, against its blueprints alone,
 * whatever its sites and collections are called.
 */
async function readsOwnModel(read: (rel: string) => Promise<ParsedFile | undefined>, errors: ContentFileError[]): Promise<boolean> {
  const file = await read(OWN_MODEL_FILE);
  if (!file) return false;
  if (file.data.model === OWN_MODEL) return true;
  errors.push(new ContentFileError(OWN_MODEL_FILE, `\`model\` must be \`${OWN_MODEL}\` (or remove the file: the content is then checked as Statamic reads it)`, undefined, 'model'));
  return false;
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
    // Top-level files (`default.yaml`, the fallback of collections without blueprints) have no namespace.
    const namespace = parts.length === 3 ? `${parts[0]}.${parts[1]}` : parts.length === 2 ? parts[0]! : '';
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
    const on = (key: string) => file?.data[key] !== false;
    const allows = { uploads: on('allow_uploads'), moving: on('allow_moving'), renaming: on('allow_renaming'), folders: on('create_folders') };
    assets.containers.set(handle, { handle, dir: `public/${disk}`, urlPath: `/${disk}`, ...(typeof file?.data.title === 'string' ? { title: file.data.title } : {}), allows });
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

/** A collection file as CollectionsStore::makeItemFromFile and Collection's getters read it (src/Entries/Collection.php). */
function parseCollection(handle: string, data: Data, sites: Site[]): CollectionConfig {
  // Collection::sites(): the listed sites with several sites; the default site otherwise or when none is listed.
  const listed = Array.isArray(data.sites) ? data.sites.filter((s): s is string => typeof s === 'string') : [];
  const collectionSites = sites.length > 1 && listed.length > 0 ? listed : [sites[0]!.handle];
  // Collection::routes(): one route for every site of the collection, or one per site; none for other sites.
  const routes = perSite(data.route, collectionSites);
  const titleFormats = perSite(data.title_format, collectionSites);
  const structure = data.structure && typeof data.structure === 'object' ? (data.structure as Data) : null;
  const maxDepth = typeof structure?.max_depth === 'number' ? structure.max_depth : null;
  const orderable = maxDepth === 1;
  const behavior = (data.date_behavior ?? {}) as Data;
  const dated = truthy(data.date);
  const sortBy = typeof data.sort_by === 'string' && data.sort_by !== '' ? data.sort_by : null;
  const sortDir = data.sort_dir === 'asc' || data.sort_dir === 'desc' ? data.sort_dir : null;
  return {
    handle,
    // Collection::title(): the handle with its first letter upper case when the file has none.
    title: typeof data.title === 'string' ? data.title : handle.charAt(0).toUpperCase() + handle.slice(1),
    routes,
    sites: collectionSites,
    dated,
    structure: structure ? { root: structure.root === true, maxDepth } : null,
    mount: typeof data.mount === 'string' ? data.mount : null,
    taxonomies: Array.isArray(data.taxonomies) ? data.taxonomies.filter((t): t is string => typeof t === 'string') : [],
    // Collection::sortField() and sortDirection(): a structure sorts by order, a dated collection by
    // date (newest first unless it is orderable); a custom sort field goes ascending unless told.
    sortField: sortBy ?? (structure ? 'order' : dated ? 'date' : 'title'),
    sortDir: sortDir ?? (sortBy || orderable || !dated ? 'asc' : 'desc'),
    futureBehavior: dateBehavior(behavior.future),
    pastBehavior: dateBehavior(behavior.past),
    requiresSlugs: data.slugs === undefined ? true : truthy(data.slugs),
    titleFormats,
    cascade: data.inject && typeof data.inject === 'object' && !Array.isArray(data.inject) ? (data.inject as Data) : {},
  };
}

/** A collection setting that is one string for every site or a map of them (`route`, `title_format`): the non-empty ones by site. */
function perSite(value: unknown, sites: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const site of sites) {
    const own = typeof value === 'string' ? value : value && typeof value === 'object' ? (value as Data)[site] : undefined;
    if (typeof own === 'string' && own !== '') out.set(site, own);
  }
  return out;
}

/** Statamic compares the setting with `public` and `private` only: any other value lists like `unlisted`. */
function dateBehavior(value: unknown): DateBehavior {
  return value === undefined || value === null || value === 'public' ? 'public' : value === 'private' ? 'private' : 'unlisted';
}
