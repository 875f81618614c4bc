import { augmentData, augmentValue, entryUrls, makeAbsolute, shallowEntry, type ShapeContext } from './augment';
import { collectionBlueprint, singular, type Blueprint, type Fields } from './store/blueprints';
import { carbonJson } from './store/dates';
import { entryStatus, isPrivate } from './store/entries';
import { globalValues } from './store/sets';
import { publishedEntriesCount, termApiUrl, termUri, termUrl } from './store/terms';
import type { ContentIndex, CollectionConfig, Data, Entry, GlobalSet, Term } from './store/types';

/**
 * The fields Statamic's blueprint gives an entry (Collection::ensureEntryBlueprintFields): the
 * blueprint's own, plus `title`, `slug` when slugs are required, `date` in a dated collection
 * and a terms field per taxonomy of the collection.
 */
interface EntryShape {
  blueprint: Blueprint | undefined;
  /** The blueprint's fields plus those Statamic adds to every entry blueprint of the collection. */
  fields: Fields;
  /** The same with `content` as Markdown even where the blueprint does not say so (the body). */
  augmentFields: Fields;
}

/** Shapes per index, collection and blueprint name: the same few for every entry of a listing. */
const shapes = new WeakMap<ContentIndex, Map<string, EntryShape>>();

function entryShape(entry: Entry, collection: CollectionConfig, index: ContentIndex): EntryShape {
  let known = shapes.get(index);
  if (!known) shapes.set(index, (known = new Map()));
  const key = `${collection.handle}\u0000${entry.blueprint ?? ''}`;
  let shape = known.get(key);
  if (shape) return shape;
  const blueprint = collectionBlueprint(index.blueprints, collection, entry.blueprint);
  const fields: Fields = new Map(blueprint?.fields);
  if (!fields.has('title')) fields.set('title', { type: 'text' });
  if (collection.requiresSlugs && !fields.has('slug')) fields.set('slug', { type: 'slug' });
  if (collection.dated && !fields.has('date')) fields.set('date', { type: 'date' });
  for (const taxonomy of collection.taxonomies) {
    if (!fields.has(taxonomy)) fields.set(taxonomy, { type: 'terms', taxonomies: [taxonomy] });
  }
  const augmentFields: Fields = fields.has('content') ? fields : new Map([...fields, ['content', { type: 'markdown' }]]);
  known.set(key, (shape = { blueprint, fields, augmentFields }));
  return shape;
}

/**
 * Entry::order(): in a structure, the place in the site's tree counted from 1 (an entry not in
 * the tree answers 1, as PHP's `null + 1`); otherwise the entry's `order` value.
 */
function entryOrder(entry: Entry, collection: CollectionConfig): unknown {
  if (collection.structure) return (entry.order ?? 0) + 1;
  return entry.values.order ?? null;
}

/** AugmentedEntry::mount(): the `mount` value, else the collection mounted on the entry (or on its origin). */
function entryMount(entry: Entry, ctx: ShapeContext): unknown {
  if (entry.values.mount !== undefined && entry.values.mount !== null) return entry.values.mount;
  const mounted = (id: string | null) => (id === null ? undefined : [...ctx.index.collections.values()].find((c) => c.mount === id));
  const collection = mounted(entry.id) ?? mounted(entry.originId);
  return collection ? { title: collection.title, handle: collection.handle } : null;
}

/**
 * The entry's parent in its structure, `{id}`; null when that parent is not published, so a
 * published child never names a draft or embargoed parent (ids are readable slugs).
 */
function publishedParent(entry: Entry, ctx: ShapeContext): Data | null {
  const parent = entry.parentId ? ctx.index.entries.get(entry.parentId) : undefined;
  return parent && entryStatus(parent, ctx.index.collections.get(parent.collection)) === 'published' ? { id: parent.id } : null;
}

/**
 * Statamic's EntryResource: the augmented entry (AugmentedEntry's keys: the entry's values,
 * its blueprint's fields, null where it has no value, and the common keys), keys sorted as
 * Statamic sorts them. Not answered: `edit_url` (no control panel) and `updated_by` (no users).
 */
export function entryResource(entry: Entry, ctx: ShapeContext, only?: ReadonlySet<string>): Data {
  const entryCtx = { ...ctx, site: entry.site };
  const collection = ctx.index.collections.get(entry.collection)!;
  const { blueprint, fields, augmentFields } = entryShape(entry, collection, ctx.index);
  // With `only` (the request's `fields`), the other values are not augmented at all: a listing
  // asking for titles does not render every entry's Markdown body. The keys asked for are the same.
  const values = only ? Object.fromEntries(Object.entries(entry.values).filter(([key]) => only.has(key))) : entry.values;
  const augmented = augmentData(values, augmentFields, entryCtx);
  for (const [handle, def] of fields) if (!(handle in augmented) && (!only || only.has(handle))) augmented[handle] = augmentValue(null, def, entryCtx);
  const lastModified = carbonJson(entry.lastModified);
  const out: Data = {
    ...augmented,
    ...shallowEntry(entry, ctx),
    ...entryUrls(entry, ctx),
    origin_id: entry.originId,
    published: entry.published,
    private: isPrivate(entry, collection),
    status: entryStatus(entry, collection),
    // AugmentedEntry::date(): a dated collection's date; elsewhere the `date` value, augmented by its field.
    date: collection.dated ? entry.date : augmented.date ?? null,
    order: entryOrder(entry, collection),
    is_entry: true,
    mount: entryMount(entry, ctx),
    locale: entry.site,
    collection: { title: collection.title, handle: entry.collection },
    blueprint: { title: blueprint?.title ?? collection.title, handle: blueprint?.handle ?? entry.collection },
    parent: publishedParent(entry, ctx),
    last_modified: lastModified,
    updated_at: lastModified,
  };
  return sortedKeys(out);
}

/** An augmented item's keys in order, as AbstractAugmented::keys() sorts them. */
export function sortedKeys(data: Data): Data {
  const out: Data = {};
  // The default sort compares UTF-16 code units, as PHP's ksort compares bytes for ASCII keys.
  for (const key of Object.keys(data).sort()) out[key] = data[key];
  return out;
}

/** Every field a blueprint defines, null where the data has no value (augmented keys include the blueprint's fields). */
function withBlueprintKeys(data: Data, fields: Fields | undefined): Data {
  return fields ? { ...Object.fromEntries([...fields.keys()].map((key) => [key, null])), ...data } : data;
}

/**
 * A term's blueprint, as Term::blueprint() finds it through Taxonomy::termBlueprint(): the
 * one its `blueprint` value names (or the singular of that name), none when that does not
 * exist, else the taxonomy's first blueprint.
 */
function termBlueprint(term: Term, ctx: ShapeContext): Blueprint | undefined {
  const namespace = `taxonomies.${term.taxonomy}`;
  const named = term.values.blueprint;
  if (typeof named === 'string' && named !== '') {
    const found = ctx.index.blueprints.find(namespace, named);
    return found && (found.handle === named || found.handle === singular(named)) ? found : undefined;
  }
  return ctx.index.blueprints.in(namespace)[0];
}

/**
 * Statamic's TermResource: the augmented term (AugmentedTerm::keys(): its values with the
 * taxonomy's `inject` beneath, its blueprint's fields and the common keys) without `entries`
 * and `collection`, which TermResource leaves out. Ours also leaves out `edit_url` (there is
 * no control panel), and `updated_by` is null (there are no users to find).
 */
export function termResource(term: Term, ctx: ShapeContext, now = Date.now()): Data {
  // A term is shaped the same for every listing of its taxonomy (terms are objects of one
  // index); `entries_count` follows dated entries' status, so a shape is kept as long as an answer is.
  const kept = shapedTerms.get(term);
  if (kept && kept.siteUrl === ctx.siteUrl && now - kept.at <= SHAPED_TERM_TTL_MS) return kept.data;
  const data = shapeTerm(term, ctx);
  shapedTerms.set(term, { siteUrl: ctx.siteUrl, at: now, data: Object.freeze(data) });
  return data;
}

const shapedTerms = new WeakMap<Term, { siteUrl: string; at: number; data: Data }>();
/** As long as the API's answer cache keeps an answer (api/response-cache.ts). */
const SHAPED_TERM_TTL_MS = 60_000;

function shapeTerm(term: Term, ctx: ShapeContext): Data {
  const termCtx = { ...ctx, site: term.site };
  const taxonomy = ctx.index.taxonomies.get(term.taxonomy);
  const uri = termUri(term);
  const fields = termBlueprint(term, ctx)?.fields;
  return sortedKeys({
    ...augmentData(withBlueprintKeys(term.values, fields), fields, termCtx),
    id: `${term.taxonomy}::${term.baseSlug}`,
    // AugmentedTerm::title(): the value, else the slug (an explicit null falls to the slug too).
    title: term.values.title ?? term.slug,
    slug: term.slug,
    uri,
    url: termUrl(term, ctx.index, uri),
    permalink: makeAbsolute(ctx, term.site, uri),
    api_url: termApiUrl(term, ctx.siteUrl),
    is_term: true,
    entries_count: publishedEntriesCount(ctx.index, term),
    locale: term.site,
    taxonomy: { title: taxonomy?.title ?? term.taxonomy, handle: term.taxonomy },
    updated_at: carbonJson(term.lastModified),
    // AugmentedTerm::updatedBy(): the user `updated_by` names; the API serves no users, so none is found.
    updated_by: null,
  });
}

/**
 * Statamic's GlobalSetResource: the site's variables merged over their origin, with the
 * fields of the set's own blueprint (`globals.{handle}`, no other), plus handle and api_url.
 * Undefined when the set has nothing for the site.
 */
export function globalResource(set: GlobalSet, ctx: ShapeContext): Data | undefined {
  const values = globalValues(set, ctx.site);
  if (!values) return undefined;
  const blueprint = ctx.index.blueprints.find('globals', set.handle);
  const fields = blueprint?.handle === set.handle ? blueprint.fields : undefined;
  return {
    ...sortedKeys(augmentData(withBlueprintKeys(values, fields), fields, ctx)),
    handle: set.handle,
    api_url: `${ctx.siteUrl}/api/globals/${set.handle}`,
  };
}

/** Keeps only the requested keys (the `fields` parameter). */
export function pick(data: Data, fields: string[]): Data {
  const out: Data = {};
  for (const f of fields) if (f in data) out[f] = data[f];
  return out;
}
