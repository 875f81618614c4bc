/**
 * A content root the control panel may write: a temporary copy of the repository's `content/`
 * and `resources/` (and `public/`, copied or linked), with users in `users/` and roles in
 * `resources/users/roles.yaml`, made a git work tree with everything committed, so that every
 * save runs the whole write path (validate, write, commit) as in production. Used by the hostile
 * suite (tests/hostile/control-panel.test.ts) and the benchmark (bench/cp.ts).
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../server/cp/auth/passwords';
import { PROJECT_ROOT } from '../../server/env';

export interface SiteUser {
  email: string;
  password: string;
  name: string;
  /** `super: true`, or the roles it holds. */
  super?: boolean;
  roles?: string[];
}

export interface WritableSiteOptions {
  /** Where the root goes (a path that does not exist yet); default: a new temporary folder. */
  at?: string;
  users: SiteUser[];
  /** Role handle → permissions. */
  roles?: Record<string, string[]>;
  /**
   * `copy` when a request could write into public/ (uploads: through a link they would land in
   * the repository's own); `link` when nothing will (cheaper).
   */
  publicDir: 'copy' | 'link';
}

export interface WritableSite {
  root: string;
  remove(): Promise<void>;
}

export async function writableSite({ at, users, roles = {}, publicDir }: WritableSiteOptions): Promise<WritableSite> {
  const root = at ?? (await mkdtemp(path.join(tmpdir(), 'kairotone-site-')));
  // With their times: pages show when an entry was last changed (a file's time without `updated_at`).
  for (const folder of ['content', 'resources']) await cp(path.join(PROJECT_ROOT, folder), path.join(root, folder), { recursive: true, preserveTimestamps: true });
  if (publicDir === 'copy') await cp(path.join(PROJECT_ROOT, 'public'), path.join(root, 'public'), { recursive: true, dereference: true });
  else await symlink(path.join(PROJECT_ROOT, 'public'), path.join(root, 'public'));
  await mkdir(path.join(root, 'resources', 'users'), { recursive: true });
  const roleLines = Object.entries(roles).flatMap(([handle, permissions]) => [`${handle}:`, `  title: ${handle}`, '  permissions:', ...permissions.map((p) => `    - '${p}'`)]);
  await writeFile(path.join(root, 'resources', 'users', 'roles.yaml'), roleLines.length ? `${roleLines.join('\n')}\n` : '{}\n');
  await mkdir(path.join(root, 'users'));
  for (const user of users) {
    const lines = [`id: ${user.email.split('@')[0]}`, `name: ${user.name}`, ...(user.super ? ['super: true'] : []), ...(user.roles?.length ? ['roles:', ...user.roles.map((r) => `  - ${r}`)] : []), `password_hash: '${await hashPassword(user.password)}'`];
    await writeFile(path.join(root, 'users', `${user.email}.yaml`), `${lines.join('\n')}\n`);
  }
  // As in the repository: users and the panel's storage are not content, and not committed.
  await writeFile(path.join(root, '.gitignore'), '/users/\n/storage/\n/public/\n');
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=setup', '-c', 'user.email=setup@example.com', '-c', 'core.hooksPath=/dev/null', ...args], { cwd: root, stdio: 'pipe' });
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'the content before the run');
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
