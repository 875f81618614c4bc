import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile, chmod, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../log';
import { nodeFs } from './atomic';
import { UnsafePathError, VersionConflictError, type ContentWriter } from './types';
import { createContentWriter } from './writer';

const EDITOR = { name: 'Erika Editor', email: 'erika@example.com' };
const ENTRY = 'content/collections/news/en/hello.md';
const ORIGINAL = "---\nid: a1\ntitle: 'Hello'\n# kept\nupdated_at: 1700000000\n---\nBody text.\n";

let root: string;
let logs: string[];
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const make = (extra: Partial<Parameters<typeof createContentWriter>[0]> = {}): ContentWriter =>
  createContentWriter({ root, logger: createLogger('debug', (line) => logs.push(line)), env: { ...process.env, GIT_COMMITTER_NAME: 'Panel', GIT_COMMITTER_EMAIL: 'panel@test' }, ...extra });

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'cp-writer-'));
  logs = [];
  await mkdir(path.join(root, 'content/collections/news/en'), { recursive: true });
  await writeFile(path.join(root, ENTRY), ORIGINAL);
  git('init', '-q');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@test', 'add', '.');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@test', 'commit', '-qm', 'setup');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('ContentWriter', () => {
  it('writes a change as one commit authored by the editor, with only the touched file', async () => {
    const writer = make();
    const loaded = (await writer.read(ENTRY))!;
    await writeFile(path.join(root, 'content/unrelated.yaml'), 'a: 1\n');
    git('add', 'content/unrelated.yaml'); // staged by someone else: must not ride along
    const result = await writer.write({ file: ENTRY, data: { ...loaded.data, title: 'Hello again' }, body: loaded.body, expected: loaded.version, stamps: { updated_by: 'u1', updated_at: 1800000000 }, author: EDITOR, message: 'Entry saved: Hello again (news, en)' });
    expect(result.status).toBe('written');
    if (result.status !== 'written') return;
    expect(result.commit).toEqual({ status: 'committed', sha: git('rev-parse', 'HEAD') });
    expect(git('log', '-1', '--format=%an <%ae>|%cn <%ce>|%s')).toBe('Erika Editor <erika@example.com>|Panel <panel@test>|Entry saved: Hello again (news, en)');
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe(ENTRY);
    expect(await readFile(path.join(root, ENTRY), 'utf8')).toBe("---\nid: a1\ntitle: 'Hello again'\n# kept\nupdated_at: 1800000000\nupdated_by: u1\n---\nBody text.\n");
    expect((await writer.read(ENTRY))!.version).toBe(result.version);
  });

  it('writes nothing when nothing changed: no stamps, no commit, same mtime', async () => {
    const writer = make();
    const loaded = (await writer.read(ENTRY))!;
    const before = await stat(path.join(root, ENTRY));
    const head = git('rev-parse', 'HEAD');
    const result = await writer.write({ file: ENTRY, data: { ...loaded.data }, body: loaded.body, expected: loaded.version, stamps: { updated_at: 1900000000 }, author: EDITOR, message: 'x' });
    expect(result).toEqual({ status: 'unchanged', version: loaded.version });
    expect((await stat(path.join(root, ENTRY))).mtimeMs).toBe(before.mtimeMs);
    expect(await readFile(path.join(root, ENTRY), 'utf8')).toBe(ORIGINAL);
    expect(git('rev-parse', 'HEAD')).toBe(head);
  });

  it('refuses a save against a changed file, tells what it holds now, and lets force overwrite', async () => {
    const writer = make();
    const loaded = (await writer.read(ENTRY))!;
    await writeFile(path.join(root, ENTRY), ORIGINAL.replace('Hello', 'Hand edit'));
    const save = () => writer.write({ file: ENTRY, data: { ...loaded.data, title: 'Mine' }, expected: loaded.version, author: EDITOR, message: 'x' });
    const error = await save().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VersionConflictError);
    expect((error as VersionConflictError).current?.data.title).toBe('Hand edit');
    expect(await readFile(path.join(root, ENTRY), 'utf8')).toContain('Hand edit');
    await expect(writer.write({ file: ENTRY, data: { title: 'New' }, expected: null, author: EDITOR, message: 'x' })).rejects.toBeInstanceOf(VersionConflictError);
    const forced = await writer.write({ file: ENTRY, data: { ...loaded.data, title: 'Mine' }, expected: loaded.version, force: true, author: EDITOR, message: 'x' });
    expect(forced.status).toBe('written');
    expect(await readFile(path.join(root, ENTRY), 'utf8')).toContain("title: Mine\n");
  });

  it('force neither brings back a file another save renamed nor replaces another file when renaming', async () => {
    const writer = make();
    const loaded = (await writer.read(ENTRY))!;
    const renamed = 'content/collections/news/en/hello-renamed.md';
    expect((await writer.write({ file: renamed, replaces: ENTRY, data: loaded.data, body: loaded.body, expected: loaded.version, author: EDITOR, message: 'renamed' })).status).toBe('written');
    // Two saves that loaded the entry before the rename: one keeps the old name, one renames it too.
    for (const [file, replaces] of [[ENTRY, undefined], ['content/collections/news/en/hello-other.md', ENTRY]] as const) {
      const error = await writer.write({ file, ...(replaces ? { replaces } : {}), data: { ...loaded.data, title: 'Mine' }, expected: loaded.version, force: true, author: EDITOR, message: 'x' }).catch((e: unknown) => e);
      expect(error, file).toBeInstanceOf(VersionConflictError);
      expect((error as VersionConflictError).current, file).toBeNull();
    }
    const other = 'content/collections/news/en/other.md';
    await writeFile(path.join(root, other), '---\nid: b2\ntitle: Other\n---\n');
    const current = (await writer.read(renamed))!;
    await expect(writer.write({ file: other, replaces: renamed, data: current.data, expected: current.version, force: true, author: EDITOR, message: 'x' })).rejects.toBeInstanceOf(VersionConflictError);
    expect((await readdir(path.join(root, 'content/collections/news/en'))).sort()).toEqual(['hello-renamed.md', 'other.md']);
    expect(await readFile(path.join(root, other), 'utf8')).toContain('id: b2');
  });

  it('lets only one of two concurrent saves of one file through', async () => {
    const [a, b] = [make(), make()];
    const loaded = (await a.read(ENTRY))!;
    const results = await Promise.allSettled([
      a.write({ file: ENTRY, data: { ...loaded.data, title: 'First' }, expected: loaded.version, author: EDITOR, message: 'first' }),
      a.write({ file: ENTRY, data: { ...loaded.data, title: 'Second' }, expected: loaded.version, author: EDITOR, message: 'second' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
    expect(((results[1] as PromiseRejectedResult).reason as VersionConflictError).current?.data.title).toBe('First');
    expect((await b.read(ENTRY))!.data.title).toBe('First');
    expect(git('log', '--format=%s')).toBe('first\nsetup');
  });

  it('lets concurrent saves of one file reach it in the order they came, however long their paths take to check', async () => {
    const writer = make();
    const loaded = (await writer.read(ENTRY))!;
    // The first renames the file (two paths to check), the second only edits it (one path).
    const results = await Promise.allSettled([
      writer.write({ file: 'content/collections/news/en/renamed.md', replaces: ENTRY, data: loaded.data, body: loaded.body, expected: loaded.version, author: EDITOR, message: 'renamed' }),
      writer.write({ file: ENTRY, data: { ...loaded.data, title: 'Edited' }, body: loaded.body, expected: loaded.version, author: EDITOR, message: 'edited' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
    expect(git('log', '--format=%s')).toBe('renamed\nsetup');
  });

  it('creates files and folders, renames with `replaces` in one commit, removes', async () => {
    const writer = make();
    const created = await writer.write({ file: 'content/collections/news/de/neu.md', data: { id: 'b2', title: 'Neu' }, body: 'Text', expected: null, author: EDITOR, message: 'created' });
    expect(created.status).toBe('written');
    expect(await readFile(path.join(root, 'content/collections/news/de/neu.md'), 'utf8')).toBe('---\nid: b2\ntitle: Neu\n---\nText');
    const loaded = (await writer.read(ENTRY))!;
    const renamed = await writer.write({ file: 'content/collections/news/en/hello-world.md', replaces: ENTRY, data: loaded.data, body: loaded.body, expected: loaded.version, author: EDITOR, message: 'renamed' });
    expect(renamed.status).toBe('written');
    expect(await readFile(path.join(root, 'content/collections/news/en/hello-world.md'), 'utf8')).toBe(ORIGINAL);
    await expect(stat(path.join(root, ENTRY))).rejects.toThrow();
    expect(git('show', '--no-renames', '--name-status', '--format=', 'HEAD').split('\n').sort()).toEqual([`A\tcontent/collections/news/en/hello-world.md`, `D\t${ENTRY}`]);
    const current = (await writer.read('content/collections/news/de/neu.md'))!;
    await expect(writer.remove({ file: 'content/collections/news/de/neu.md', expected: 'stale', author: EDITOR, message: 'x' })).rejects.toBeInstanceOf(VersionConflictError);
    const removed = await writer.remove({ file: 'content/collections/news/de/neu.md', expected: current.version, author: EDITOR, message: 'removed' });
    expect(removed.commit.status).toBe('committed');
    expect(git('status', '--porcelain')).toBe('');
  });

  it('keeps the written file when the commit fails, reports it, and commits it with the next save', async () => {
    const writer = make();
    const loaded = (await writer.read(ENTRY))!;
    await writeFile(path.join(root, '.git/index.lock'), '');
    const result = await writer.write({ file: ENTRY, data: { ...loaded.data, title: 'Locked' }, body: loaded.body, expected: loaded.version, author: EDITOR, message: 'locked' });
    expect(result.status === 'written' && result.commit.status).toBe('failed');
    expect(result.status === 'written' && result.commit.status === 'failed' && result.commit.error).toMatch(/index\.lock/);
    expect(await readFile(path.join(root, ENTRY), 'utf8')).toContain("title: Locked");
    expect(logs.some((line) => line.includes('"level":"error"') && line.includes('commit failed'))).toBe(true);
    await rm(path.join(root, '.git/index.lock'));
    await writeFile(path.join(root, 'content/hand-edit.yaml'), 'x: 1\n'); // unrelated, never committed by the panel
    const other = await writer.write({ file: 'content/globals/site.yaml', data: { name: 'Site' }, expected: null, author: EDITOR, message: 'other' });
    expect(other.status === 'written' && other.commit.status).toBe('committed');
    expect(git('log', '--format=%s')).toBe('other\nlocked\nsetup');
    expect(git('show', '--name-only', '--format=', 'HEAD~1')).toBe(ENTRY);
    expect(git('status', '--porcelain')).toBe('?? content/hand-edit.yaml');
  });

  it('reports untracked when the root is not a git work tree', async () => {
    await rm(path.join(root, '.git'), { recursive: true });
    const result = await make().write({ file: 'content/a.yaml', data: { a: 1 }, expected: null, author: EDITOR, message: 'x' });
    expect(result).toMatchObject({ status: 'written', commit: { status: 'untracked' } });
  });

  it('leaves the old file and no temp file when the write fails midway', async () => {
    const writer = make({ fs: { ...nodeFs, rename: () => Promise.reject(new Error('disk gone')) } });
    const loaded = (await writer.read(ENTRY))!;
    await chmod(path.join(root, ENTRY), 0o640);
    await expect(writer.write({ file: ENTRY, data: { ...loaded.data, title: 'Half' }, expected: loaded.version, author: EDITOR, message: 'x' })).rejects.toThrow('disk gone');
    expect(await readFile(path.join(root, ENTRY), 'utf8')).toBe(ORIGINAL);
    expect(await readdir(path.dirname(path.join(root, ENTRY)))).toEqual(['hello.md']);
    await make().write({ file: ENTRY, data: { ...loaded.data, title: 'Whole' }, expected: loaded.version, author: EDITOR, message: 'x' });
    expect((await stat(path.join(root, ENTRY))).mode & 0o777).toBe(0o640);
  });

  it('refuses hostile paths', async () => {
    await mkdir(path.join(root, 'outside'));
    await symlink(path.join(root, 'outside'), path.join(root, 'content/link'));
    await symlink('/etc/passwd', path.join(root, 'content/passwd.yaml'));
    await symlink(os.tmpdir(), path.join(root, 'content/tmp'));
    const writer = make();
    const hostile = ['/etc/passwd.yaml', '../x.yaml', 'content/../../x.yaml', 'content/./a.yaml', 'content//a.yaml', 'content\\a.yaml', 'content/a\0.yaml', 'C:/a.yaml',
      'content/.git/config.yaml', 'content/.a.yaml.123.tmp', 'content/a.php', 'public/a.yaml', 'content/link/a.yaml', 'content/tmp/a.yaml', 'content/tmp/new/a.yaml', 'content/passwd.yaml', '', 'content/a\n.yaml', ' content/a.yaml', 'content/a.yaml '];
    for (const file of hostile) {
      await expect(writer.write({ file, data: { a: 1 }, expected: null, author: EDITOR, message: 'x' }), JSON.stringify(file)).rejects.toBeInstanceOf(UnsafePathError);
      await expect(writer.read(file), file).rejects.toBeInstanceOf(UnsafePathError);
    }
    expect(await readdir(path.join(root, 'outside'))).toEqual([]);
    const assets = make({ containers: ['public/assets'] });
    await expect(assets.write({ file: 'public/assets/.meta/a.png.yaml', data: { alt: 'A' }, expected: null, author: EDITOR, message: 'x' })).resolves.toMatchObject({ status: 'written' });
  });
});
