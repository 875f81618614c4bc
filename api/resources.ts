import { absolute, augmentData, localize, shallowEntry, termUrl, type ShapeContext } from './augment';
import type { Fields } from './store/blueprints';
import { entryStatus, isPrivate } from './store/entries';
import { globalValues } from './store/sets';
import type { Data, Entry, GlobalSet, NavNode, Term } from './store/types';

/** An entry's fields as the blueprint defines them; `content` (the Markdown body) and taxonomy fields work without one. */
function entryFields(entry: Entry, ctx: ShapeContext): Fields {
  const blueprint = ctx.index.blueprints.find(`collections.${entry.collection}`, entry.blueprint);
  const fields: Fields = new Map(blueprint?.fields);
  if (!fields.has('content')) fields.set('content', { type: 'markdown' });
  for (const taxonomy of ctx.index.collections.get(entry.collection)?.taxonomies ?? []) {
    if (!fields.has(taxonomy)) fields.set(taxonomy, { type: 'terms', taxonomies: [taxonomy] });
  }
  return fields;
}

/** Statamic's EntryResource: the augmented entry plus `api_url`. */
export function entryResource(entry: Entry, ctx: ShapeContext): Data {
  const entryCtx = { ...ctx, site: entry.site };
  const collection = ctx.index.collections.get(entry.collection);
  const blueprint = ctx.index.blueprints.find(`collections.${entry.collection}`, entry.blueprint);
  return {
    ...augmentData(entry.values, entryFields(entry, entryCtx), entryCtx),
    ...shallowEntry(entry, ctx),
    origin_id: entry.originId,
    published: entry.published,
    private: isPrivate(entry, collection),
    status: entryStatus(entry, collection),
    date: entry.date,
    locale: entry.site,
    collection: { title: collection?.title ?? entry.collection, handle: entry.collection },
    blueprint: { title: blueprint?.title ?? entry.collection, handle: blueprint?.handle ?? entry.blueprint ?? entry.collection },
    parent: entry.parentId ? { id: entry.parentId } : null,
    updated_at: entry.updatedAt === null ? null : new Date(entry.updatedAt * 1000).toISOString().replace('.000Z', '+00:00'),
  };
}

/** Statamic's TermResource: one term in one site. */
export function termResource(term: Term, ctx: ShapeContext): Data {
  const termCtx = { ...ctx, site: term.site };
  const taxonomy = ctx.index.taxonomies.get(term.taxonomy);
  const url = termUrl(term, ctx.index);
  const { localizations: _ignored, ...values } = term.values;
  return {
    ...augmentData(values, ctx.index.blueprints.find(`taxonomies.${term.taxonomy}`)?.fields, termCtx),
    id: `${term.taxonomy}::${term.baseSlug}`,
    title: term.values.title ?? term.slug,
    slug: term.slug,
    url,
    uri: url,
    permalink: absolute(ctx, url),
    api_url: `${ctx.siteUrl}/api/taxonomies/${term.taxonomy}/terms/${term.baseSlug}`,
    locale: term.site,
    taxonomy: { title: taxonomy?.title ?? term.taxonomy, handle: term.taxonomy },
  };
}

/** Statamic's GlobalSetResource: the site's variables merged over their origin, plus handle and api_url. Undefined when the set has nothing for the site. */
export function globalResource(set: GlobalSet, ctx: ShapeContext): Data | undefined {
  const values = globalValues(set, ctx.site);
  if (!values) return undefined;
  return {
    ...augmentData(values, ctx.index.blueprints.find('globals', set.handle)?.fields, ctx),
    handle: set.handle,
    api_url: `${ctx.siteUrl}/api/globals/${set.handle}`,
  };
}

export interface TreeItem {
  page: Data;
  depth: number;
  children: TreeItem[];
}

/**
 * Statamic's navigation tree output. A node's page is the referenced entry (in the tree's
 * site) with the node's own title, url and `data:` laid over it; nodes whose entry is not
 * visible are left out with their children.
 */
export function treeResource(nav: string, nodes: NavNode[], ctx: ShapeContext, maxDepth: number | null, fields: string[] | null, depth = 1): TreeItem[] {
  const nodeFields = ctx.index.blueprints.find('navigation', nav)?.fields;
  const items: TreeItem[] = [];
  for (const node of nodes) {
    let page: Data;
    if (node.entry) {
      const entry = localize(ctx.index, node.entry, ctx.site);
      if (!entry) continue;
      const shaped = entryResource(entry, ctx);
      page = {
        ...shaped,
        ...augmentData(node.data, nodeFields, ctx),
        id: node.id,
        entry_id: entry.id,
        title: node.title ?? shaped.title,
      };
    } else {
      page = {
        ...augmentData(node.data, nodeFields, ctx),
        id: node.id,
        entry_id: null,
        title: node.title ?? null,
        url: node.url ?? null,
        uri: node.url ?? null,
        permalink: node.url ? absolute(ctx, node.url) : null,
      };
    }
    const children = maxDepth !== null && depth >= maxDepth ? [] : treeResource(nav, node.children, ctx, maxDepth, fields, depth + 1);
    items.push({ page: fields ? pick(page, fields) : page, depth, children });
  }
  return items;
}

/** Keeps only the requested keys (the `fields` parameter). */
export function pick(data: Data, fields: string[]): Data {
  const out: Data = {};
  for (const f of fields) if (f in data) out[f] = data[f];
  return out;
}
