/**
 * /cp/api/history and /cp/api/dashboard over real HTTP requests to the mounted panel, on a
 * copy of the demo content in a real git work tree, saved through the real write path.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import de from '../../../cp/i18n/messages/de.json';
import type { EntryDocument, GlobalDocument, TermDocument } from '../../../cp/shared/api';
import type { DashboardResponse, HistoryListResponse, HistoryVersionResponse } from '../../../cp/shared/history';
import { ContentStore } from '../../../api/store/store';
import { PROJECT_ROOT } from '../../env';
import { silentLogger } from '../../log';
import { hashPassword } from '../auth/passwords';
import { Client, contentRoot, mountPanel } from '../test/fixture';
import { createContentWriter } from '../write/writer';
import { collectionRoutes } from './collections';
import { dashboardRoutes } from './dashboard';
import { globalRoutes } from './globals';
import { historyRoutes } from './history';

const ABOUT = 'content/collections/pages/en/about.md';
const ABOUT_API = '/cp/api/collections/pages/entries/page-about';
const HISTORY = '/cp/api/history/entries/pages/page-about';
const ROLES = `editor:
  permissions: ['access cp', 'access en site', 'view pages entries', 'edit pages entries', 'publish pages entries', 'create pages entries', 'edit footer globals']
reader:
  permissions: ['access cp', 'access en site', 'view pages entries']
japanese:
  permissions: ['access cp', 'access jp site', 'view pages entries', 'edit pages entries']
`;

let root: string;
const roots: string[] = [];
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The demo content, the test users (admin, editor, reader, japanese), committed as one setup commit unless `inGit` is false. */
async function makeRoot({ inGit = true } = {}): Promise<string> {
  const dir = await contentRoot();
  roots.push(dir);
  cpSync(path.join(PROJECT_ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  cpSync(path.join(PROJECT_ROOT, 'resources/blueprints'), path.join(dir, 'resources/blueprints'), { recursive: true });
  // The assets' meta files only (the images are not needed).
  cpSync(path.join(PROJECT_ROOT, 'public/media'), path.join(dir, 'public/media'), { recursive: true, filter: (from) => statSync(from).isDirectory() || from.endsWith('.yaml') });
  await writeFile(path.join(dir, 'resources/users/roles.yaml'), ROLES);
  const hash = await hashPassword('correct horse battery');
  await writeFile(path.join(dir, 'users/editor@example.com.yaml'), `id: editor-id\nname: Eddie\nroles: [editor]\npassword_hash: ${hash}\n`);
  await writeFile(path.join(dir, 'users/reader@example.com.yaml'), `id: reader-id\nname: Rita\nroles: [reader]\npassword_hash: ${hash}\n`);
  await writeFile(path.join(dir, 'users/jp@example.com.yaml'), `id: jp-id\nname: Junko\nroles: [japanese]\npassword_hash: ${hash}\n`);
  if (inGit) {
    await writeFile(path.join(dir, '.gitignore'), '/users/\n/storage/\n');
    const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    run('init', '-q');
    run('config', 'user.name', 'Setup');
    run('config', 'user.email', 'setup@example.com');
    run('add', '-A');
    run('commit', '-qm', 'Demo content');
  }
  return dir;
}

function panel(dir = root) {
  const store = new ContentStore(dir);
  // As server/cp/panel.ts makes it: the asset containers' meta files are the panel's to write.
  const containers = async () => [...(await store.index()).assets.containers.values()].map((c) => c.dir);
  const writer = createContentWriter({ root: dir, logger: silentLogger, containers, env: { ...process.env, GIT_COMMITTER_NAME: 'Panel', GIT_COMMITTER_EMAIL: 'panel@test' } });
  return mountPanel(dir, { store, writer, routes: [collectionRoutes, globalRoutes, historyRoutes, dashboardRoutes] }).app;
}

async function signedIn(email: string, dir = root): Promise<Client> {
  const client = new Client(panel(dir));
  expect((await client.signIn(email)).status).toBe(200);
  return client;
}

const json = async <T>(response: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await response;
  expect(r.status, await r.clone().text()).toBe(status);
  return (await r.json()) as T;
};

/** Saves the About page's title through the panel (one commit by the editor). */
async function saveTitle(client: Client, title: string): Promise<EntryDocument> {
  const doc = await json<EntryDocument>(client.fetch(ABOUT_API));
  return json<EntryDocument>(client.send(ABOUT_API, 'PUT', { version: doc.version, values: { ...doc.values, title }, published: doc.meta.published }));
}

beforeEach(async () => {
  root = await makeRoot();
});
afterEach(() => roots.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('an entry’s history', () => {
  it('lists its versions newest first, with who, when and the message, in pages', async () => {
    const editor = await signedIn('editor@example.com');
    await saveTitle(editor, 'About Kairotone');
    await saveTitle(editor, 'About the company');
    const list = await json<HistoryListResponse>(editor.fetch(HISTORY));
    expect(list.available).toBe(true);
    expect(list.title).toBe('About the company');
    expect(list.data.map((v) => v.message)).toEqual(['Entry saved: About the company (pages, en)', 'Entry saved: About Kairotone (pages, en)', 'Demo content']);
    expect(list.data[0]!.author).toEqual({ name: 'Eddie', email: 'editor@example.com' });
    expect(list.data[0]!.commit).toBe(git('rev-parse', 'HEAD'));
    expect(Date.parse(list.data[0]!.date)).toBeGreaterThan(Date.now() - 60_000);
    expect(list.meta).toEqual({ page: 1, perPage: 20, hasMore: false });
    const second = await json<HistoryListResponse>(editor.fetch(`${HISTORY}?page=2&perPage=1`));
    expect(second.data.map((v) => v.message)).toEqual(['Entry saved: About Kairotone (pages, en)']);
    expect(second.meta.hasMore).toBe(true);
    expect((await editor.fetch(`${HISTORY}?page=0`)).status).toBe(422);
  });

  it('shows one version and its difference to now in the blueprint’s words: text, yes/no, sets by name', async () => {
    const editor = await signedIn('editor@example.com');
    const doc = await json<EntryDocument>(editor.fetch(ABOUT_API));
    const blocks = (doc.values.blocks as Record<string, unknown>[]).map((b, i) => (i === 0 ? { ...b, heading: 'Made by people who were there' } : b));
    await json(editor.send(ABOUT_API, 'PUT', { version: doc.version, values: { ...doc.values, title: 'About Kairotone', blocks }, published: false }));
    const [, setup] = (await json<HistoryListResponse>(editor.fetch(HISTORY))).data;
    const version = await json<HistoryVersionResponse>(editor.fetch(`${HISTORY}/${setup!.commit}`));
    expect(version.version.message).toBe('Demo content');
    expect(version.data).toMatchObject({ id: 'page-about', title: 'About us' });
    expect(version.canRestore).toBe(true);
    const byField = Object.fromEntries(version.changes.map((c) => [c.field, c]));
    expect(version.changes.map((c) => c.field)).toEqual(['published', 'title', 'blocks']);
    expect(byField.title).toEqual({ field: 'title', label: 'Title', change: 'changed', before: { kind: 'text', text: 'About us' }, after: { kind: 'text', text: 'About Kairotone' } });
    expect(byField.published).toMatchObject({ label: null, before: { kind: 'boolean', value: true }, after: { kind: 'boolean', value: false } });
    expect(byField.blocks!.label).toBe('Blocks');
    const [before, after] = [byField.blocks!.before, byField.blocks!.after];
    expect(before.kind === 'sets' && before.items[0]).toEqual({ set: 'Hero', text: expect.stringContaining('Made by people who have stood on set') });
    expect(after.kind === 'sets' && after.items[0]!.text).toContain('Made by people who were there');
    // Stamps are bookkeeping, not a change the editor made.
    expect(Object.keys(byField).sort()).toEqual(['blocks', 'published', 'title']);
    // The newest version is now: no difference.
    const [head] = (await json<HistoryListResponse>(editor.fetch(HISTORY))).data;
    expect((await json<HistoryVersionResponse>(editor.fetch(`${HISTORY}/${head!.commit}`))).changes).toEqual([]);
  });

  it('restores a version as a new save: one commit by the editor naming the version, the form’s values back, published again', async () => {
    const editor = await signedIn('editor@example.com');
    await saveTitle(editor, 'About Kairotone');
    await saveTitle(editor, 'About the company');
    const [, first] = (await json<HistoryListResponse>(editor.fetch(HISTORY))).data;
    const diff = await json<HistoryVersionResponse>(editor.fetch(`${HISTORY}/${first!.commit}`));
    expect(diff.changes.map((c) => c.field)).toEqual(['title']);
    const restored = await json<EntryDocument>(editor.send(`${HISTORY}/${first!.commit}/restore`, 'POST', { version: diff.current }));
    expect(restored.values.title).toBe('About Kairotone');
    expect(await readFile(path.join(root, ABOUT), 'utf8')).toContain('title: \'About Kairotone\'');
    expect(git('log', '-1', '--format=%an|%s')).toBe(`Eddie|Restored About the company to the version of ${first!.date.slice(0, 16).replace('T', ' ')} by Eddie (${first!.commit.slice(0, 7)})`);
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe(ABOUT);
    const list = await json<HistoryListResponse>(editor.fetch(HISTORY));
    expect(list.data).toHaveLength(4);
    // That version and now are the same again.
    expect((await json<HistoryVersionResponse>(editor.fetch(`${HISTORY}/${first!.commit}`))).changes).toEqual([]);
  });

  it('refuses a restore when someone else saved since the difference was loaded (409), and writes nothing', async () => {
    const editor = await signedIn('editor@example.com');
    await saveTitle(editor, 'About Kairotone');
    const [, setup] = (await json<HistoryListResponse>(editor.fetch(HISTORY))).data;
    const diff = await json<HistoryVersionResponse>(editor.fetch(`${HISTORY}/${setup!.commit}`));
    const admin = await signedIn('admin@example.com');
    await saveTitle(admin, 'Changed meanwhile');
    const head = git('rev-parse', 'HEAD');
    const before = await readFile(path.join(root, ABOUT), 'utf8');
    const refused = await editor.send(`${HISTORY}/${setup!.commit}/restore`, 'POST', { version: diff.current });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Someone else saved/);
    expect(await readFile(path.join(root, ABOUT), 'utf8')).toBe(before);
    expect(git('rev-parse', 'HEAD')).toBe(head);
  });

  it('words a refused restore in the language the request asks for (Accept-Language)', async () => {
    const editor = await signedIn('editor@example.com');
    await saveTitle(editor, 'About Kairotone');
    const [, setup] = (await json<HistoryListResponse>(editor.fetch(HISTORY))).data;
    const diff = await json<HistoryVersionResponse>(editor.fetch(`${HISTORY}/${setup!.commit}`));
    await saveTitle(await signedIn('admin@example.com'), 'Changed meanwhile');
    const german = { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' };
    const stale = await editor.send(`${HISTORY}/${setup!.commit}/restore`, 'POST', { version: diff.current }, german);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(de['api.changedByOthers']);
    const outside = await editor.send(`${HISTORY}/${'0'.repeat(40)}/restore`, 'POST', { version: diff.current }, german);
    expect(outside.status).toBe(404);
    expect(((await outside.json()) as { message: string }).message).toBe('Diese Version gehört nicht zum Verlauf dieses Elements.');
  });

  it('refuses a restore that fails the blueprint’s rules (422), as a save would', async () => {
    const editor = await signedIn('editor@example.com');
    await saveTitle(editor, 'About Kairotone');
    // A version made outside the panel, without the required title.
    const file = path.join(root, ABOUT);
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^title: .*\n/m, ''));
    git('commit', '-qam', 'Title removed by hand');
    const bad = git('rev-parse', 'HEAD');
    await writeFile(file, text);
    git('commit', '-qam', 'Title back');
    const diff = await json<HistoryVersionResponse>(editor.fetch(`${HISTORY}/${bad}`));
    expect(diff.changes).toEqual([expect.objectContaining({ field: 'title', change: 'added' })]);
    const refused = await editor.send(`${HISTORY}/${bad}/restore`, 'POST', { version: diff.current });
    expect(refused.status).toBe(422);
    expect(git('log', '-1', '--format=%s')).toBe('Title back');
  });

  it('follows the file through a slug change, and restoring brings the old slug back', async () => {
    const editor = await signedIn('editor@example.com');
    const doc = await json<EntryDocument>(editor.fetch(ABOUT_API));
    await json(editor.send(ABOUT_API, 'PUT', { version: doc.version, values: doc.values, slug: 'about-us', published: true }));
    const list = await json<HistoryListResponse>(editor.fetch(HISTORY));
    expect(list.data.map((v) => v.message)).toEqual(['Entry saved: About us (pages, en)', 'Demo content']);
    const diff = await json<HistoryVersionResponse>(editor.fetch(`${HISTORY}/${list.data[1]!.commit}`));
    expect(diff.changes).toEqual([{ field: 'slug', label: null, change: 'changed', before: { kind: 'text', text: 'about' }, after: { kind: 'text', text: 'about-us' } }]);
    await json(editor.send(`${HISTORY}/${list.data[1]!.commit}/restore`, 'POST', { version: diff.current }));
    expect(git('ls-files', 'content/collections/pages/en')).toContain('about.md');
    expect(git('ls-files', 'content/collections/pages/en')).not.toContain('about-us.md');
  });
  it('a new entry made as a copy of another starts its own history (git’s --follow would take the other’s)', async () => {
    const editor = await signedIn('editor@example.com');
    const about = await json<EntryDocument>(editor.fetch(ABOUT_API));
    // The page's image: a copy may only name assets that exist (the demo's are rendered by a script).
    await mkdir(path.join(root, 'public/media/pages'), { recursive: true });
    await writeFile(path.join(root, 'public/media/pages/about.jpg'), 'not really a photo');
    const copy = await json<EntryDocument>(editor.send('/cp/api/collections/pages/entries', 'POST', { site: 'en', values: about.values, slug: 'about-copy', published: true }), 201);
    const url = `/cp/api/history/entries/pages/${copy.id}`;
    const list = await json<HistoryListResponse>(editor.fetch(url));
    expect(list.data.map((v) => v.message)).toEqual(['Entry created: About us (pages, en)']);
    expect((await editor.fetch(`${url}/${git('rev-parse', 'HEAD~1')}`)).status).toBe(404);
    // And the original keeps its own.
    expect((await json<HistoryListResponse>(editor.fetch(HISTORY))).data.map((v) => v.message)).toEqual(['Demo content']);
  });
});

describe('who may see and restore it', () => {
  it('401 without a session, 403 without the permission or the site, a reader may look but not restore', async () => {
    const anonymous = new Client(panel());
    await anonymous.session();
    expect((await anonymous.fetch(HISTORY)).status).toBe(401);
    const head = git('rev-parse', 'HEAD');
    expect((await anonymous.send(`${HISTORY}/${head}/restore`, 'POST', { version: 'x' })).status).toBe(401);

    const reader = await signedIn('reader@example.com');
    expect((await reader.fetch(HISTORY)).status).toBe(200);
    const diff = await json<HistoryVersionResponse>(reader.fetch(`${HISTORY}/${head}`));
    expect(diff.canRestore).toBe(false);
    const refused = await reader.send(`${HISTORY}/${head}/restore`, 'POST', { version: diff.current });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/edit pages entries/);
    expect((await reader.fetch('/cp/api/history/globals/footer?site=en')).status).toBe(403);

    const japanese = await signedIn('jp@example.com');
    expect((await japanese.fetch(HISTORY)).status).toBe(403);
    expect((await japanese.fetch(`${HISTORY}/${head}`)).status).toBe(403);
  });

  it('a change without the CSRF token is refused', async () => {
    const editor = await signedIn('editor@example.com');
    const head = git('rev-parse', 'HEAD');
    const diff = await json<HistoryVersionResponse>(editor.fetch(`${HISTORY}/${head}`));
    const response = await editor.fetch(`${HISTORY}/${head}/restore`, { method: 'POST', json: { version: diff.current }, headers: { Origin: editor.origin } });
    expect(response.status).toBe(403);
  });
});

describe('bad requests', () => {
  it('commit ids that are not full hex ids are 400, ids outside the item’s history 404, unknown items 404: never a 5xx', async () => {
    const editor = await signedIn('editor@example.com');
    for (const bad of ['zzz', 'abc123', 'HEAD', 'HEAD~1', `${'a'.repeat(39)}g`, '--help', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(40)}:content`]) {
      const response = await editor.fetch(`${HISTORY}/${bad}`);
      expect(response.status, bad).toBeGreaterThanOrEqual(400);
      expect(response.status, bad).toBeLessThan(500);
    }
    expect((await editor.fetch(`${HISTORY}/zzz`)).status).toBe(400);
    expect((await editor.fetch(`${HISTORY}/${'a'.repeat(40)}`)).status).toBe(404);
    // A real commit that never touched this file.
    await writeFile(path.join(root, 'content/other.yaml'), 'a: 1\n');
    git('add', 'content/other.yaml');
    git('commit', '-qm', 'Another file');
    expect((await editor.fetch(`${HISTORY}/${git('rev-parse', 'HEAD')}`)).status).toBe(404);
    expect((await editor.fetch('/cp/api/history/entries/pages/no-such-entry')).status).toBe(404);
    expect((await editor.fetch('/cp/api/history/entries/news/page-about')).status).toBe(404);
    expect((await editor.fetch('/cp/api/history/globals/footer?site=xx')).status).toBe(404);
    const head = git('rev-parse', 'HEAD~1');
    for (const body of [{}, { version: 5 }, { version: 'x'.repeat(300) }]) expect((await editor.send(`${HISTORY}/${head}/restore`, 'POST', body)).status).toBe(422);
  });

  it('a content root that is not a git work tree: the list says history is not available, a version is a 404 saying so', async () => {
    const plain = await makeRoot({ inGit: false });
    const editor = await signedIn('editor@example.com', plain);
    const list = await json<HistoryListResponse>(editor.fetch(HISTORY));
    expect(list).toMatchObject({ available: false, data: [] });
    const version = await editor.fetch(`${HISTORY}/${'a'.repeat(40)}`);
    expect(version.status).toBe(404);
    expect(((await version.json()) as { message: string }).message).toMatch(/History is not available/);
    const dashboard = await json<DashboardResponse>(editor.fetch('/cp/api/dashboard'));
    expect(dashboard).toMatchObject({ historyAvailable: false, changes: [] });
  });
});

describe('other items’ history', () => {
  it('a global set’s values in a site: list, difference by label, restore through the globals’ save', async () => {
    const editor = await signedIn('editor@example.com');
    const url = '/cp/api/globals/footer?site=en';
    const doc = await json<GlobalDocument>(editor.fetch(url));
    await json(editor.send(url, 'PUT', { version: doc.version, values: { ...doc.values, copyright: '© Kairotone' } }));
    const list = await json<HistoryListResponse>(editor.fetch('/cp/api/history/globals/footer?site=en'));
    expect(list.data.map((v) => v.message)).toEqual(['Globals saved: Footer (en)', 'Demo content']);
    const diff = await json<HistoryVersionResponse>(editor.fetch(`/cp/api/history/globals/footer/${list.data[1]!.commit}?site=en`));
    expect(diff.changes).toEqual([{ field: 'copyright', label: 'Copyright', change: 'changed', before: { kind: 'text', text: '© 2026 Kairotone GmbH. All rights reserved.' }, after: { kind: 'text', text: '© Kairotone' } }]);
    const restored = await json<GlobalDocument>(editor.send(`/cp/api/history/globals/footer/${list.data[1]!.commit}/restore?site=en`, 'POST', { version: diff.current }));
    expect(restored.values.copyright).toBe('© 2026 Kairotone GmbH. All rights reserved.');
    expect(git('log', '-1', '--format=%an|%s')).toMatch(/^Eddie\|Restored Footer to the version of/);
  });

  it('a term, a navigation tree and an asset’s meta: their versions and differences (super user)', async () => {
    const admin = await signedIn('admin@example.com');
    const term = path.join(root, 'content/taxonomies/news_categories/events.yaml');
    await writeFile(term, (await readFile(term, 'utf8')).replace('title: Events', 'title: Events and fairs').replace('title: Veranstaltungen', 'title: Messen'));
    const tree = path.join(root, 'content/trees/navigation/en/main.yaml');
    const treeText = await readFile(tree, 'utf8');
    const meta = path.join(root, 'public/media/error/.meta/not-found.jpg.yaml');
    const metaText = await readFile(meta, 'utf8');
    await writeFile(meta, metaText.replace(/alt: .*/, 'alt: A lost microphone'));
    git('add', '-A');
    git('commit', '-qm', 'By hand');

    // A term's history is one site's values, as its form edits them.
    const termAt = `/cp/api/history/terms/news_categories/events/${git('rev-parse', 'HEAD~1')}`;
    expect((await json<HistoryVersionResponse>(admin.fetch(`${termAt}?site=en`))).changes).toEqual([
      { field: 'title', label: 'Title', change: 'changed', before: { kind: 'text', text: 'Events' }, after: { kind: 'text', text: 'Events and fairs' } },
    ]);
    expect((await json<HistoryVersionResponse>(admin.fetch(`${termAt}?site=de`))).changes).toEqual([
      { field: 'title', label: 'Title', change: 'changed', before: { kind: 'text', text: 'Veranstaltungen' }, after: { kind: 'text', text: 'Messen' } },
    ]);
    expect((await admin.fetch(`${termAt}?site=mars`)).status).toBe(404);
    expect((await admin.fetch('/cp/api/history/terms/news_categories/no-such-term?site=en')).status).toBe(404);
    const metaDiff = await json<HistoryVersionResponse>(admin.fetch(`/cp/api/history/assets/assets/${git('rev-parse', 'HEAD~1')}?path=error/not-found.jpg`));
    expect(metaDiff.changes).toEqual([expect.objectContaining({ field: 'alt', change: 'changed', after: { kind: 'text', text: 'A lost microphone' } })]);
    expect((await admin.fetch('/cp/api/history/assets/assets?path=../../../etc/passwd')).status).toBe(400);

    // The tree: a renamed item shows as the tree's titles, by depth.
    await writeFile(tree, treeText.replace('    title: News\n', '    title: Newsroom\n'));
    git('commit', '-qam', 'Menu item renamed');
    const navList = await json<HistoryListResponse>(admin.fetch('/cp/api/history/navigation/main?site=en'));
    expect(navList.data.map((v) => v.message)).toEqual(['Menu item renamed', 'Demo content']);
    const navDiff = await json<HistoryVersionResponse>(admin.fetch(`/cp/api/history/navigation/main/${navList.data[1]!.commit}?site=en`));
    expect(navDiff.changes).toHaveLength(1);
    const { before, after } = navDiff.changes[0]!;
    expect(before.kind === 'tree' && before.items.slice(0, 3)).toEqual([{ depth: 0, text: 'Products' }, { depth: 1, text: 'Kairotone Beacon' }, { depth: 1, text: expect.any(String) }]);
    expect(before.kind === 'tree' && before.items.some((i) => i.text === 'News')).toBe(true);
    expect(after.kind === 'tree' && after.items.some((i) => i.text === 'Newsroom')).toBe(true);

    // A term restores one site's values through the term's save (validated); the other sites keep theirs.
    const setup = git('rev-parse', 'HEAD~2');
    const restoredTerm = await json<HistoryVersionResponse>(admin.fetch(`/cp/api/history/terms/news_categories/events/${setup}?site=en`));
    const ok = await json<TermDocument>(admin.send(`/cp/api/history/terms/news_categories/events/${setup}/restore?site=en`, 'POST', { version: restoredTerm.current }));
    expect(ok).toMatchObject({ kind: 'term', site: 'en', values: { title: 'Events' } });
    const text = await readFile(term, 'utf8');
    expect(text).toContain('title: Events\n');
    expect(text).toContain('title: Messen');
    expect(git('log', '-1', '--format=%s')).toMatch(/^Restored Events( and fairs)? to the version of .* by Setup \([0-9a-f]{7}\)$/);
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('content/taxonomies/news_categories/events.yaml');
    // The dashboard links the change to the term's form in the taxonomy's first site.
    const board = await json<DashboardResponse>(admin.fetch('/cp/api/dashboard'));
    expect(board.changes[0]).toMatchObject({ kind: 'term', title: 'Events', path: '/taxonomies/news_categories/terms/events?site=en', site: null });
  });
});

describe('the dashboard', () => {
  it('lists recent changes linked to their items, drafts and scheduled entries; only what the editor may see', async () => {
    const editor = await signedIn('editor@example.com');
    await saveTitle(editor, 'About Kairotone');
    const draft = await json<EntryDocument>(editor.send('/cp/api/collections/pages/entries', 'POST', { site: 'en', values: { title: 'Careers' }, published: false }), 201);
    const board = await json<DashboardResponse>(editor.fetch('/cp/api/dashboard'));
    expect(board.historyAvailable).toBe(true);
    expect(board.changes[0]).toMatchObject({ kind: 'entry', title: 'Careers', path: `/collections/pages/entries/${draft.id}`, site: 'en', author: { name: 'Eddie', email: 'editor@example.com' } });
    expect(board.changes[1]).toMatchObject({ kind: 'entry', title: 'About Kairotone', path: '/collections/pages/entries/page-about', message: 'Entry saved: About Kairotone (pages, en)' });
    expect(board.drafts).toEqual([expect.objectContaining({ collection: 'pages', id: draft.id, title: 'Careers', site: 'en', status: 'draft' })]);
    // Only pages in English: nothing from news, nor from other sites, although the setup commit touched them.
    expect(board.changes.every((c) => c.path?.startsWith('/collections/pages/') || c.path === '/globals/footer?site=en')).toBe(true);
    expect(board.changes.every((c) => c.site === 'en')).toBe(true);

    const admin = await signedIn('admin@example.com');
    const all = await json<DashboardResponse>(admin.fetch('/cp/api/dashboard'));
    expect(all.changes.slice(0, 2).map((c) => c.title)).toEqual(['Careers', 'About Kairotone']);
    // The setup commit touched every file: three of them, the last row counting the rest.
    const setup = all.changes.filter((c) => c.message === 'Demo content');
    expect(setup.map((c) => c.more)).toEqual([0, 0, expect.any(Number)]);
    expect(setup[2]!.more).toBeGreaterThan(100);

    const japanese = await signedIn('jp@example.com');
    const jp = await json<DashboardResponse>(japanese.fetch('/cp/api/dashboard'));
    expect(jp.drafts).toEqual([]);
    expect(jp.changes.every((c) => c.site === 'jp')).toBe(true);
  });

  it('lists an entry dated in the future of a collection whose future is private as scheduled', async () => {
    const news = path.join(root, 'content/collections/news.yaml');
    const config = await readFile(news, 'utf8');
    expect(config).toMatch(/future: private/);
    const admin = await signedIn('admin@example.com');
    const doc = await json<EntryDocument>(admin.fetch('/cp/api/collections/news/entries/news-beacon-firmware-3-2'));
    await json(admin.send('/cp/api/collections/news/entries/news-beacon-firmware-3-2', 'PUT', { version: doc.version, values: doc.values, date: '2099-01-01', published: true }));
    const board = await json<DashboardResponse>(admin.fetch('/cp/api/dashboard'));
    expect(board.scheduled[0]).toMatchObject({ collection: 'news', id: 'news-beacon-firmware-3-2', status: 'scheduled', date: expect.stringMatching(/^2099-01-01/) });
  });
});
