/**
 * The panel's server answers in the editor's language: the panel sends its current language as
 * `Accept-Language`, and refusals and validation errors come back in it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntryDocument } from '../../cp/shared/api';
import { testDeps, testUser } from '../../tests/support/cp-deps';
import { PROJECT_ROOT } from '../env';
import { silentLogger } from '../log';
import { requestLocale, translator } from './i18n';
import { collectionRoutes } from './routes/collections';
import { Client, contentRoot, mountPanel } from './test/fixture';
import { createContentWriter } from './write/writer';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('the language of an answer', () => {
  it('is the first panel language of Accept-Language, by its language part, else English', () => {
    expect(requestLocale('ja')).toBe('ja');
    expect(requestLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(requestLocale('zh-TW')).toBe('zh_CN');
    expect(requestLocale('nl-NL, fr;q=0.5')).toBe('fr');
    expect(requestLocale('ko')).toBe('en');
    expect(requestLocale(undefined)).toBe('en');
    expect(requestLocale('x'.repeat(5000))).toBe('en');
  });

  it('formats arguments and plurals as each language needs', () => {
    expect(translator('en')('api.fieldsNeedAttention', { count: 1 })).toBe('One field needs attention.');
    expect(translator('en')('api.fieldsNeedAttention', { count: 3 })).toBe('3 fields need attention.');
    expect(translator('de')('validation.required', { label: 'Titel' })).toBe('Das Feld „Titel“ ist erforderlich.');
    expect(translator('ja')('validation.maxCharacters', { label: 'タイトル', limit: 60 })).toMatch(/「タイトル」.*60/);
  });
});

/** The demo content in a temporary root, the collection routes over it with the real writer, as a user with these permissions. */
function collections(permissions = ['super']) {
  const root = mkdtempSync(path.join(tmpdir(), 'cp-i18n-'));
  roots.push(root);
  for (const part of ['content', 'resources']) cpSync(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
  const deps = { ...testDeps(root, testUser(permissions)), writer: createContentWriter({ root, logger: silentLogger }) };
  return new Hono().route('/cp/api', collectionRoutes(deps));
}

describe('answers in the editor’s language', () => {
  it('a refused save: the summary and each field’s error, with the blueprint’s label as written', async () => {
    const app = collections();
    const url = '/cp/api/collections/news/entries/news-year-in-review-2025';
    const doc = (await (await app.request(url)).json()) as EntryDocument;
    const save = (language: string) =>
      app.request(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ version: doc.version, values: { ...doc.values, title: '' }, published: doc.meta.published }),
      });
    const german = await save('de');
    expect(german.status).toBe(422);
    const body = (await german.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toMatch(/^(Ein Feld|\d+ Felder)/);
    expect(body.errors.title).toEqual(['Das Feld „Title“ ist erforderlich.']);
    const english = (await (await save('en-GB')).json()) as typeof body;
    expect(english.errors.title).toEqual(['The Title field is required.']);
  });

  it('a 404 and a 401 in Japanese, a 403 in Chinese naming the permission as Statamic spells it', async () => {
    const missing = await collections().request('/cp/api/collections/nothing/entries', { headers: { 'accept-language': 'ja-JP' } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(translator('ja')('api.collectionNotFound'));

    const client = new Client(mountPanel(await contentRoot()).app);
    await client.session();
    const signedOut = await client.send('/cp/api/preferences', 'PATCH', { locale: 'ja' }, { 'accept-language': 'ja' });
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as { message: string }).message).toBe(translator('ja')('api.signedOut'));

    const forbidden = await collections(['access cp']).request('/cp/api/collections/news/entries', { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(forbidden.status).toBe(403);
    const said = ((await forbidden.json()) as { message: string }).message;
    expect(said).toBe(translator('zh_CN')('api.forbidden', { permission: 'view news entries' }));
    expect(said).toContain('view news entries');
  });
});
