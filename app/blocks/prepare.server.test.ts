// prepareBlocks against the real content API, in-process: reading, sanitising and resolving blocks.
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createContentApi } from '../../api/app';
import { ContentStore } from '../../api/store/store';
import { createContentClient, inProcessTransport, type ContentClient, type Transport } from '../lib/content/client.server';
import { prepareBlocks } from './prepare.server';
import type { BlockView, DownloadsHubBlock, DownloadsListBlock, FaqBlock, HeroBlock, ProductTeaserBlock, RichTextBlock } from './types';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let store: ContentStore;
let transport: Transport;
/** Every API path the client asked for since the last reset. */
let calls: string[];
let content: ContentClient;
let warn: MockInstance<typeof console.warn>;

beforeAll(() => {
  store = new ContentStore(ROOT, { report: () => {} });
  const app = new Hono().route('/api', createContentApi({ store, siteUrl: 'http://example.test' }));
  transport = inProcessTransport(app.fetch);
  content = createContentClient((path) => {
    calls.push(path);
    return transport(path);
  });
});

afterAll(async () => {
  await store?.close();
});

beforeEach(() => {
  calls = [];
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  warn.mockRestore();
});

function only<T extends BlockView['type']>(views: BlockView[], type: T): Extract<BlockView, { type: T }> {
  expect(views.map((v) => v.type)).toEqual([type]);
  return views[0] as Extract<BlockView, { type: T }>;
}

/** The raw blocks of the entry at a URL, as the API sends them. */
async function rawBlocks(url: string): Promise<Record<string, unknown>[]> {
  const entry = await content.entryByUrl(url);
  expect(entry, url).not.toBeNull();
  calls = [];
  return entry!.blocks as Record<string, unknown>[];
}

const collectionCalls = (collection: string) => calls.filter((path) => path.startsWith(`/collections/${collection}/entries`));

describe('product teaser', () => {
  it('resolves the products of the page’s language in the order the content lists them, with one API call', async () => {
    const blocks = await rawBlocks('/de');
    const teaser = blocks.find((b) => b.type === 'product_teaser')!;
    const [beacon, slate, bridge, kit] = teaser.products as unknown[];
    // An order the API would never sort into by itself.
    const raw = { ...teaser, products: [kit, beacon, bridge, slate] };

    const view = only(await prepareBlocks([raw], { content, site: 'de' }), 'product_teaser') satisfies ProductTeaserBlock;

    expect(view.heading).toBe('Gebaut, um zusammenzuspielen');
    expect(view.products.map((p) => p.id)).toEqual(['product-crew-kit-de', 'product-beacon-de', 'product-bridge-a2-de', 'product-slate-one-de']);
    const beaconDe = await content.entry('products', 'product-beacon', 'de');
    expect(view.products[1]).toEqual({
      id: 'product-beacon-de',
      title: 'Kairotone Beacon',
      tagline: beaconDe!.tagline,
      url: '/de/products/beacon',
      image: expect.objectContaining({ url: '/media/products/beacon/hero.jpg', width: 2400, height: 1350 }),
      price: '249\u00a0€',
    });
    expect(view.products[1]!.image!.alt).toMatch(/\S/);
    expect(view.products[1]!.tagline).not.toBe((await content.entry('products', 'product-beacon', 'en'))!.tagline);

    const productCalls = collectionCalls('products').filter((path) => path.includes('filter'));
    expect(productCalls).toHaveLength(1);
    expect(decodeURIComponent(productCalls[0]!)).toContain('filter[id:in]=product-crew-kit-de|product-beacon-de|product-bridge-a2-de|product-slate-one-de');
    expect(productCalls[0]).toContain('site=de');
  });

  it('prepares the whole German home page, and every teaser of a page shares one products query', async () => {
    const blocks = await rawBlocks('/de');
    const teaser = blocks.find((b) => b.type === 'product_teaser')!;
    const views = await prepareBlocks([...blocks, { ...teaser, id: 'second-teaser', products: (teaser.products as unknown[]).slice(2) }], { content, site: 'de' });
    expect(views.map((v) => v.type)).toEqual(['hero', 'product_teaser', 'feature_grid', 'call_to_action', 'product_teaser']);
    expect((views[4] as ProductTeaserBlock).products.map((p) => p.id)).toEqual(['product-bridge-a2-de', 'product-crew-kit-de']);
    expect(collectionCalls('products')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('finds the localization for bare origin ids (an API that does not augment entries fields)', async () => {
    const raw = { id: 't', type: 'product_teaser', products: ['product-slate-one', 'product-beacon', 'product-nope'] };
    const view = only(await prepareBlocks([raw], { content, site: 'fr' }), 'product_teaser');
    expect(view.products.map((p) => [p.id, p.url])).toEqual([
      ['product-slate-one-fr', '/fr/products/slate-one'],
      ['product-beacon-fr', '/fr/products/beacon'],
    ]);
  });

  it('falls back to the shallow entries when the products cannot be loaded, without failing the page', async () => {
    const failing = createContentClient((path) => (path.startsWith('/collections/products') ? Promise.resolve(new Response('{}', { status: 500 })) : transport(path)));
    const blocks = await rawBlocks('/');
    const view = only(await prepareBlocks(blocks.filter((b) => b.type === 'product_teaser'), { content: failing, site: 'en' }), 'product_teaser');
    expect(view.products.map((p) => [p.title, p.url, p.image])).toEqual([
      ['Kairotone Beacon', '/products/beacon', null],
      ['Kairotone Slate One', '/products/slate-one', null],
      ['Kairotone Bridge A2', '/products/bridge-a2', null],
      ['Kairotone Crew Kit', '/products/crew-kit', null],
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not load products.*500/));
  });
});

describe('downloads', () => {
  it('groups the hub by product (all-products last) and by kind, newest first, from one API call', async () => {
    const view = only(await prepareBlocks([{ id: 'hub', type: 'downloads_hub', heading: 'Downloads', intro: 'All of them.' }], { content, site: 'en' }), 'downloads_hub') satisfies DownloadsHubBlock;

    expect(view).toMatchObject({ id: 'hub', heading: 'Downloads', intro: 'All of them.' });
    expect(view.groups.map((g) => g.product)).toEqual(['Kairotone Beacon', 'Kairotone Bridge A2', 'Kairotone Crew Kit', 'Kairotone Slate One', null]);
    const all = view.groups.at(-1)!;
    expect(all.key).toBe('all');
    expect(all.kinds.map((k) => [k.kind, k.downloads.map((d) => d.id)])).toEqual([
      ['app', ['download-sync-studio', 'download-remote-app']],
      ['manual', ['download-sync-studio-manual']],
    ]);
    expect(view.groups[0]!.kinds.map((k) => [k.kind, k.downloads.map((d) => d.id)])).toEqual([
      ['firmware', ['download-beacon-firmware']],
      ['manual', ['download-beacon-manual']],
    ]);
    for (const group of view.groups) {
      const kinds = group.kinds.map((k) => k.kind);
      expect(kinds).toEqual(['app', 'firmware', 'manual'].filter((k) => kinds.includes(k as never)));
      for (const { downloads } of group.kinds) {
        const times = downloads.map((d) => Date.parse(d.releaseDate!));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }
    }
    // Every download of the site, once.
    const ids = view.groups.flatMap((g) => g.kinds.flatMap((k) => k.downloads.map((d) => d.id)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength((await content.entries('downloads', { site: 'en', limit: 100 })).meta.total);
    expect(all.kinds[0]!.downloads[0]).toEqual({
      id: 'download-sync-studio',
      title: 'Kairotone Sync Studio',
      url: '/downloads/sync-studio',
      kind: 'app',
      version: '2.0.3',
      releaseDate: '2026-09-08T00:00:00.000000Z',
      platforms: ['macos', 'windows', 'linux'],
      size: 131268608,
    });
    expect(calls.filter((path) => path.startsWith('/collections/downloads')).length).toBe(2); // the hub's one call + the total above
  });

  it('a page with a hub and a downloads list loads the downloads once, in the page’s language', async () => {
    const product = await rawBlocks('/de/products/beacon');
    const list = product.find((b) => b.type === 'downloads_list')!;
    const views = await prepareBlocks([{ id: 'hub', type: 'downloads_hub' }, list], { content, site: 'de' });
    expect(collectionCalls('downloads')).toHaveLength(1);

    const hub = views[0] as DownloadsHubBlock;
    const beacon = hub.groups.find((g) => g.key === 'product-beacon-de')!;
    expect(beacon.kinds.flatMap((k) => k.downloads.map((d) => [d.title, d.url]))).toEqual([
      ['Kairotone Beacon Firmware', '/de/downloads/beacon-firmware'],
      ['Kairotone Beacon Benutzerhandbuch', '/de/downloads/beacon-handbuch'],
    ]);

    const downloads = (views[1] as DownloadsListBlock).downloads;
    expect(downloads.map((d) => d.id)).toEqual((list.downloads as { id: string }[]).map((d) => d.id));
    expect(downloads[0]).toMatchObject({ kind: 'firmware', version: '3.2.0', platforms: ['device'], size: 2386944, url: '/de/downloads/beacon-firmware' });
  });

  it('resolves a downloads list on its own with one filtered call', async () => {
    const product = await rawBlocks('/products/slate-one');
    const list = product.find((b) => b.type === 'downloads_list')!;
    const view = only(await prepareBlocks([list], { content, site: 'en' }), 'downloads_list');
    expect(view.downloads.map((d) => d.id)).toEqual((list.downloads as { id: string }[]).map((d) => d.id));
    expect(collectionCalls('downloads')).toHaveLength(1);
    expect(decodeURIComponent(collectionCalls('downloads')[0]!)).toContain('filter[id:in]=');
  });
});

describe('reading blocks defensively', () => {
  it('skips unknown, malformed and non-object blocks with a warning, and keeps the rest', async () => {
    const raw = [
      { id: 'a', type: 'hologram', heading: 'From the future' },
      { id: 'b', type: 'hero', heading: 'Hello', text: 'World' },
      null,
      'rich_text',
      { id: 'c', type: 'hero', text: 'no heading' },
      { id: 'd' },
      { id: 'e', type: 'toString' },
      { id: 'f', type: 'gallery', images: [] },
      { id: 'g', type: 'video', title: 'Clip', youtube_id: '"><script>' },
      { type: 'rich_text', body: '<p>No id</p>' },
      { id: 'b', type: 'specifications', rows: [{ label: 'Weight', value: 38 }, { label: 'Broken' }] },
    ];
    const views = await prepareBlocks(raw, { content, site: 'en' });
    expect(views).toEqual([
      { type: 'hero', id: 'b', heading: 'Hello', text: 'World', image: null, cta: null },
      { type: 'rich_text', id: 'rich_text-10', html: '<p>No id</p>' },
      { type: 'specifications', id: 'b-11', heading: null, rows: [{ label: 'Weight', value: '38' }] },
    ]);
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages).toHaveLength(8);
    expect(messages[0]).toMatch(/skipped block "a" \(hologram\).*unknown block type "hologram"/);
    expect(messages.join('\n')).toMatch(/block "c" \(hero\).*heading is missing/);
    expect(messages.join('\n')).toMatch(/unknown block type "toString"/);
    expect(messages.join('\n')).toMatch(/youtube_id/);
  });

  it('answers an empty list for a missing or malformed blocks field', async () => {
    expect(await prepareBlocks(undefined, { content, site: 'en' })).toEqual([]);
    expect(await prepareBlocks(null, { content, site: 'en' })).toEqual([]);
    expect(await prepareBlocks({ type: 'hero' }, { content, site: 'en' })).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('sanitises rich text: no scripts, event handlers, javascript: links, iframes or styles', async () => {
    const body = [
      '<h1>Title</h1>',
      '<p onclick="steal()">Hello <script>alert(1)</script><strong>world</strong></p>',
      '<img src="/media/x.jpg" alt="x" onerror="alert(1)">',
      '<img src="javascript:alert(1)">',
      '<a href="javascript:alert(1)">bad</a> <a href="JaVaScRiPt:alert(1)">bad too</a>',
      '<a href="https://ok.example/" onmouseover="x()">ok</a> <a href="/support">site</a>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      '<svg><script>alert(1)</script></svg><p style="position:fixed">styled</p>',
    ].join('\n');
    const view = only(await prepareBlocks([{ id: 'x', type: 'rich_text', body }], { content, site: 'en' }), 'rich_text') satisfies RichTextBlock;

    for (const bad of ['<script', 'alert(', 'onerror', 'onclick', 'onmouseover', 'javascript:', '<iframe', '<style', 'style=', '<svg', '<h1']) {
      expect(view.html.toLowerCase()).not.toContain(bad.toLowerCase());
    }
    expect(view.html).toContain('<h2>Title</h2>');
    expect(view.html).toContain('<strong>world</strong>');
    expect(view.html).toContain('<img src="/media/x.jpg" alt="x" />');
    expect(view.html).toContain('<a href="https://ok.example/" rel="noopener">ok</a>');
    expect(view.html).toContain('<a href="/support">site</a>');
  });

  it('sanitises FAQ answers too', async () => {
    const raw = { id: 'f', type: 'faq', items: [{ question: 'Safe?', answer: '<p>Yes<img src=x onerror=alert(1)></p><script>alert(2)</script>' }, { question: 'Empty answer', answer: '<script></script>' }] };
    const view = only(await prepareBlocks([raw], { content, site: 'en' }), 'faq') satisfies FaqBlock;
    expect(view.items).toEqual([{ question: 'Safe?', answerHtml: '<p>Yes<img src="x" /></p>' }]);
  });

  it('keeps site paths and http(s) links, and drops script, protocol-relative and malformed ones', async () => {
    const hero = (url: string) => ({ id: url, type: 'hero', heading: 'H', cta_label: 'Go', cta_url: url });
    const urls = ['/where-to-buy', 'https://shop.kairotone.example/beacon', 'mailto:hello@kairotone.example', 'javascript:alert(1)', ' JAVASCRIPT:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,hi', 'http://[bad'];
    const views = (await prepareBlocks(urls.map(hero), { content, site: 'en' })) as HeroBlock[];
    expect(views.map((v) => v.cta?.url ?? null)).toEqual(['/where-to-buy', 'https://shop.kairotone.example/beacon', 'mailto:hello@kairotone.example', null, null, null, null, null, null]);
  });

  it('reads the real English content without a single warning', async () => {
    for (const url of ['/', '/where-to-buy', '/support/downloads', '/support/faq', '/about', '/products/beacon', '/jp/products/beacon']) {
      const entry = await content.entryByUrl(url);
      const views = await prepareBlocks(entry!.blocks, { content, site: entry!.locale });
      expect(views.length, url).toBe((entry!.blocks as unknown[]).length);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('embeds: reseller map, 3D model, privacy settings', () => {
  const maps = { apiKey: 'test-key-1234567890', mapId: 'DEMO_MAP_ID', retries: 3 };

  it('gives the reseller map its loading settings in the page’s language and its site’s region, only with a key', async () => {
    const blocks = await rawBlocks('/jp/where-to-buy');
    const withKey = only((await prepareBlocks(blocks, { content, site: 'jp', embeds: { maps, newsletterOrigins: [] } })).filter((v) => v.type === 'reseller_map'), 'reseller_map');
    expect(withKey.map).toEqual({ ...maps, language: 'ja', region: 'JP' });
    expect(withKey.resellers.length).toBeGreaterThan(5);

    const withoutKey = only((await prepareBlocks(blocks, { content, site: 'jp', embeds: { maps: null, newsletterOrigins: [] } })).filter((v) => v.type === 'reseller_map'), 'reseller_map');
    expect(withoutKey.map).toBeNull();
    const noSettings = only((await prepareBlocks(blocks, { content, site: 'jp' })).filter((v) => v.type === 'reseller_map'), 'reseller_map');
    expect(noSettings.map).toBeNull();
  });

  it('reads a 3D model block: a same-origin .glb and a poster with its alt text', async () => {
    const raw = {
      id: 'm',
      type: 'model_3d',
      heading: 'All sides',
      model: { id: 'assets::products/beacon/model.glb', url: '/media/products/beacon/model.glb' },
      poster: { id: 'assets::p.jpg', url: '/media/p.jpg', alt: 'Beacon', width: 1600, height: 1200 },
      caption: 'Turn it',
    };
    expect(only(await prepareBlocks([raw], { content, site: 'en' }), 'model_3d')).toEqual({
      type: 'model_3d',
      id: 'm',
      heading: 'All sides',
      modelUrl: '/media/products/beacon/model.glb',
      poster: { url: '/media/p.jpg', alt: 'Beacon', width: 1600, height: 1200 },
      caption: 'Turn it',
    });
  });

  it.each([
    ['another host', 'https://cdn.example/model.glb'],
    ['a protocol-relative URL', '//cdn.example/model.glb'],
    ['not a .glb', '/media/model.gltf'],
    ['a query string', '/media/model.glb?x=1'],
  ])('skips a 3D model block whose model is %s, with a warning', async (_name, url) => {
    const raw = { id: 'm', type: 'model_3d', model: { id: 'x', url }, poster: { id: 'p', url: '/media/p.jpg' } };
    expect(await prepareBlocks([raw], { content, site: 'en' })).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/block "m" \(model_3d\).*model is missing or not a \.glb asset/);
  });

  it('skips a 3D model block without a poster', async () => {
    const raw = { id: 'm', type: 'model_3d', model: { id: 'x', url: '/media/model.glb' } };
    expect(await prepareBlocks([raw], { content, site: 'en' })).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/poster is missing/);
  });

  it('reads the privacy settings block', async () => {
    expect(only(await prepareBlocks([{ id: 'p', type: 'privacy_settings', heading: 'Choices', text: 'On this device.' }], { content, site: 'en' }), 'privacy_settings')).toEqual({
      type: 'privacy_settings',
      id: 'p',
      heading: 'Choices',
      text: 'On this device.',
    });
  });
});
