import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickerResponse } from '../../../cp/shared/api';
import { searchRoutes } from '../../../server/cp/routes/search';
import { makeBed, type Bed } from './fixture';

let bed: Bed;
let app: ReturnType<typeof searchRoutes>;
beforeAll(async () => {
  bed = await makeBed();
  app = searchRoutes(bed.deps);
});
afterAll(() => bed.cleanup());

const get = (url: string, user = 'admin') => app.request(url, { headers: { 'x-test-user': user } });

describe('GET /search/entries', () => {
  it('finds entries of the asked collections in the asked site by title, with id, collection and status', async () => {
    const res = await get('/entries?collections=news&site=en&q=YEAR%20in');
    expect(res.status).toBe(200);
    const body = (await res.json()) as PickerResponse;
    expect(body.data).toEqual([{ id: 'news-year-in-review-2025', title: '2025: our year in review', hint: 'News', status: 'published' }]);
  });

  it('lists at most 50, sorted by title, only in the site asked for', async () => {
    const body = (await (await get('/entries?collections=news,pages,products,downloads&site=de')).json()) as PickerResponse;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(50);
    const titles = body.data.map((d) => d.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const en = (await (await get('/entries?collections=news&site=en')).json()) as PickerResponse;
    const de = (await (await get('/entries?collections=news&site=de')).json()) as PickerResponse;
    expect(de.data.map((d) => d.id)).not.toContain('news-year-in-review-2025');
    expect(en.data.map((d) => d.id)).toContain('news-year-in-review-2025');
  });

  it('with ids= answers those entries in the asked order, titled in the site, leaving out unknown ids and other collections', async () => {
    const body = (await (await get('/entries?collections=news&site=de&ids=news-sync-studio-2-0,nope,page-about,news-year-in-review-2025')).json()) as PickerResponse;
    // The field stores the origin's id: the title is its German localization's.
    expect(body.data.map((d) => [d.id, d.title])).toEqual([
      ['news-sync-studio-2-0', 'Sync Studio 2.0: Ihr Multicam-Schnitt, sauber angelegt'],
      ['news-year-in-review-2025', 'Unser Jahresrückblick 2025'],
    ]);
    expect(body.data[0]).toMatchObject({ hint: 'News', status: 'published' });
    // The ids are not a way around the permissions or a search term.
    expect((await get('/entries?collections=pages&site=en&ids=news-sync-studio-2-0', 'newsEditor')).status).toBe(403);
    const ignoringQ = (await (await get('/entries?collections=news&site=en&q=zzz&ids=news-sync-studio-2-0')).json()) as PickerResponse;
    expect(ignoringQ.data.map((d) => d.id)).toEqual(['news-sync-studio-2-0']);
    expect((await get(`/entries?collections=news&site=en&ids=${Array.from({ length: 101 }, (_, i) => `id-${i}`).join(',')}`)).status).toBe(422);
  });

  it('with ids= leaves out entries only in sites the user may not open, drafts included (issue 35, finding 8)', async () => {
    // A German draft with no English localization: an English-only editor asking for its id learns nothing.
    await mkdir(path.join(bed.root, 'content/collections/news/de'), { recursive: true });
    await writeFile(path.join(bed.root, 'content/collections/news/de/2026-11-30.geheim.md'), '---\nid: news-geheim-de\ntitle: Geheimer Launch\npublished: false\n---\n');
    bed.deps.store.invalidate();
    const asNews = (await (await get('/entries?collections=news&site=en&ids=news-geheim-de,news-sync-studio-2-0', 'newsEditor')).json()) as PickerResponse;
    expect(asNews.data.map((d) => d.id)).toEqual(['news-sync-studio-2-0']);
    expect(JSON.stringify(asNews)).not.toContain('Geheim');
    // Someone who may open German sees it, with its status.
    const asAdmin = (await (await get('/entries?collections=news&site=en&ids=news-geheim-de')).json()) as PickerResponse;
    expect(asAdmin.data).toEqual([{ id: 'news-geheim-de', title: 'Geheimer Launch', hint: 'News', status: 'draft' }]);
  });

  it('refuses without a session, without the view permission, for a site the user may not work on, and bad input', async () => {
    expect((await get('/entries?collections=news&site=en', 'nobody')).status).toBe(401);
    expect((await get('/entries?collections=pages&site=en', 'newsEditor')).status).toBe(403);
    expect((await get('/entries?collections=news&site=de', 'newsEditor')).status).toBe(403);
    expect((await get('/entries?collections=news&site=en', 'newsEditor')).status).toBe(200);
    expect((await get('/entries?site=en')).status).toBe(422);
    expect((await get('/entries?collections=../etc&site=en')).status).toBe(422);
    expect((await get('/entries?collections=nope&site=en')).status).toBe(404);
    expect((await get('/entries?collections=news&site=xx')).status).toBe(404);
    const bad = await get('/entries?collections=news&site=en&q=' + 'x'.repeat(300));
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toMatch(/longer/);
  });
});

describe('GET /search/terms', () => {
  it('finds terms as taxonomy::slug with their localized titles', async () => {
    const body = (await (await get('/terms?taxonomies=news_categories&site=en&q=work')).json()) as PickerResponse;
    expect(body.data.map((d) => d.id)).toEqual(['news_categories::workshops']);
    expect(body.data[0]!.hint).toBeTruthy();
    const all = (await (await get('/terms?taxonomies=news_categories&site=en', 'newsEditor')).json()) as PickerResponse;
    expect(all.data).toHaveLength(5);
  });

  it('with ids= answers those terms by taxonomy::slug in the asked order, titled in the site', async () => {
    const body = (await (await get('/terms?taxonomies=news_categories&site=fr&ids=news_categories::workshops,news_categories::nope,news_categories::events')).json()) as PickerResponse;
    expect(body.data.map((d) => d.id)).toEqual(['news_categories::workshops', 'news_categories::events']);
    expect(body.data[0]!.title).toBe('Ateliers');
  });

  it('refuses an unknown taxonomy and a user without `view {taxonomy} terms`', async () => {
    expect((await get('/terms?taxonomies=nope&site=en')).status).toBe(404);
    expect((await get('/terms?taxonomies=news_categories&site=en', 'viewer')).status).toBe(403);
  });
});
