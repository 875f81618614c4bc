import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { verifyPassword } from '../server/cp/auth/passwords';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

let content: string;
beforeEach(async () => {
  content = await mkdtemp(path.join(os.tmpdir(), 'make-user-'));
  await mkdir(path.join(content, 'resources', 'users'), { recursive: true });
  await writeFile(path.join(content, 'resources', 'users', 'roles.yaml'), 'editor:\n  title: Editor\n  permissions: [access cp]\n');
  await writeFile(path.join(content, 'resources', 'users', 'groups.yaml'), 'writers:\n  roles: [editor]\n');
});

/** `npm run make:user -- …` as a child process, the password piped in. */
function makeUser(args: string[], input: string) {
  const result = spawnSync(TSX, [path.join(ROOT, 'scripts', 'make-user.ts'), ...args], { input, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: content }, timeout: 60_000 });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run make:user', () => {
  it('writes users/{email}.yaml with a UUID, the roles and groups, and a $2y$ hash of the first piped line', async () => {
    const result = makeUser(['ed@example.com', '--role', 'editor', '--group', 'writers', '--name', 'Ed Itor'], 'a long password\nignored second line\n');
    expect(result.err).toBe('');
    expect(result.status).toBe(0);
    expect(result.out).toContain('users/ed@example.com.yaml');
    const data = parse(await readFile(path.join(content, 'users', 'ed@example.com.yaml'), 'utf8')) as Record<string, unknown>;
    expect(data).toMatchObject({ name: 'Ed Itor', roles: ['editor'], groups: ['writers'] });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.password_hash).toMatch(/^\$2y\$10\$/);
    expect(data.super).toBeUndefined();
    expect(await verifyPassword('a long password', data.password_hash as string)).toBe(true);
  });

  it('refuses an existing user unless --force, then replaces it', async () => {
    expect(makeUser(['boss@example.com', '--super'], 'first password\n').status).toBe(0);
    const again = makeUser(['BOSS@example.com', '--super'], 'second password\n');
    expect(again.status).toBe(1);
    expect(again.err).toContain('exists already');
    expect(makeUser(['BOSS@example.com', '--super', '--force'], 'second password\n').status).toBe(0);
    expect(await readdir(path.join(content, 'users'))).toEqual(['boss@example.com.yaml']);
    const data = parse(await readFile(path.join(content, 'users', 'boss@example.com.yaml'), 'utf8')) as Record<string, unknown>;
    expect(data.super).toBe(true);
    expect(await verifyPassword('second password', data.password_hash as string)).toBe(true);
  });

  it.each([
    [['not-an-email'], 'long enough pass\n', 'not a valid email'],
    [['../../etc/x@example.com'], 'long enough pass\n', 'not a valid email'],
    [[], 'long enough pass\n', 'give one email'],
    [['a@example.com', '--role', 'nope'], 'long enough pass\n', 'no role "nope"'],
    [['a@example.com', '--group', 'nope'], 'long enough pass\n', 'no group "nope"'],
    [['a@example.com', '--super'], 'short\n', 'at least 8 characters'],
    [['a@example.com', '--super'], '', 'at least 8 characters'],
    [['a@example.com', '--bogus'], 'long enough pass\n', 'usage:'],
  ])('%j exits 1 with a clear message and writes nothing', async (args, input, message) => {
    const result = makeUser(args, input);
    expect(result.status).toBe(1);
    expect(result.err).toContain(message);
    expect(result.err).not.toMatch(/\n\s+at /);
    await expect(readdir(path.join(content, 'users'))).rejects.toThrow();
  });
});
