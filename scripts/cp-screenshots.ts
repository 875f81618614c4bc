/**
 * Screenshots and axe of the built control panel (build/cp) without the real API: a stub of
 * the contract's GET endpoints (cp/shared/api.ts) serves made-up collections, entries and a
 * localized entry. `tsx scripts/cp-screenshots.ts [outDir]` writes sign-in, list and edit at
 * 768 and 1440 px and prints axe's violations (exit 1 when there are any).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import AxeBuilder from '@axe-core/playwright';
import { Hono } from 'hono';
import { chromium } from 'playwright-core';
import { cpDocument } from '../server/cp/document';
import type { EntryDocument, EntryListResponse, SessionResponse } from '../cp/shared/api';

const out = process.argv[2] ?? '/tmp/cp-shots';
mkdirSync(out, { recursive: true });
let signedIn = false;
const sites = [
  { handle: 'en', name: 'English', lang: 'en', url: '/' },
  { handle: 'de', name: 'Deutsch', lang: 'de', url: '/de/' },
];
const session = (): SessionResponse => ({ user: signedIn ? { id: 'u1', email: 'editor@example.com', name: 'Erika Editor', super: true, permissions: ['super'], sites: ['en', 'de'], preferences: {} } : null, csrf: 't', sites, siteName: 'Kairotone' });
const hour = 3_600_000;
const rows: EntryListResponse['data'] = [
  ['Kairotone K2 launches', 'published', '2025-05-02', 2],
  ['Workshop in Berlin', 'scheduled', '2025-12-01', 30],
  ['Firmware 3.1 notes', 'draft', '2025-04-20', 50],
  ['Spring sale', 'expired', '2025-03-01', 400],
].map(([title, status, date, ago], i) => ({ id: `n${i}`, title: String(title), slug: String(title).toLowerCase().replace(/\W+/g, '-'), status: status as 'published', date: String(date), url: null, site: 'en', updatedBy: { id: 'u1', name: 'Erika Editor' }, updatedAt: new Date(Date.now() - Number(ago) * hour).toISOString(), localized: false }));
const collection = { handle: 'news', title: 'News', sites: ['en', 'de'], dated: true, structured: false, canCreate: true, hasPages: true, counts: { en: 4, de: 3 } };
const entry: EntryDocument = {
  kind: 'entry', id: 'n0-de', collection: 'news', site: 'de', version: 'v1', localized: ['title'], originId: 'n0',
  blueprint: { handle: 'article', title: 'Article', tabs: [
    { handle: 'main', display: 'Main', sections: [{ fields: [
      { handle: 'title', type: 'text', display: 'Title', localizable: true, required: true, validate: ['required', 'max:90'], config: {} },
      { handle: 'teaser', type: 'textarea', display: 'Teaser', instructions: 'Shown in lists and link previews.', localizable: true, required: false, validate: [], config: { character_limit: 200 } },
      { handle: 'category', type: 'select', display: 'Category', localizable: false, required: false, validate: [], config: { options: { products: 'Products', events: 'Events' }, width: 50 } },
      { handle: 'featured', type: 'toggle', display: 'Featured', localizable: true, required: false, validate: [], config: { width: 50 } },
      { handle: 'layout_data', type: 'table', display: 'Layout data', localizable: true, required: false, validate: [], config: {} },
    ] }, { display: 'Search engines', instructions: 'How the article appears in search results.', fields: [
      { handle: 'seo_title', type: 'text', display: 'SEO title', localizable: true, required: false, validate: [], config: {} },
    ] }] },
    { handle: 'sidebar', display: 'Sidebar', sections: [{ fields: [] }] },
  ] },
  values: { title: 'Kairotone K2 ist da' },
  originValues: { title: 'Kairotone K2 launches', teaser: 'Our new synthesizer ships today.', category: 'products', featured: true, layout_data: [['a', 'b']], seo_title: 'K2 launch' },
  meta: { slug: 'kairotone-k2-ist-da', date: '2025-05-02', published: true, status: 'published', url: '/de/news/kairotone-k2-ist-da', updatedBy: null, updatedAt: null },
  localizations: [{ site: 'en', id: 'n0', status: 'published', origin: true }, { site: 'de', id: 'n0-de', status: 'published', origin: false }],
  can: { edit: true, publish: true, delete: true },
};

const app = new Hono();
app.get('/cp/api/session', (c) => c.json(session()));
app.post('/cp/api/login', (c) => ((signedIn = true), c.json(session())));
app.get('/cp/api/collections', (c) => c.json({ data: [collection] }));
app.get('/cp/api/collections/news/entries', (c) => c.json({ collection, data: rows, meta: { total: 4, page: 1, perPage: 25, lastPage: 1 } }));
app.get('/cp/api/collections/news/entries/:id', (c) => c.json(entry));
app.use(cpDocument({ mode: 'production', buildDir: path.resolve('build/cp') }));

const server = serve({ fetch: app.fetch, port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
let violations = 0;
for (const width of [768, 1440]) {
  signedIn = false;
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  const shoot = async (name: string) => {
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
    const result = await new AxeBuilder({ page }).analyze();
    violations += result.violations.length;
    for (const v of result.violations) console.log(`${name} ${width}: ${v.id} ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await page.goto(`http://localhost:${port}/cp`);
  await page.getByLabel('Email').waitFor();
  await shoot('sign-in');
  await page.getByLabel('Email').fill('editor@example.com');
  await page.getByLabel('Password').fill('secret');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.goto(`http://localhost:${port}/cp/collections/news`);
  await page.getByRole('table').waitFor();
  await shoot('list');
  await page.goto(`http://localhost:${port}/cp/collections/news/entries/n0-de`);
  await page.getByLabel('Teaser').waitFor();
  await shoot('edit');
  await page.close();
}
await browser.close();
server.close();
console.log(`${violations} axe violation(s); screenshots in ${out}`);
process.exit(violations ? 1 : 0);
