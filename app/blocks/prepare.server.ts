import type { ContentClient } from '../lib/content/client.server';
import type { Entry } from '../lib/content/schemas';
import { list, optStr, record, toImg } from '../lib/content/values';
import { sanitizeContentHtml } from '../lib/sanitize.server';
import type { Img } from '../lib/shell';
import {
  DOWNLOAD_KINDS, FEATURE_ICONS, PLATFORMS,
  type BlockType, type BlockView, type DownloadItem, type DownloadProductGroup, type Feature, type FaqItem,
  type LinkView, type ProductCard, type Reseller, type SpecificationRow,
} from './types';

export interface PrepareContext {
  content: ContentClient;
  site: string;
}

/**
 * Turns the API's block list into view models: reads every block defensively (an unknown or
 * malformed block is skipped with a warning, never an error), sanitises HTML, and resolves
 * the entries blocks point at with as few API calls as possible, all in parallel: one
 * products query for every product teaser, one downloads query for every downloads list
 * (or the whole downloads collection, once, when the page has a downloads hub).
 */
export async function prepareBlocks(raw: unknown, ctx: PrepareContext): Promise<BlockView[]> {
  if (raw === null || raw === undefined) return [];
  if (!Array.isArray(raw)) {
    warn('the blocks field', 'it is not a list');
    return [];
  }

  const needs: Needs = { products: [], downloads: [], allDownloads: false };
  const usedIds = new Set<string>();
  const pending: { label: string; finish: Finish }[] = [];

  raw.forEach((value, index) => {
    const block = record(value);
    const type = typeof block.type === 'string' ? block.type : null;
    let id = optStr(block.id) ?? `${type ?? 'block'}-${index + 1}`;
    const label = `block ${JSON.stringify(id)} (${type ?? 'no type'}) at position ${index + 1}`;
    if (block !== value) return warn(label, 'it is not an object');
    if (type === null) return warn(label, 'it has no type');
    const read: Reader | undefined = Object.hasOwn(READERS, type) ? READERS[type as BlockType] : undefined;
    if (!read) return warn(label, `unknown block type ${JSON.stringify(type)}`);
    // Ids are React keys: keep them unique even if content repeats one.
    if (usedIds.has(id)) id = `${id}-${index + 1}`;
    usedIds.add(id);
    try {
      const result = read(block, id, needs);
      pending.push({ label, finish: typeof result === 'function' ? result : () => result });
    } catch (error) {
      if (!(error instanceof Malformed)) throw error;
      warn(label, error.message);
    }
  });

  const resolved = await resolve(needs, ctx);
  const views: BlockView[] = [];
  for (const { label, finish } of pending) {
    try {
      views.push(finish(resolved));
    } catch (error) {
      if (!(error instanceof Malformed)) throw error;
      warn(label, error.message);
    }
  }
  return views;
}

// ---------------------------------------------------------------------------------------
// Reading blocks

/** A block that cannot be shown; the message says why (logged, then the block is skipped). */
class Malformed extends Error {}

function warn(what: string, why: string): void {
  console.warn(`[blocks] skipped ${what}: ${why}`);
}

/** A reference to another entry as the API sends it: a shallow entry, or (from APIs that do not augment) a bare id. */
interface Ref {
  id: string;
  title: string | null;
  url: string | null;
  bare: boolean;
}

interface Needs {
  products: Ref[];
  downloads: Ref[];
  allDownloads: boolean;
}

interface Resolved {
  /** null when the lookup failed: blocks fall back to what the shallow entries carry. */
  products: EntryLookup | null;
  downloads: EntryLookup | null;
  allDownloads: Entry[] | null;
}

type Finish = (resolved: Resolved) => BlockView;
type Reader = (block: Record<string, unknown>, id: string, needs: Needs) => BlockView | Finish;

function required(value: unknown, field: string): string {
  const s = optStr(value);
  if (s === null) throw new Malformed(`${field} is missing or empty`);
  return s.trim();
}

function text(value: unknown): string | null {
  return optStr(value)?.trim() ?? null;
}

/** Text that content may also write as a number (`value: 38`). */
function textOrNumber(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : null;
}

function nonEmpty<T>(items: T[], field: string): T[] {
  if (items.length === 0) throw new Malformed(`${field} has no usable items`);
  return items;
}

/**
 * A link target content may use: a site path (`/where-to-buy`, not `//host` or `/\host`),
 * an in-page anchor, or an absolute http(s), mailto or tel URL. Anything else is dropped.
 */
function safeUrl(value: unknown, schemes: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:']): string | null {
  const url = optStr(value)?.trim();
  // eslint-disable-next-line no-control-regex
  if (!url || /[\u0000-\u001f\u007f]/.test(url)) return null;
  if (url.startsWith('/') || url.startsWith('#')) return /^\/[/\\]/.test(url) ? null : url;
  try {
    return schemes.includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

function link(labelValue: unknown, urlValue: unknown, field: string): LinkView | null {
  const label = text(labelValue);
  const url = safeUrl(urlValue);
  if (label && optStr(urlValue) && !url) console.warn(`[blocks] dropped the ${field} link ${JSON.stringify(urlValue)}: not a site path or http(s) URL`);
  return label && url ? { label, url } : null;
}

function images(value: unknown): Img[] {
  return list(value).map(toImg).filter((img): img is Img => img !== null);
}

function refs(value: unknown): Ref[] {
  return list(value).flatMap((item): Ref[] => {
    if (typeof item === 'string' && item.trim()) return [{ id: item.trim(), title: null, url: null, bare: true }];
    const entry = record(item);
    const id = optStr(entry.id);
    return id ? [{ id, title: text(entry.title), url: safeUrl(entry.url), bare: false }] : [];
  });
}

function html(value: unknown): string {
  return typeof value === 'string' ? sanitizeContentHtml(value).trim() : '';
}

function number(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

const READERS: Record<BlockType, Reader> = {
  hero: (b, id) => ({
    type: 'hero',
    id,
    heading: required(b.heading, 'heading'),
    text: text(b.text),
    image: toImg(b.image),
    cta: link(b.cta_label, b.cta_url, 'cta_url'),
  }),

  rich_text: (b, id) => {
    const body = html(b.body);
    if (!body) throw new Malformed('body is missing or empty');
    return { type: 'rich_text', id, html: body };
  },

  image: (b, id) => {
    const image = toImg(b.image);
    if (!image) throw new Malformed('image is missing');
    return { type: 'image', id, image, caption: text(b.caption) };
  },

  gallery: (b, id) => ({ type: 'gallery', id, heading: text(b.heading), images: nonEmpty(images(b.images), 'images') }),

  feature_grid: (b, id) => {
    const features = list(b.features).flatMap((item): Feature[] => {
      const f = record(item);
      const title = text(f.title);
      return title ? [{ title, text: text(f.text), icon: oneOf(FEATURE_ICONS, f.icon) }] : [];
    });
    return { type: 'feature_grid', id, heading: text(b.heading), features: nonEmpty(features, 'features') };
  },

  product_teaser: (b, id, needs) => {
    const wanted = nonEmpty(refs(b.products), 'products');
    needs.products.push(...wanted);
    return ({ products }) => ({
      type: 'product_teaser',
      id,
      heading: text(b.heading),
      products: nonEmpty(wanted.flatMap((ref) => productCard(ref, products)), 'products (none is published in this site)'),
    });
  },

  specifications: (b, id) => {
    const rows = list(b.rows).flatMap((item): SpecificationRow[] => {
      const r = record(item);
      const label = text(r.label);
      const value = textOrNumber(r.value);
      return label && value ? [{ label, value }] : [];
    });
    return { type: 'specifications', id, heading: text(b.heading), rows: nonEmpty(rows, 'rows') };
  },

  downloads_list: (b, id, needs) => {
    const wanted = nonEmpty(refs(b.downloads), 'downloads');
    needs.downloads.push(...wanted);
    return ({ downloads }) => ({
      type: 'downloads_list',
      id,
      heading: text(b.heading),
      downloads: nonEmpty(wanted.flatMap((ref) => downloadItem(ref, downloads)), 'downloads (none is published in this site)'),
    });
  },

  video: (b, id) => {
    const youtubeId = required(b.youtube_id, 'youtube_id');
    if (!/^[\w-]{11}$/.test(youtubeId)) throw new Malformed(`youtube_id ${JSON.stringify(youtubeId)} is not a YouTube video id`);
    return { type: 'video', id, title: required(b.title, 'title'), youtubeId, poster: toImg(b.poster) };
  },

  call_to_action: (b, id) => ({
    type: 'call_to_action',
    id,
    heading: required(b.heading, 'heading'),
    text: text(b.text),
    link: link(b.link_label, b.link_url, 'link_url'),
  }),

  faq: (b, id) => {
    const items = list(b.items).flatMap((item): FaqItem[] => {
      const i = record(item);
      const question = text(i.question);
      const answerHtml = html(i.answer);
      return question && answerHtml ? [{ question, answerHtml }] : [];
    });
    return { type: 'faq', id, heading: text(b.heading), items: nonEmpty(items, 'items') };
  },

  reseller_map: (b, id) => {
    const resellers = list(b.resellers).flatMap((item): Reseller[] => {
      const r = record(item);
      const name = text(r.name);
      const country = text(r.country);
      if (!name || !country || !/^[a-z]{2}$/i.test(country)) return [];
      const lat = number(r.lat);
      const lng = number(r.lng);
      return [{
        name,
        city: text(r.city),
        country: country.toUpperCase(),
        type: r.type === 'online' ? 'online' : 'local',
        website: safeUrl(r.website, ['https:', 'http:']),
        lat: lat !== null && Math.abs(lat) <= 90 ? lat : null,
        lng: lng !== null && Math.abs(lng) <= 180 ? lng : null,
      }];
    });
    return { type: 'reseller_map', id, heading: text(b.heading), resellers: nonEmpty(resellers, 'resellers') };
  },

  downloads_hub: (b, id, needs) => {
    needs.allDownloads = true;
    return ({ allDownloads }) => ({ type: 'downloads_hub', id, heading: text(b.heading), intro: text(b.intro), groups: hubGroups(allDownloads ?? []) });
  },
};

// ---------------------------------------------------------------------------------------
// Resolving entries

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

async function resolve(needs: Needs, ctx: PrepareContext): Promise<Resolved> {
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
    console.warn(`[blocks] could not load ${what}, showing blocks without them: ${error instanceof Error ? error.message : String(error)}`);
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
  const first = await ctx.content.entries(collection, { site: ctx.site, limit: PAGE_SIZE, fields });
  const last = Math.min(first.meta.last_page, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, (_, i) => ctx.content.entries(collection, { site: ctx.site, limit: PAGE_SIZE, page: i + 2, fields })),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

function productCard(ref: Ref, lookup: EntryLookup | null): ProductCard[] {
  if (!lookup) return ref.title ? [{ id: ref.id, title: ref.title, tagline: null, url: ref.url, image: null, price: null }] : [];
  const entry = lookup.find(ref);
  const title = text(entry?.title) ?? ref.title;
  if (!entry || !title) return [];
  return [{ id: entry.id, title, tagline: text(entry.tagline), url: safeUrl(entry.url) ?? ref.url, image: toImg(entry.image), price: textOrNumber(entry.price) }];
}

function downloadItem(ref: Ref, lookup: EntryLookup | null): DownloadItem[] {
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
function hubGroups(entries: Entry[]): DownloadProductGroup[] {
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
