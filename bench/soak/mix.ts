/**
 * What the soak asks for: every URL with the status it must answer, grouped in kinds, and a
 * weighted, shuffled sequence of them. Pages come from the build's index (build/site.json), so
 * the mix follows the content; the statuses are checked once before any load (preflight).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSitesSync } from '../../api/sites';
import { PROJECT_ROOT } from '../../server/env';
import type { SiteIndex } from '../../server/static/site-index';
import { BROWSER_USER_AGENT } from '../../tests/support/production';
import { mulberry32 } from '../../scripts/lib/random';

export type Kind = 'page' | 'data' | 'asset' | 'image' | 'api' | 'rendered' | 'language' | 'not-found';

export interface Target {
  kind: Kind;
  path: string;
  /** The one status this URL must answer (outside injected faults). */
  expect: number;
  /** Site handle (en, de, …) for pages, payloads and API calls. */
  lang?: string;
  headers?: Record<string, string>;
}

/** What every request sends: a browser's user agent (Node's counts as a crawler, which gets no language redirect) and encodings. */
export const BASE_HEADERS: Record<string, string> = { 'User-Agent': BROWSER_USER_AGENT, 'Accept-Encoding': 'br, gzip' };

/** Share of requests per kind in the load phase. Rendering is slow (~50 req/s), so rendered answers are a minority. */
export const LOAD_WEIGHTS: Record<Kind, number> = { page: 30, data: 14, asset: 14, image: 8, api: 10, rendered: 10, language: 8, 'not-found': 3 };
/** Faults phase: mostly what depends on the content API (rendered pages) next to what must not (files from memory). */
export const FAULT_WEIGHTS: Partial<Record<Kind, number>> = { rendered: 40, page: 30, data: 15, asset: 15 };

const NEWS_CATEGORIES = ['events', 'products', 'stories', 'updates', 'workshops'];
const IMAGE_SOURCES = [
  'pages/home-hero.jpg', 'pages/about.jpg', 'pages/support.jpg', 'products/beacon/hero.jpg', 'products/slate-one/hero.jpg',
  'products/bridge-a2/hero.jpg', 'products/beacon/gallery-1.jpg', 'news/ibc-2026-recap.jpg', 'news/introducing-slate-one.jpg',
  'news/year-in-review-2025.jpg', 'downloads/sync-studio.jpg', 'downloads/remote-app.jpg',
];
export const imageUrl = (source: string): string => `/_ipx/w_640&f_webp&q_80/media/${source}`;

export interface Mix {
  targets: Target[];
  /** Distinct URLs per kind, and prerendered pages per language and page type (what the mix covers). */
  coverage: { urls: Record<string, number>; pagesPerLanguage: Record<string, number>; pageTypes: Record<string, number> };
}

/** Every URL the soak may ask for, from the build's index and the site's languages. */
export function buildTargets(index: SiteIndex): Mix {
  const sites = readSitesSync(PROJECT_ROOT);
  const langOf = (p: string): string => sites.find((s) => s.prefix && (p === s.prefix || p.startsWith(s.prefix + '/')))?.handle ?? sites[0]!.handle;
  const targets: Target[] = [];
  const pageTypes: Record<string, number> = {};
  const pagesPerLanguage: Record<string, number> = {};

  for (const page of index.pages) {
    // `/` is not a file to the server: it picks the visitor's language first (kind `language`).
    if (page.path === '/') continue;
    const lang = langOf(page.path);
    targets.push({ kind: 'page', path: page.path, expect: 200, lang });
    if (page.data) targets.push({ kind: 'data', path: page.data.path, expect: 200, lang });
    const type = pageType(page.path, sites.find((s) => s.handle === lang)!.prefix);
    pageTypes[type] = (pageTypes[type] ?? 0) + 1;
    pagesPerLanguage[lang] = (pagesPerLanguage[lang] ?? 0) + 1;
  }
  for (const asset of index.history[0]?.assets ?? []) targets.push({ kind: 'asset', path: `/assets/${asset}`, expect: 200 });
  for (const source of IMAGE_SOURCES) {
    if (existsSync(path.join(PROJECT_ROOT, 'public', 'media', source))) targets.push({ kind: 'image', path: imageUrl(source), expect: 200 });
  }

  const prerendered = new Set(index.pages.map((p) => p.path));
  for (const site of sites) {
    const lang = site.handle;
    const api = (p: string) => targets.push({ kind: 'api', path: p, expect: 200, lang });
    api(`/api/collections/news/entries?site=${lang}&limit=5`);
    api(`/api/navs/main/tree?site=${lang}`);
    api(`/api/globals/cta?site=${lang}`);
    api(`/api/taxonomies/news_categories/terms?site=${lang}`);

    // Rendered on demand: any query on a page (filters, paging, marketing parameters) and the
    // payloads of filtered lists (what a client navigation to them loads).
    const rendered = (p: string) => targets.push({ kind: 'rendered', path: p, expect: 200, lang });
    const news = `${site.prefix}/news`;
    for (const category of NEWS_CATEGORIES) rendered(`${news}?filter=${category}`);
    rendered(`${news}?page=2`);
    rendered(`${news}.data?filter=events`);
    const ofLanguage = index.pages.filter((p) => langOf(p.path) === lang && p.data).map((p) => p.path);
    for (const type of ['home', 'product', 'news article', 'download', 'support downloads', 'content page']) {
      const page = ofLanguage.find((p) => pageType(p, site.prefix) === type);
      if (page) rendered(`${page}?utm_source=soak`);
    }

    // `/` sends a browser to its language by Accept-Language (302); English stays (200, the prerendered home).
    const acceptLanguage = `${site.lang},${site.lang};q=0.9`;
    targets.push({ kind: 'language', path: '/', expect: site.prefix ? 302 : 200, headers: { 'Accept-Language': acceptLanguage }, lang });
  }
  const missing = (p: string) => targets.push({ kind: 'not-found', path: p, expect: 404 });
  missing('/this-page-does-not-exist');
  missing('/de/gibt-es-nicht');
  missing('/jp/news/no-such-article');
  missing('/api/collections/no-such-collection/entries');
  missing('/api/globals/no-such-global?site=fr');
  missing(imageUrl('no-such-image.jpg'));
  for (const t of targets) if (t.kind === 'not-found' && prerendered.has(t.path)) throw new Error(`${t.path} is a page of the build; pick another missing path`);

  const urls: Record<string, number> = {};
  for (const t of targets) urls[t.kind] = (urls[t.kind] ?? 0) + 1;
  return { targets, coverage: { urls, pagesPerLanguage, pageTypes } };
}

/** The page type of a prerendered path, for the coverage figures. */
function pageType(p: string, prefix: string): string {
  const rest = p.slice(prefix.length) || '/';
  if (rest === '/') return 'home';
  if (/\.(xml|txt)$/.test(rest)) return 'feed, sitemap, robots';
  if (rest === '/news') return 'news list';
  if (rest.startsWith('/news/')) return 'news article';
  if (rest === '/products') return 'product list';
  if (rest.startsWith('/products/')) return 'product';
  if (rest.startsWith('/downloads/')) return 'download';
  if (rest === '/support/downloads') return 'support downloads';
  return 'content page';
}

/**
 * A sequence of `length` requests with each kind's share of `weights`, its URLs taken in turn,
 * shuffled with a fixed seed (the same mix on every run).
 */
export function weightedSequence(targets: readonly Target[], weights: Partial<Record<Kind, number>>, length = 2000): Target[] {
  const random = mulberry32(0x50a4);
  const byKind = new Map<Kind, Target[]>();
  for (const t of targets) if (weights[t.kind]) byKind.set(t.kind, [...(byKind.get(t.kind) ?? []), t]);
  const total = [...byKind.keys()].reduce((sum, kind) => sum + weights[kind]!, 0);
  const sequence: Target[] = [];
  for (const [kind, list] of byKind) {
    const shuffled = shuffle(list, random);
    const count = Math.max(1, Math.round((length * weights[kind]!) / total));
    for (let i = 0; i < count; i++) sequence.push(shuffled[i % shuffled.length]!);
  }
  return shuffle(sequence, random);
}

function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

