/**
 * The asset library's API over HTTP on a copy of the demo content in a git work tree: every
 * route and permission, bad paths (4xx, never a 5xx, never a file outside the container),
 * meta per site through the writer (versioned, unchanged-nothing-written, unknown keys kept),
 * one commit per operation, and references rewritten on a rename (entries in every site,
 * nested sets, globals, navigations) and removed on a confirmed delete.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createContentApi } from '../../../api/app';
import { ContentStore } from '../../../api/store/store';
import type { ConflictError } from '../../../cp/shared/api';
import type { AssetContainersResponse, AssetDetailResponse, AssetInUseError, AssetLibraryResponse, AssetMoveResponse, LibraryAsset, UploadConflictError } from '../../../cp/shared/asset-library';
import { CSRF_HEADER } from '../../../cp/shared/api';
import { PROJECT_ROOT } from '../../env';
import { silentLogger } from '../../log';
import { Client, contentRoot, mountPanel, ORIGIN } from '../test/fixture';
import { createContentWriter } from '../write/writer';
import { assetLibraryRoutes } from './asset-library';
import { assetRoutes } from './assets';

const MEDIA = 'public/media';
const HERO = 'products/beacon/hero.jpg';
const NOT_FOUND_META = `${MEDIA}/error/.meta/not-found.jpg.yaml`;

let root: string;
let changed: string[][];

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const commits = () => Number(git('rev-list', '--count', 'HEAD').trim());
const fileText = (rel: string) => readFile(path.join(root, rel), 'utf8');
const exists = (rel: string) => stat(path.join(root, rel)).then(() => true, () => false);
const jpeg = (width: number, height: number, background = '#c33') => sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();

beforeEach(async () => {
  root = await contentRoot();
  await cp(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(PROJECT_ROOT, 'resources', 'blueprints'), path.join(root, 'resources', 'blueprints'), { recursive: true });
  await cp(path.join(PROJECT_ROOT, MEDIA), path.join(root, MEDIA), { recursive: true });
  // The demo's photos are rendered by a script (gitignored): small real ones stand in.
  for (const rel of [HERO, 'products/beacon/gallery-1.jpg', 'error/not-found.jpg', 'paging/a.jpg', 'paging/b.jpg', 'paging/c.jpg']) {
    await mkdir(path.dirname(path.join(root, MEDIA, rel)), { recursive: true });
    await writeFile(path.join(root, MEDIA, rel), await jpeg(40, 30));
  }
  // A key the panel does not know stays in the meta file.
  await writeFile(path.join(root, NOT_FOUND_META), `${await fileText(NOT_FOUND_META)}custom: kept\n`);
  // A navigation blueprint with an assets field, and a node that uses the icon.
  await mkdir(path.join(root, 'resources/blueprints/navigation'), { recursive: true });
  await writeFile(path.join(root, 'resources/blueprints/navigation/main.yaml'), 'fields:\n  - handle: icon\n    field:\n      type: assets\n      container: assets\n');
  const main = 'content/trees/navigation/en/main.yaml';
  await writeFile(path.join(root, main), (await fileText(main)).replace('    title: News\n', '    title: News\n    data:\n      icon: social/youtube.svg\n'));
  await writeFile(
    path.join(root, 'resources', 'users', 'roles.yaml'),
    [
      'editor:', '  title: Editor', '  permissions:',
      ...['access cp', 'access en site', 'view assets assets', 'edit assets assets', 'rename assets assets'].map((p) => `    - '${p}'`),
      'visitor:', '  title: Visitor', '  permissions:', "    - 'access cp'", "    - 'access en site'", "    - 'view pages entries'", '',
    ].join('\n'),
  );
  // Sessions are the panel's, not content.
  await writeFile(path.join(root, '.gitignore'), 'storage/\n');
  git('init', '-q');
  git('config', 'user.name', 'Setup');
  git('config', 'user.email', 'setup@example.com');
  git('add', '-A');
  git('commit', '-qm', 'Demo content');
  changed = [];
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function panel() {
  const store = new ContentStore(root, { report: () => {} });
  const writer = createContentWriter({ root, logger: silentLogger, containers: [MEDIA] });
  const routes = [assetLibraryRoutes, (deps: Parameters<typeof assetRoutes>[0]) => new Hono().route('/assets', assetRoutes(deps))];
  return mountPanel(root, { writer, store, routes, changed: (files) => (changed.push(files), store.invalidate()) }).app;
}

async function signedIn(email: string) {
  const client = new Client(panel());
  expect((await client.signIn(email)).status).toBe(200);
  return client;
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const api = (rest: string) => `/cp/api/assets/assets/${rest}`;
const detail = (client: Client, assetPath: string, site = 'en') => client.fetch(api(`asset?path=${encodeURIComponent(assetPath)}&site=${site}`));

function multipart(client: Client, url: string, fields: Record<string, string | Blob>, name = 'photo.jpg') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, typeof value === 'string' ? value : new File([value], name));
  return client.fetch(url, { method: 'POST', body: form, headers: { Origin: client.origin, [CSRF_HEADER]: client.csrf } });
}

describe('reading', () => {
  it('lists the containers the user may view, with their file count', async () => {
    const admin = await signedIn('admin@example.com');
    const all = await json<AssetContainersResponse>(await admin.fetch('/cp/api/asset-containers'));
    expect(all.data).toEqual([{ handle: 'assets', title: 'Assets', count: expect.any(Number) }]);
    expect(all.data[0]!.count).toBeGreaterThan(5);
    const visitor = await signedIn('visitor@example.com');
    expect((await json<AssetContainersResponse>(await visitor.fetch('/cp/api/asset-containers'))).data).toEqual([]);
    const anonymous = new Client(panel());
    await anonymous.session();
    expect((await anonymous.fetch('/cp/api/asset-containers')).status).toBe(401);
  });

  it('lists a folder with its subfolders, searches the container by name, alt text and title, sorts and pages', async () => {
    const editor = await signedIn('editor@example.com');
    const top = await json<AssetLibraryResponse>(await editor.fetch(api('library')));
    expect(top.folders.map((f) => f.path)).toEqual(expect.arrayContaining(['products', 'social', 'news']));
    expect(top.can).toEqual({ upload: false, edit: true, move: false, rename: true, delete: false });
    const social = await json<AssetLibraryResponse>(await editor.fetch(api('library?folder=social')));
    expect(social.data.map((a) => a.path)).toEqual(['social/instagram.svg', 'social/linkedin.svg', 'social/vimeo.svg', 'social/youtube.svg']);
    expect(social.data[3]).toMatchObject({ id: 'assets::social/youtube.svg', alt: 'YouTube', mimeType: 'image/svg+xml', url: '/media/social/youtube.svg', lastModified: expect.stringMatching(/^\d{4}-/) });
    // By alt text (in the site asked for) and by name, anywhere in the container.
    const byAlt = await json<AssetLibraryResponse>(await editor.fetch(api('library?q=tilted%20slate')));
    expect(byAlt.data.map((a) => a.path)).toEqual(['error/not-found.jpg']);
    const byAltDe = await json<AssetLibraryResponse>(await editor.fetch(api('library?q=schr%C3%A4g&site=de')));
    expect(byAltDe.data.map((a) => a.path)).toEqual(['error/not-found.jpg']);
    const pages = await json<AssetLibraryResponse>(await editor.fetch(api('library?folder=paging&perPage=2&page=2&sort=basename&order=desc')));
    expect(pages.meta).toEqual({ total: 3, page: 2, perPage: 2, lastPage: 2 });
    expect(pages.data.map((a) => a.basename)).toEqual(['a.jpg']);
    for (const url of [api('library?folder=../content'), api('library?folder=paging%00'), api('library?perPage=500'), api('library?sort=evil')]) expect((await editor.fetch(url)).status, url).toBe(422);
    expect((await editor.fetch('/cp/api/assets/nope/library')).status).toBe(404);
    const visitor = await signedIn('visitor@example.com');
    expect((await visitor.fetch(api('library'))).status).toBe(403);
  });

  it('answers one asset with its meta for a site, the origin’s values beside it, and where it is used', async () => {
    const editor = await signedIn('admin@example.com');
    const de = await json<AssetDetailResponse>(await detail(editor, HERO, 'de'));
    expect(de.fields.map((f) => [f.handle, f.localizable])).toEqual([['alt', true], ['title', false], ['focus', false]]);
    expect(de.version).not.toBeNull();
    const usages = de.usages.map((u) => `${u.kind}:${u.site}:${u.title}`);
    expect(usages).toEqual(expect.arrayContaining(['entry:en:Kairotone Beacon', 'entry:de:Kairotone Beacon', 'entry:jp:Kairotone Beacon']));
    expect(de.usages.find((u) => u.site === 'en')?.editUrl).toMatch(/^\/cp\/collections\/products\/entries\//);
    const meta = await json<AssetDetailResponse>(await detail(editor, 'error/not-found.jpg', 'de'));
    expect(meta.values.alt).toMatch(/^Eine schräg/);
    expect(meta.localized).toEqual(['alt']);
    expect(meta.originValues.alt).toMatch(/^A tilted/);
    const globalUse = await json<AssetDetailResponse>(await detail(editor, 'social/youtube.svg'));
    expect(globalUse.usages.map((u) => u.kind)).toEqual(expect.arrayContaining(['global', 'navigation']));
  });

  it('refuses bad paths with a 4xx and never reads outside the container', async () => {
    const admin = await signedIn('admin@example.com');
    const bad = ['../content/collections/pages/en/home.md', '../../users/admin@example.com.yaml', '/etc/passwd', 'a\\b.jpg', 'x\u0000.jpg', 'error/.meta/not-found.jpg.yaml', '.meta/x.yaml', 'paging//a.jpg', 'paging/./a.jpg', 'a'.repeat(3000), ''];
    for (const p of bad) {
      const status = (await detail(admin, p)).status;
      expect(status, p).toBeGreaterThanOrEqual(400);
      expect(status, p).toBeLessThan(500);
      const moved = await admin.send(api('move'), 'POST', { path: p, basename: 'x.jpg' });
      expect(moved.status, p).toBeGreaterThanOrEqual(400);
      expect(moved.status, p).toBeLessThan(500);
      expect((await admin.send(api(`asset?path=${encodeURIComponent(p)}&confirm=1`), 'DELETE')).status, p).toBeLessThan(500);
    }
    expect((await detail(admin, 'paging/missing.jpg')).status).toBe(404);
    expect((await detail(admin, HERO, 'xx')).status).toBe(404);
    for (const basename of ['../x.jpg', 'x/y.jpg', '.hidden.jpg', `${'a'.repeat(300)}.jpg`, 'x.jpg\u0000', 'hero.png']) {
      const status = (await admin.send(api('move'), 'POST', { path: HERO, basename })).status;
      expect(status, basename).toBe(422);
    }
    for (const folder of ['../..', '/etc', 'a\\b', 'x/.meta', 'paging/a.jpg']) expect((await admin.send(api('move'), 'POST', { path: HERO, folder })).status, folder).toBe(422);
    expect((await multipart(admin, '/cp/api/assets/assets', { file: new Blob([(await jpeg(4, 4)) as BlobPart]), folder: 'paging/a.jpg' })).status).toBe(422);
    expect(await exists(`${MEDIA}/${HERO}`)).toBe(true);
    expect(git('status', '--porcelain')).toBe('');
  });
});

describe('meta', () => {
  it('saves a site’s values through the writer: its own key, other keys kept, one commit by the editor, nothing when unchanged, 409 when stale', async () => {
    const admin = await signedIn('admin@example.com');
    const before = await json<AssetDetailResponse>(await detail(admin, 'error/not-found.jpg', 'fr'));
    const count = commits();
    const saved = await json<AssetDetailResponse>(await admin.send(api('asset?path=error/not-found.jpg'), 'PATCH', { site: 'fr', values: { alt: 'Un Slate One penché', focus: '30-70-2' }, version: before.version }));
    expect(saved.values.alt).toBe('Un Slate One penché');
    const file = parse(await fileText(NOT_FOUND_META)) as Record<string, unknown> & { data: Record<string, string> };
    expect(file.data.alt_fr).toBe('Un Slate One penché');
    expect(file.data.alt).toMatch(/^A tilted/);
    // `focus` is not localizable: a French save leaves it to the origin.
    expect(file.data.focus).toBeUndefined();
    expect(file).toMatchObject({ size: 94430, width: 2400, height: 1600, mime_type: 'image/jpeg', custom: 'kept' });
    expect(commits()).toBe(count + 1);
    expect(git('log', '-1', '--format=%an|%s')).toMatch(/^Admin\|Asset saved: assets::error\/not-found.jpg \(fr\)/);
    expect(changed).toContainEqual([NOT_FOUND_META]);
    // The same values again: nothing written, no commit.
    const again = await admin.send(api('asset?path=error/not-found.jpg'), 'PATCH', { site: 'fr', values: { alt: 'Un Slate One penché' }, version: saved.version });
    expect(again.status).toBe(200);
    expect(commits()).toBe(count + 1);
    // The version loaded before the save is stale now.
    const stale = await json<ConflictError>(await admin.send(api('asset?path=error/not-found.jpg'), 'PATCH', { site: 'fr', values: { alt: 'Autre' }, version: before.version }), 409);
    expect(stale.conflict.version).toBe(saved.version);
    expect(stale.conflict.changes).toEqual([{ field: 'alt', label: 'Alt text', yours: 'Autre', theirs: 'Un Slate One penché' }]);
    // An empty value gives the localization back to the origin.
    const cleared = await json<AssetDetailResponse>(await admin.send(api('asset?path=error/not-found.jpg'), 'PATCH', { site: 'fr', values: { alt: '' }, version: saved.version }));
    expect(cleared.localized).toEqual([]);
    expect(cleared.values.alt).toMatch(/^A tilted/);
  });

  it('validates the focal point and the blueprint’s rules as field messages, writing nothing', async () => {
    const admin = await signedIn('admin@example.com');
    const { version } = await json<AssetDetailResponse>(await detail(admin, 'error/not-found.jpg'));
    for (const focus of ['101-50-1', '50-50-11', '50-50-0', 'x-y-z', '50']) {
      const refused = await json<{ errors: Record<string, string[]> }>(await admin.send(api('asset?path=error/not-found.jpg'), 'PATCH', { site: 'en', values: { focus }, version }, { 'Accept-Language': 'de' }), 422);
      expect(refused.errors.focus?.[0], focus).toMatch(/x-y-Zoom/);
    }
    const long = await json<{ errors: Record<string, string[]> }>(await admin.send(api('asset?path=error/not-found.jpg'), 'PATCH', { site: 'en', values: { alt: 'a'.repeat(300) }, version }), 422);
    expect(Object.keys(long.errors)).toEqual(['alt']);
    const ok = await json<AssetDetailResponse>(await admin.send(api('asset?path=error/not-found.jpg'), 'PATCH', { site: 'en', values: { focus: '25-75-1.5', title: 'Not found' }, version }));
    expect(ok.values).toMatchObject({ focus: '25-75-1.5', title: 'Not found' });
  });

  it('creates the meta file of an asset that has none, in Statamic’s shape', async () => {
    const admin = await signedIn('admin@example.com');
    const none = await json<AssetDetailResponse>(await detail(admin, 'paging/a.jpg'));
    expect(none.version).toBeNull();
    await json<AssetDetailResponse>(await admin.send(api('asset?path=paging/a.jpg'), 'PATCH', { site: 'en', values: { alt: 'A red square' }, version: null }));
    const meta = parse(await fileText(`${MEDIA}/paging/.meta/a.jpg.yaml`)) as Record<string, unknown>;
    expect(Object.keys(meta)).toEqual(['data', 'size', 'last_modified', 'width', 'height', 'mime_type', 'duration']);
    expect(meta).toMatchObject({ data: { alt: 'A red square' }, width: 40, height: 30, mime_type: 'image/jpeg', duration: null });
  });

  it('needs `edit {container} assets` and the site', async () => {
    const editor = await signedIn('editor@example.com');
    const { version } = await json<AssetDetailResponse>(await detail(editor, 'error/not-found.jpg'));
    expect((await detail(editor, 'error/not-found.jpg', 'de')).status).toBe(403);
    expect((await editor.send(api('asset?path=error/not-found.jpg'), 'PATCH', { site: 'de', values: { alt: 'x' }, version })).status).toBe(403);
    const visitor = await signedIn('visitor@example.com');
    expect((await visitor.send(api('asset?path=error/not-found.jpg'), 'PATCH', { site: 'en', values: { alt: 'x' }, version })).status).toBe(403);
    expect((await detail(visitor, 'error/not-found.jpg')).status).toBe(403);
    const anonymous = new Client(panel());
    await anonymous.session();
    expect((await detail(anonymous, 'error/not-found.jpg')).status).toBe(401);
    expect((await anonymous.send(api('asset?path=error/not-found.jpg'), 'PATCH', { site: 'en', values: {}, version })).status).toBe(401);
    expect(await fileText(NOT_FOUND_META)).toContain('custom: kept');
  });
});

describe('files', () => {
  it('asks before overwriting on upload, replaces in place when told (same type only), in one commit with the meta', async () => {
    const admin = await signedIn('admin@example.com');
    const photo = await jpeg(20, 10, '#0a0');
    const asked = await json<UploadConflictError>(await multipart(admin, '/cp/api/assets/assets', { file: new Blob([photo as BlobPart]), folder: 'paging' }, 'a.jpg'), 409);
    expect(asked.existing.path).toBe('paging/a.jpg');
    const count = commits();
    const replaced = await json<LibraryAsset>(await multipart(admin, '/cp/api/assets/assets', { file: new Blob([photo as BlobPart]), folder: 'paging', onConflict: 'replace' }, 'a.jpg'), 201);
    expect(replaced).toMatchObject({ path: 'paging/a.jpg', size: photo.length });
    // Same path, new thumbnail URL: the panel never shows the old picture from its cache.
    expect(replaced.thumbnail).toMatch(/^\/_ipx\/w_160&f_webp\/media\/paging\/a\.jpg\?v=/);
    expect(replaced.thumbnail).not.toBe(asked.existing.thumbnail);
    expect(await readFile(path.join(root, MEDIA, 'paging/a.jpg'))).toEqual(photo);
    expect(commits()).toBe(count + 1);
    expect(git('show', '--name-only', '--format=%an', 'HEAD').trim().split('\n')).toEqual(['Admin', '', `${MEDIA}/paging/.meta/a.jpg.yaml`, `${MEDIA}/paging/a.jpg`]);

    const newer = await jpeg(60, 20, '#00c');
    const done = await json<LibraryAsset>(await multipart(admin, api(`replace?path=${HERO}`), { file: new Blob([newer as BlobPart]) }));
    expect(done).toMatchObject({ path: HERO, size: newer.length, width: 60, height: 20 });
    const meta = parse(await fileText(`${MEDIA}/products/beacon/.meta/hero.jpg.yaml`)) as Record<string, unknown>;
    expect(meta).toMatchObject({ size: newer.length, width: 60, height: 20, mime_type: 'image/jpeg', last_modified: expect.any(Number) });
    expect(changed.at(-1)).toEqual([`${MEDIA}/${HERO}`, `${MEDIA}/products/beacon/.meta/hero.jpg.yaml`]);
    // A PNG is not a JPEG: refused, nothing written.
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#fff' } }).png().toBuffer();
    expect((await multipart(admin, api(`replace?path=${HERO}`), { file: new Blob([png as BlobPart]) })).status).toBe(422);
    expect(await readFile(path.join(root, MEDIA, HERO))).toEqual(newer);
    // Replacing needs `upload` and `edit`.
    const editor = await signedIn('editor@example.com');
    expect((await multipart(editor, api(`replace?path=${HERO}`), { file: new Blob([photo as BlobPart]) })).status).toBe(403);
    expect(git('status', '--porcelain')).toBe('');
  });

  it('renames an asset: the file, its meta and every reference (all sites, nested sets, globals, navigations) in one commit; the public API shows the new URL', async () => {
    const editor = await signedIn('editor@example.com');
    const count = commits();
    const moved = await json<AssetMoveResponse>(await editor.send(api('move'), 'POST', { path: HERO, basename: 'beacon-front.jpg' }));
    expect(moved.asset.path).toBe('products/beacon/beacon-front.jpg');
    expect(moved.updated).toBe(6);
    expect(commits()).toBe(count + 1);
    const files = git('show', '--name-status', '--format=%an', 'HEAD');
    expect(files).toMatch(/^Eddie/);
    expect(files).toMatch(/R100\tpublic\/media\/products\/beacon\/hero.jpg\tpublic\/media\/products\/beacon\/beacon-front.jpg/);
    for (const site of ['en', 'de', 'fr', 'es', 'jp', 'zh']) {
      const text = await fileText(`content/collections/products/${site}/beacon.md`);
      expect(text, site).not.toContain(HERO);
      expect(text, site).toContain('products/beacon/beacon-front.jpg');
    }
    expect(await exists(`${MEDIA}/products/beacon/.meta/hero.jpg.yaml`)).toBe(false);
    expect(await fileText(`${MEDIA}/products/beacon/.meta/beacon-front.jpg.yaml`)).toContain('alt_de:');
    expect(git('status', '--porcelain')).toBe('');
    const content = createContentApi({ store: new ContentStore(root, { report: () => {} }), siteUrl: ORIGIN });
    const product = (await (await content.request('/collections/products/entries/product-beacon-de')).json()) as { data: { image: { url: string } } };
    expect(product.data.image.url).toBe('/media/products/beacon/beacon-front.jpg');
    expect(changed.at(-1)).toEqual(expect.arrayContaining([`${MEDIA}/${HERO}`, `${MEDIA}/products/beacon/beacon-front.jpg`, 'content/collections/products/de/beacon.md']));

    // Moving to another folder needs `move`; a taken name is a 409 and changes nothing.
    expect((await editor.send(api('move'), 'POST', { path: 'products/beacon/beacon-front.jpg', folder: 'paging' })).status).toBe(403);
    expect((await editor.send(api('move'), 'POST', { path: 'paging/a.jpg', basename: 'b.jpg' })).status).toBe(409);
    expect(await exists(`${MEDIA}/paging/a.jpg`)).toBe(true);
    expect(commits()).toBe(count + 1);
  });

  it('moves an icon used by a global’s grid and a navigation node', async () => {
    const admin = await signedIn('admin@example.com');
    const moved = await json<AssetMoveResponse>(await admin.send(api('move'), 'POST', { path: 'social/youtube.svg', folder: 'brand/icons' }));
    expect(moved.asset.path).toBe('brand/icons/youtube.svg');
    expect(await fileText('content/globals/en/social_media.yaml')).toContain('icon: brand/icons/youtube.svg');
    expect(await fileText('content/trees/navigation/en/main.yaml')).toContain('icon: brand/icons/youtube.svg');
    expect(await fileText(`${MEDIA}/brand/icons/.meta/youtube.svg.yaml`)).toContain("alt: 'YouTube'");
    expect(git('status', '--porcelain')).toBe('');
  });

  it('refuses to delete an asset in use unless confirmed, then removes it, its meta and its references in one commit', async () => {
    const admin = await signedIn('admin@example.com');
    const refused = await json<AssetInUseError>(await admin.send(api('asset?path=error/not-found.jpg'), 'DELETE'), 409);
    expect(refused.usages.map((u) => `${u.kind}:${u.title}`)).toContain('global:Error page');
    expect(await exists(`${MEDIA}/error/not-found.jpg`)).toBe(true);
    const count = commits();
    expect((await admin.send(api('asset?path=error/not-found.jpg&confirm=1'), 'DELETE')).status).toBe(204);
    expect(await exists(`${MEDIA}/error/not-found.jpg`)).toBe(false);
    expect(await exists(NOT_FOUND_META)).toBe(false);
    expect(await fileText('content/globals/en/error_page.yaml')).not.toContain('not-found.jpg');
    expect(commits()).toBe(count + 1);
    expect(git('status', '--porcelain')).toBe('');
    // Unused: deleted at once. Without `delete`: 403.
    const editor = await signedIn('editor@example.com');
    expect((await editor.send(api('asset?path=paging/b.jpg'), 'DELETE')).status).toBe(403);
    expect((await admin.send(api('asset?path=paging/b.jpg'), 'DELETE')).status).toBe(204);
    expect(commits()).toBe(count + 2);
  });

  it('creates folders inside the container only', async () => {
    const admin = await signedIn('admin@example.com');
    expect(await json(await admin.send(api('folders'), 'POST', { parent: 'paging', name: '2026' }), 201)).toEqual({ path: 'paging/2026', basename: '2026' });
    expect((await admin.send(api('folders'), 'POST', { parent: 'paging', name: '2026' })).status).toBe(409);
    for (const [parent, name] of [['', '..'], ['..', 'x'], ['', 'a/b'], ['', '.meta'], ['', 'a\u0000'], ['', 'x'.repeat(300)], ['paging/a.jpg', 'x']] as const) {
      expect((await admin.send(api('folders'), 'POST', { parent, name })).status, `${parent}/${name}`).toBe(422);
    }
    const listed = await json<AssetLibraryResponse>(await admin.fetch(api('library?folder=paging')));
    expect(listed.folders).toEqual([{ path: 'paging/2026', basename: '2026' }]);
    const editor = await signedIn('editor@example.com');
    expect((await editor.send(api('folders'), 'POST', { parent: '', name: 'x' })).status).toBe(403);
  });
});
