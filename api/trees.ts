import { absolute, augmentData, augmentValue, type ShapeContext } from './augment';
import { entryGetter, fieldsAsked, publishedByDefault, requireSite, shapeContext, type RequestContext } from './controllers';
import { applyFilters, type Getter } from './filter';
import { ApiError, parseQuery } from './query';
import { entryResource, pick, sortedKeys } from './resources';
import { collectionBlueprint, type Fields } from './store/blueprints';
import type { CollectionConfig, ContentIndex, Data, Entry, NavNode } from './store/types';
import type { PhpValue } from './php';

/**
 * The tree endpoints (`/navs/{nav}/tree`, `/collections/{collection}/tree`): Statamic's
 * TreeResource through src/Structures/TreeBuilder.php and the pages of src/Structures/Page.php.
 */

/** A page of a tree: a branch with its entry (when it names one that exists). */
interface Page {
  id: string;
  entry: Entry | null;
  /** The branch names an entry (Page::reference()), whether or not it exists. */
  reference: string | null;
  url: string | null;
  title: string | null;
  data: Data;
  children: Page[];
}

interface TreeItem {
  page: Data;
  depth: number;
  children: TreeItem[];
}

/**
 * The keys AugmentedEntry answers from the entry or its own methods, which a page's `data:`
 * cannot replace (AbstractAugmented::get() asks those before the page's values).
 */
const ENTRY_KEYS = new Set([
  'id', 'entry_id', 'title', 'origin_id', 'slug', 'uri', 'url', 'edit_url', 'permalink', 'api_url', 'status', 'published',
  'private', 'date', 'order', 'is_entry', 'collection', 'blueprint', 'mount', 'locale', 'last_modified', 'updated_at', 'updated_by',
]);

/** The blueprint of a navigation's pages: `navigation.{handle}` only (Nav::blueprint()). */
function navFields(index: ContentIndex, nav: string): Fields | undefined {
  const blueprint = index.blueprints.find('navigation', nav);
  return blueprint?.handle === nav ? blueprint.fields : undefined;
}

/**
 * A page as AugmentedPage shapes it for the API. With an entry: the entry's augmented values,
 * the page blueprint's fields, the page's own `data:` over the entry's values, its title
 * (custom or the entry's), its id and `entry_id`; `parent` is left out on API routes. Without
 * one: the page's data, `title`, `url`, `uri` and `permalink` from its own `url`, `id` and
 * `entry_id` null.
 */
function pageData(page: Page, fields: Fields | undefined, ctx: ShapeContext, only?: ReadonlySet<string>): Data {
  if (!page.entry) {
    return sortedKeys({
      ...augmentData(page.data, fields, ctx),
      id: page.id,
      entry_id: null,
      // Page::title(): a custom title only when it is not empty.
      title: page.title || null,
      url: page.url,
      uri: page.url,
      permalink: page.url ? absolute(ctx, page.url) : null,
    });
  }
  const { parent: _parent, ...entry } = entryResource(page.entry, ctx, only);
  const shaped: Data = { ...entry };
  const collection = ctx.index.collections.get(page.entry.collection);
  const entryFields = collection ? collectionBlueprint(ctx.index.blueprints, collection, page.entry.blueprint)?.fields : undefined;
  for (const [key, def] of fields ?? []) if (!(key in shaped)) shaped[key] = augmentValue(page.entry.values[key] ?? null, def, ctx);
  for (const [key, value] of Object.entries(page.data)) {
    if (ENTRY_KEYS.has(key)) continue;
    // The page blueprint's field wins over the entry blueprint's (AugmentedPage::blueprintFields()).
    const def = fields?.get(key) ?? entryFields?.get(key);
    shaped[key] = def ? augmentValue(value, def, ctx) : value;
  }
  return sortedKeys({ ...shaped, id: page.id, entry_id: page.entry.id, title: page.title || (entry.title ?? null) });
}

/** Reads a page's value as ResolveValue does: the Page's own methods, else its data over its entry's. */
function pageGetter(index: ContentIndex): Getter<Page> {
  const forEntry = entryGetter(index);
  return (page, field) => {
    if (field === 'id') return page.id;
    if (field === 'title') return (page.title || (page.entry?.values.title ?? null)) as PhpValue;
    if (field in page.data && !ENTRY_KEYS.has(field)) return page.data[field] as PhpValue;
    // Page::status() of a page without an entry is null, and so is every entry value.
    return page.entry ? forEntry(page.entry, field) : null;
  };
}

/** Which pages of a level a tree keeps (TreeBuilder's query). */
type Keep = (pages: Page[]) => Page[];

/**
 * TreeBuilder::toTree(): at each level the query keeps its pages (a page left out takes its
 * children with it), a page naming an entry that does not exist is dropped, and children stop
 * below `max_depth`. `fields` selects the keys of every page.
 */
function toTree(pages: Page[], keep: Keep, options: { maxDepth: number | null; fields: string[] | null }, shape: (page: Page) => Data, depth = 1): TreeItem[] {
  if (options.maxDepth !== null && depth > options.maxDepth) return [];
  return keep(pages)
    .filter((page) => page.reference === null || page.entry !== null)
    .map((page) => {
      const data = shape(page);
      return { page: options.fields ? pick(data, options.fields) : data, depth, children: toTree(page.children, keep, options, shape, depth + 1) };
    });
}

/** A navigation's branches as pages: Page::entry() is the entry the branch names, as it is (no localization). */
function navPages(index: ContentIndex, nodes: NavNode[]): Page[] {
  return nodes.map((node) => ({
    id: node.id,
    entry: node.entry === undefined ? null : index.entries.get(node.entry) ?? null,
    reference: node.entry ?? null,
    url: node.url ?? null,
    title: node.title ?? null,
    data: node.data,
    children: navPages(index, node.children),
  }));
}

/**
 * A collection's tree in a site as pages, from the order and parents the structure gave its
 * entries (api/store/structures.ts). The root page comes first like any other top-level page
 * (TreeBuilder prepends it with `include_home`); a page's id is its entry's (CollectionTree::idKey()).
 */
function collectionPages(index: ContentIndex, collection: CollectionConfig, site: string): Page[] {
  const children = new Map<string | null, Entry[]>();
  for (const entry of index.entries.values()) {
    if (entry.collection !== collection.handle || entry.site !== site || entry.order === null) continue;
    const siblings = children.get(entry.parentId) ?? [];
    siblings.push(entry);
    children.set(entry.parentId, siblings);
  }
  const pagesUnder = (parentId: string | null): Page[] =>
    (children.get(parentId) ?? [])
      .sort((a, b) => a.order! - b.order!)
      .map((entry) => ({ id: entry.id, entry, reference: entry.id, url: null, title: null, data: {}, children: pagesUnder(entry.id) }));
  return pagesUnder(null);
}

/**
 * NavigationTreeController::show(): the navigation's tree in `?site` (else the default site),
 * 404 when it has none there. Only pages whose entry is published, or that have no entry, are
 * shown (TreeResource's default query); `filter[...]` is not read.
 */
export function navTree(req: RequestContext, handle: string): unknown {
  const query = parseQuery(req.url.searchParams, null);
  const nav = req.index.navs.get(handle);
  if (!nav) throw ApiError.notFound();
  const site = requireSite(req, query.site);
  const tree = nav.trees.get(site);
  if (!tree) throw ApiError.notFound();
  const ctx = shapeContext(req, site);
  const fields = navFields(req.index, handle);
  // TreeResource's default query: `whereIn('status', ['published', null])` (a page without an entry has no status).
  const status = entryGetter(req.index);
  const keep: Keep = (pages) => pages.filter((page) => !page.entry || status(page.entry, 'status') === 'published');
  const only = fieldsAsked(query);
  return { data: toTree(navPages(req.index, tree), keep, query, (page) => pageData(page, fields, ctx, only)) };
}

/**
 * CollectionTreeController::show(): the structured collection's tree in `?site` (else the
 * default site), 404 when the collection has no structure or is not in that site. Pages are
 * filtered as the collection's entries are (`status:is=published` unless the client filters on
 * status or published), level by level.
 */
export function collectionTree(req: RequestContext, handle: string): unknown {
  const collection = req.index.collections.get(handle);
  if (!collection) throw ApiError.notFound();
  const query = parseQuery(req.url.searchParams, { allowed: req.access.filters('collections', collection.handle) });
  if (!collection.structure) throw ApiError.notFound();
  const site = query.site ?? req.index.defaultSite.handle;
  if (!collection.sites.includes(site)) throw ApiError.notFound();
  const ctx = shapeContext(req, site);
  const filters = publishedByDefault(query.filters);
  const get = pageGetter(req.index);
  const keep: Keep = (pages) => applyFilters(pages, filters, get);
  const only = fieldsAsked(query);
  return { data: toTree(collectionPages(req.index, collection, site), keep, query, (page) => pageData(page, undefined, ctx, only)) };
}
