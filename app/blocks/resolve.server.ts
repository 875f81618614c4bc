import type { Entry } from '../lib/content/schemas';
import { list, safeUrl, toImg } from '../lib/content/values';
import type { PrepareContext } from './prepare.server';
import { number, oneOf, refs, text, textOrNumber, warn, type Ref } from './read';
import { DOWNLOAD_KINDS, PLATFORMS, type DownloadItem, type DownloadProductGroup, type ProductCard } from './types';
import { failureMessage } from '../lib/content/unavailable.server';
import { formatPrice } from '../lib/price.server';

/** Finding the entries blocks point at (products, downloads), with as few API calls as possible. */


export interface Needs {
  products: Ref[];
  downloads: Ref[];
  allDownloads: boolean;
}

export interface Resolved {
  /** null when the lookup failed: blocks fall back to what the shallow entries carry. */
  products: EntryLookup | null;
  downloads: EntryLookup | null;
  allDownloads: Entry[] | null;
}

const ENTRY_FIELDS = ['id', 'title', 'slug', 'uri', 'url', 'locale', 'collection', 'origin_id'];
const PRODUCT_FIELDS = [...ENTRY_FIELDS, 'tagline', 'image', 'price'];
const DOWNLOAD_FIELDS = [...ENTRY_FIELDS, 'kind', 'product', 'version', 'release_date', 'platforms', 'size'];
/** Ids per `filter[id:in]` query: well inside the API's limit of 50 and its 2,000-character values. */
const IDS_PER_QUERY = 40;
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** Entries by their id, and by their origin's id for references that name the origin. */
class EntryLookup {
  private readonly byId = new Map<string, Entry>();
  private readonly byOrigin = new Map<string, Entry>();

  constructor(entries: Entry[]) {
    for (const entry of entries) {
      this.byId.set(entry.id, entry);
      if (entry.origin_id) this.byOrigin.set(entry.origin_id, entry);
    }
  }

  find(ref: Ref): Entry | undefined {
    return this.byId.get(ref.id) ?? (ref.bare ? this.byOrigin.get(ref.id) : undefined);
  }
}

export async function resolve(needs: Needs, ctx: PrepareContext): Promise<Resolved> {
  const [products, downloads] = await Promise.all([
    needs.products.length ? attempt('products', () => byRefs(ctx, 'products', needs.products, PRODUCT_FIELDS)) : [],
    needs.allDownloads
      ? attempt('downloads', () => everyEntry(ctx, 'downloads', DOWNLOAD_FIELDS))
      : needs.downloads.length
        ? attempt('downloads', () => byRefs(ctx, 'downloads', needs.downloads, DOWNLOAD_FIELDS))
        : [],
  ]);
  return {
    products: products && new EntryLookup(products),
    downloads: downloads && new EntryLookup(downloads),
    allDownloads: needs.allDownloads ? downloads : null,
  };
}

/** A lookup that fails (API down, filter refused) degrades the blocks that need it instead of failing the page. */
async function attempt(what: string, load: () => Promise<Entry[]>): Promise<Entry[] | null> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[blocks] could not load ${what}, showing blocks without them: ${failureMessage(error)}`);
    return null;
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * The referenced entries in this site. The API hands `entries` fields over as the site's own
 * localizations, so their ids go straight into `filter[id:in]`. Bare ids (an API that does not
 * augment) are origin ids: those not found by id are looked up once more by origin.
 */
async function byRefs(ctx: PrepareContext, collection: string, wanted: Ref[], fields: string[]): Promise<Entry[]> {
  const query = (field: 'id' | 'origin', ids: string[]) =>
    Promise.all(
      chunks([...new Set(ids)], IDS_PER_QUERY).map((part) =>
        ctx.content.entries(collection, { site: ctx.site, filter: { [`${field}:in`]: part.join('|') }, limit: 50, fields }),
      ),
    ).then((pages) => pages.flatMap((page) => page.data));
  const found = await query('id', wanted.map((ref) => ref.id));
  const known = new Set(found.map((entry) => entry.id));
  const missing = wanted.filter((ref) => ref.bare && !known.has(ref.id)).map((ref) => ref.id);
  return missing.length ? [...found, ...(await query('origin', missing))] : found;
}

/** Every entry of a collection in this site: the first page, then any others in parallel. */
async function everyEntry(ctx: PrepareContext, collection: string, fields: string[]): Promise<Entry[]> {
  const first = await ctx.content.entries(collection, { site: ctx.site, listed: true, limit: PAGE_SIZE, fields });
  const last = Math.min(first.meta.last_page, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, (_, i) => ctx.content.entries(collection, { site: ctx.site, listed: true, limit: PAGE_SIZE, page: i + 2, fields })),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/** A product teaser's card; its price as `lang` writes it. */
export function productCard(ref: Ref, lookup: EntryLookup | null, lang: string): ProductCard[] {
  if (!lookup) return ref.title ? [{ id: ref.id, title: ref.title, tagline: null, url: ref.url, image: null, price: null }] : [];
  const entry = lookup.find(ref);
  const title = text(entry?.title) ?? ref.title;
  if (!entry || !title) return [];
  return [{ id: entry.id, title, tagline: text(entry.tagline), url: safeUrl(entry.url) ?? ref.url, image: toImg(entry.image), price: formatPrice(textOrNumber(entry.price), lang) }];
}

export function downloadItem(ref: Ref, lookup: EntryLookup | null): DownloadItem[] {
  if (!lookup) return ref.title ? [{ id: ref.id, title: ref.title, url: ref.url, kind: null, version: null, releaseDate: null, platforms: [], size: null }] : [];
  const entry = lookup.find(ref);
  const item = entry && toDownload(entry);
  return item ? [item] : [];
}

function toDownload(entry: Entry): DownloadItem | null {
  const title = text(entry.title);
  if (!title) return null;
  const date = text(entry.release_date);
  const size = number(entry.size);
  return {
    id: entry.id,
    title,
    url: safeUrl(entry.url),
    kind: oneOf(DOWNLOAD_KINDS, entry.kind),
    version: textOrNumber(entry.version),
    releaseDate: date && /^\d{4}-\d{2}-\d{2}/.test(date) && !Number.isNaN(Date.parse(date)) ? date : null,
    platforms: [...new Set(list(entry.platforms).flatMap((p) => oneOf(PLATFORMS, p) ?? []))],
    size: size !== null && size >= 0 ? size : null,
  };
}

const ALL_PRODUCTS = 'all';
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function time(download: DownloadItem): number {
  return download.releaseDate ? Date.parse(download.releaseDate) : Number.NEGATIVE_INFINITY;
}

/**
 * Downloads by product (products by title, then those for every product) and, within a
 * product, by kind (apps, firmware, manuals), newest first.
 */
export function hubGroups(entries: Entry[]): DownloadProductGroup[] {
  const groups = new Map<string, { product: string | null; downloads: DownloadItem[] }>();
  for (const entry of entries) {
    const download = toDownload(entry);
    if (!download?.kind) {
      warn(`download ${JSON.stringify(entry.id)} in the downloads hub`, 'it has no title or no known kind');
      continue;
    }
    const product = refs(Array.isArray(entry.product) ? entry.product.slice(0, 1) : [entry.product])[0];
    const key = product?.id ?? ALL_PRODUCTS;
    const group = groups.get(key) ?? { product: product ? (product.title ?? product.id) : null, downloads: [] };
    group.downloads.push(download);
    groups.set(key, group);
  }
  return [...groups]
    .sort(([a, ga], [b, gb]) => Number(a === ALL_PRODUCTS) - Number(b === ALL_PRODUCTS) || collator.compare(ga.product ?? '', gb.product ?? ''))
    .map(([key, { product, downloads }]) => ({
      key,
      product,
      kinds: DOWNLOAD_KINDS.map((kind) => ({
        kind,
        downloads: downloads.filter((d) => d.kind === kind).sort((a, b) => time(b) - time(a) || collator.compare(a.title, b.title)),
      })).filter((group) => group.downloads.length > 0),
    }));
}
