/**
 * The writable site the control-panel suite attacks: a temporary copy of the repository's
 * content, resources and public files (a git work tree, so every save runs the commit path),
 * with a super user and a limited one, beside a canary folder that nothing may touch. Every
 * file's hash is taken before and after the run: what changed must be inside the root.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../server/env';
import { writableSite } from '../../support/writable-site';

export const SUPER_USER = { email: 'hostile-super@example.com', password: 'hostile super password' };
export const LIMITED_USER = { email: 'hostile-limited@example.com', password: 'hostile limited password' };

/**
 * The limited user's role: English pages only, no news, no globals, no uploads, no deleting,
 * no publishing. Hostile requests in its name must never do more than that.
 */
export const LIMITED_PERMISSIONS = ['access cp', 'access en site', 'view pages entries', 'edit pages entries', 'view news entries', 'view assets assets'];

export interface HostileSite {
  /** The folder holding the content root and the canary, removed afterwards. */
  parent: string;
  /** The content root (CONTENT_DIR). */
  root: string;
  /** A folder beside the root with files of a random token: nothing may change in it. */
  canary: string;
  remove(): Promise<void>;
}

/** The writable copy (tests/support/writable-site.ts) with the two users, and the canary beside it. */
export async function makeHostileSite(): Promise<HostileSite> {
  const parent = await mkdtemp(path.join(tmpdir(), 'hostile-cp-'));
  const root = path.join(parent, 'site');
  const canary = path.join(parent, 'canary');
  await writableSite({
    at: root,
    // A copy of public/: an upload that got through would land in the repository's own through a link.
    publicDir: 'copy',
    roles: { limited: LIMITED_PERMISSIONS },
    users: [
      { ...SUPER_USER, name: 'Hostile Super', super: true },
      { ...LIMITED_USER, name: 'Hostile Limited', roles: ['limited'] },
    ],
  });
  const token = `hostile-cp-canary-${randomBytes(12).toString('hex')}`;
  await mkdir(path.join(canary, 'nested'), { recursive: true });
  for (const name of ['x.php', 'passwd', '.htaccess', 'nested/index.md']) await writeFile(path.join(canary, name), `${token}\n`);
  return { parent, root, canary, remove: () => rm(parent, { recursive: true, force: true }) };
}

/** Relative path → sha1 of the bytes, for every file under a folder (symlinks are not followed). */
export type TreeSnapshot = Map<string, string>;

export async function snapshotTree(dir: string, skip: (rel: string) => boolean = () => false): Promise<TreeSnapshot> {
  const out: TreeSnapshot = new Map();
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(folder, entry.name);
      const rel = path.relative(dir, full).split(path.sep).join('/');
      if (skip(rel)) continue;
      if (entry.isDirectory()) await walk(full);
      else out.set(rel, entry.isFile() ? createHash('sha1').update(await readFile(full)).digest('hex') : `(${entry.isSymbolicLink() ? 'symlink' : 'special'})`);
    }
  };
  await walk(dir);
  return out;
}

export interface TreeChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

export function diffTrees(before: TreeSnapshot, after: TreeSnapshot): TreeChanges {
  const added = [...after.keys()].filter((rel) => !before.has(rel));
  const changed = [...after.keys()].filter((rel) => before.has(rel) && before.get(rel) !== after.get(rel));
  const removed = [...before.keys()].filter((rel) => !after.has(rel));
  return { added: added.sort(), changed: changed.sort(), removed: removed.sort() };
}

/**
 * Modification times of the repository's own files (tracked ones, untracked ones git does not
 * ignore, where a file written by a traversal would show, and public/ whose images are
 * generated): the server runs from the repository, and nothing a hostile request does may
 * touch it. Build output and caches other runs write (ignored) are left out.
 */
export async function repositoryTimes(): Promise<Map<string, number>> {
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const publicFiles = (await readdir(path.join(PROJECT_ROOT, 'public'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(PROJECT_ROOT, path.join(entry.parentPath, entry.name)));
  const out = new Map<string, number>();
  for (const rel of new Set([...tracked, ...publicFiles])) {
    const info = await stat(path.join(PROJECT_ROOT, rel)).catch(() => null);
    if (info) out.set(rel, info.mtimeMs);
  }
  return out;
}
