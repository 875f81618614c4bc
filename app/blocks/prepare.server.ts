import type { ContentClient } from '../lib/content/client.server';
import type { EmbedSettings } from '../lib/content/context';
import { siteByHandle } from '../i18n/sites';
import type { MapsConfig } from '../embeds/maps-loader';
import { list, optStr, record, safeUrl, toAsset, toImg } from '../lib/content/values';
import { sanitizeContentHtml } from '../lib/sanitize.server';
import { images, link, Malformed, nonEmpty, number, oneOf, refs, required, text, textOrNumber, warn } from './read';
import { downloadItem, hubGroups, productCard, resolve, type Needs, type Resolved } from './resolve.server';
import { FEATURE_ICONS, type BlockType, type BlockView, type Feature, type FaqItem, type Reseller, type SpecificationRow } from './types';

export interface PrepareContext {
  content: ContentClient;
  /** The entry's site handle (`jp`). */
  site: string;
  /** Third-party embed settings from the server (no maps key: none). */
  embeds?: EmbedSettings;
}

/**
 * An entry's blocks prepared once per content version (sanitising, Markdown and lookups are
 * the same for every request until the content changes).
 */
export function prepareEntryBlocks(entry: { id: string; locale: string; blocks?: unknown }, ctx: Omit<PrepareContext, 'site'>): Promise<BlockView[]> {
  return ctx.content.memo(`blocks:${entry.id}:${entry.locale}`, () => prepareBlocks(entry.blocks, { ...ctx, site: entry.locale }));
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
      const result = read(block, id, needs, ctx);
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



type Finish = (resolved: Resolved) => BlockView;
type Reader = (block: Record<string, unknown>, id: string, needs: Needs, ctx: PrepareContext) => BlockView | Finish;










/** The map's loading settings in the page's language and its site's region. */
function mapsConfig(ctx: PrepareContext): MapsConfig | null {
  const maps = ctx.embeds?.maps;
  if (!maps) return null;
  const { lang, region } = siteByHandle(ctx.site);
  return { ...maps, language: lang, region };
}

function html(value: unknown): string {
  return typeof value === 'string' ? sanitizeContentHtml(value).trim() : '';
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

  product_teaser: (b, id, needs, ctx) => {
    const wanted = nonEmpty(refs(b.products), 'products');
    needs.products.push(...wanted);
    return ({ products }) => ({
      type: 'product_teaser',
      id,
      heading: text(b.heading),
      products: nonEmpty(wanted.flatMap((ref) => productCard(ref, products, siteByHandle(ctx.site).lang)), 'products (none is published in this site)'),
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

  reseller_map: (b, id, _needs, ctx) => {
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
    return { type: 'reseller_map', id, heading: text(b.heading), resellers: nonEmpty(resellers, 'resellers'), map: mapsConfig(ctx) };
  },

  model_3d: (b, id) => {
    const model = toAsset(b.model);
    // Same-origin files only: the viewer fetches it, and CSP allows nothing else.
    if (!model || !/^\/(?!\/)[^?#\\]*\.glb$/i.test(model.url)) throw new Malformed('model is missing or not a .glb asset');
    const poster = toImg(b.poster);
    if (!poster) throw new Malformed('poster is missing');
    return { type: 'model_3d', id, heading: text(b.heading), modelUrl: model.url, poster, caption: text(b.caption) };
  },

  privacy_settings: (b, id) => ({ type: 'privacy_settings', id, heading: text(b.heading), text: text(b.text) }),

  downloads_hub: (b, id, needs) => {
    needs.allDownloads = true;
    return ({ allDownloads }) => ({ type: 'downloads_hub', id, heading: text(b.heading), intro: text(b.intro), groups: hubGroups(allDownloads ?? []) });
  },
};
