/** ContentWriter.apply: several files (binary too) checked first, then all land or none does, in one commit. */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../log';
import { FileExistsError } from './transaction';
import { UnsafePathError, VersionConflictError } from './types';
import { createContentWriter } from './writer';

const EDITOR = { name: 'Erika Editor', email: 'erika@example.com' };
const ENTRY = 'content/collections/news/en/hello.md';
const MEDIA = 'public/media';

let root: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const present = (rel: string) => stat(path.join(root, rel)).then(() => true, () => false);
const make = () => createContentWriter({ root, logger: silentLogger, containers: [MEDIA] });

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'cp-apply-'));
  await mkdir(path.join(root, 'content/collections/news/en'), { recursive: true });
  await mkdir(path.join(root, `${MEDIA}/a/.meta`), { recursive: true });
  await writeFile(path.join(root, ENTRY), '---\nid: a1\nimage: a/x.jpg\n---\nBody.\n');
  await writeFile(path.join(root, `${MEDIA}/a/x.jpg`), Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]));
  await writeFile(path.join(root, `${MEDIA}/a/.meta/x.jpg.yaml`), 'data:\n  alt: X\nsize: 5\n');
  git('init', '-q');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@test', 'add', '.');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@test', 'commit', '-qm', 'setup');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('ContentWriter.apply', () => {
  it('moves a binary file with its meta and rewrites an entry in one commit by the editor', async () => {
    const writer = make();
    const entry = (await writer.read(ENTRY))!;
    const meta = (await writer.read(`${MEDIA}/a/.meta/x.jpg.yaml`))!;
    const result = await writer.apply({
      changes: [
        { kind: 'move', from: `${MEDIA}/a/x.jpg`, to: `${MEDIA}/b/y.jpg` },
        { kind: 'move', from: `${MEDIA}/a/.meta/x.jpg.yaml`, to: `${MEDIA}/b/.meta/y.jpg.yaml`, expected: meta.version },
        { kind: 'data', file: ENTRY, data: { ...entry.data, image: 'b/y.jpg' }, body: entry.body!, expected: entry.version },
      ],
      author: EDITOR,
      message: 'Asset moved',
    });
    expect(result.status).toBe('written');
    expect(git('log', '-1', '--format=%an|%s')).toBe('Erika Editor|Asset moved');
    expect(git('show', '--name-status', '--format=', 'HEAD').split('\n').sort()).toEqual([`M\t${ENTRY}`, `R100\t${MEDIA}/a/.meta/x.jpg.yaml\t${MEDIA}/b/.meta/y.jpg.yaml`, `R100\t${MEDIA}/a/x.jpg\t${MEDIA}/b/y.jpg`].sort());
    expect(await readFile(path.join(root, ENTRY), 'utf8')).toContain('image: b/y.jpg');
    expect(git('status', '--porcelain')).toBe('');
  });

  it('commits an upload the repository ignores the kind of, and only what the panel wrote', async () => {
    await writeFile(path.join(root, '.gitignore'), '/public/media/**/*.jpg\n/public/media/a/.meta/\n/users/\n');
    git('-c', 'user.name=Setup', '-c', 'user.email=setup@test', 'add', '.gitignore');
    git('-c', 'user.name=Setup', '-c', 'user.email=setup@test', 'commit', '-qm', 'ignore rendered photos');
    // A rendered photo beside it stays out of git.
    await writeFile(path.join(root, `${MEDIA}/a/rendered.jpg`), 'rendered');
    const result = await make().apply({ changes: [{ kind: 'bytes', file: `${MEDIA}/a/new.jpg`, bytes: new Uint8Array([0xff, 0xd8, 0xff, 0x01]), replace: false }, { kind: 'data', file: `${MEDIA}/a/.meta/new.jpg.yaml`, data: { data: { alt: 'New' } }, expected: null }], author: EDITOR, message: 'Asset uploaded' });
    expect(result).toMatchObject({ status: 'written', commit: { status: 'committed' } });
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([`${MEDIA}/a/.meta/new.jpg.yaml`, `${MEDIA}/a/new.jpg`]);
    expect(git('ls-files', `${MEDIA}/a`).split('\n')).not.toContain(`${MEDIA}/a/rendered.jpg`);
    // Its meta file, now tracked inside an ignored folder, is committed by a plain save too.
    const writer = make();
    const meta = (await writer.read(`${MEDIA}/a/.meta/new.jpg.yaml`))!;
    const saved = await writer.write({ file: `${MEDIA}/a/.meta/new.jpg.yaml`, data: { data: { alt: 'Newer' } }, expected: meta.version, author: EDITOR, message: 'Asset saved' });
    expect(saved).toMatchObject({ status: 'written', commit: { status: 'committed' } });
    expect(git('log', '-1', '--format=%s')).toBe('Asset saved');
  });

  it('checks everything first: a stale version or a taken target changes nothing', async () => {
    const writer = make();
    const entry = (await writer.read(ENTRY))!;
    await writeFile(path.join(root, `${MEDIA}/a/taken.jpg`), 'x');
    const move = { kind: 'move' as const, from: `${MEDIA}/a/x.jpg`, to: `${MEDIA}/b/y.jpg` };
    await expect(writer.apply({ changes: [move, { kind: 'data', file: ENTRY, data: { ...entry.data, image: 'b/y.jpg' }, body: entry.body!, expected: 'stale' }], author: EDITOR, message: 'm' })).rejects.toBeInstanceOf(VersionConflictError);
    await expect(writer.apply({ changes: [{ ...move, to: `${MEDIA}/a/taken.jpg` }], author: EDITOR, message: 'm' })).rejects.toBeInstanceOf(FileExistsError);
    await expect(writer.apply({ changes: [{ kind: 'bytes', file: `${MEDIA}/a/taken.jpg`, bytes: new Uint8Array([1]), replace: false }], author: EDITOR, message: 'm' })).rejects.toBeInstanceOf(FileExistsError);
    expect(await present(`${MEDIA}/a/x.jpg`)).toBe(true);
    expect(await present(`${MEDIA}/b`)).toBe(false);
    expect(git('log', '--format=%s')).toBe('setup');
  });

  it('undoes the steps done when a later one fails (the move comes back, no temporary files stay)', async () => {
    const writer = make();
    // A file where the meta's new folder should be: the second move fails after the first was done.
    await mkdir(path.join(root, `${MEDIA}/b`), { recursive: true });
    await writeFile(path.join(root, `${MEDIA}/b/.meta`), 'in the way');
    const before = (await readdir(root, { recursive: true })).sort();
    await expect(
      writer.apply({
        changes: [
          { kind: 'move', from: `${MEDIA}/a/x.jpg`, to: `${MEDIA}/b/y.jpg` },
          { kind: 'move', from: `${MEDIA}/a/.meta/x.jpg.yaml`, to: `${MEDIA}/b/.meta/y.jpg.yaml` },
        ],
        author: EDITOR,
        message: 'm',
      }),
    ).rejects.toThrow();
    expect((await readdir(root, { recursive: true })).sort()).toEqual(before);
    expect(await readFile(path.join(root, `${MEDIA}/a/x.jpg`))).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]));
  });

  it('writes nothing and commits nothing when the data is the same; refuses paths outside the containers', async () => {
    const writer = make();
    const entry = (await writer.read(ENTRY))!;
    expect(await writer.apply({ changes: [{ kind: 'data', file: ENTRY, data: entry.data, body: entry.body!, expected: entry.version }], author: EDITOR, message: 'm' })).toEqual({ status: 'unchanged' });
    for (const file of ['public/other/x.jpg', `${MEDIA}/../x.jpg`, `${MEDIA}/a/.meta/x.jpg`, `/etc/x.jpg`, 'content/x.jpg']) {
      await expect(writer.apply({ changes: [{ kind: 'bytes', file, bytes: new Uint8Array([1]), replace: false }], author: EDITOR, message: 'm' }), file).rejects.toBeInstanceOf(UnsafePathError);
    }
    expect(git('log', '--format=%s')).toBe('setup');
  });
});
