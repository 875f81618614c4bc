import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hashSync } from 'bcryptjs';
import { hashPassword, isBcryptHash, MAX_WAITING_CHECKS, passwordThreadRuns, PasswordsBusyError, verifyPassword } from './passwords';
import { isSafeEmail, UserFiles, writeNewUser } from './users';

let root: string;
let users: UserFiles;
const file = (name: string) => path.join(root, 'users', `${name}.yaml`);
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'cp-users-'));
  await mkdir(path.join(root, 'users'));
  users = new UserFiles(root);
});

describe('UserFiles', () => {
  it('reads Statamic’s keys; the email is the file name, found whatever its letter case', async () => {
    await writeFile(file('Jane@Example.com'), 'id: 1b6c\nname: Jane\nsuper: true\nroles: [editor]\ngroups: [writers]\npassword_hash: $2y$10$abc\npreferences:\n  locale: fr\n');
    expect(await users.find('jane@example.COM')).toEqual({ id: '1b6c', email: 'Jane@Example.com', name: 'Jane', super: true, roles: ['editor'], groups: ['writers'], passwordHash: '$2y$10$abc', preferences: { locale: 'fr' }, disabled: false, version: expect.any(String) });
    expect(await users.find('nobody@example.com')).toBeNull();
  });

  it('a plain `password:` is hashed ($2y$) and the file rewritten without it; a missing id is written back', async () => {
    await writeFile(file('new@example.com'), '# Added by hand\nname: New Person\npassword: hunter2hunter2\nextra: kept\n');
    const user = await users.find('new@example.com');
    const text = await readFile(file('new@example.com'), 'utf8');
    const data = parse(text) as Record<string, unknown>;
    expect(data.password).toBeUndefined();
    expect(text).not.toContain('hunter2');
    expect(text).toContain('# Added by hand');
    expect(data.extra).toBe('kept');
    expect(data.password_hash).toMatch(/^\$2y\$10\$/);
    expect(data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(user).toMatchObject({ id: data.id, passwordHash: data.password_hash });
    expect(await verifyPassword('hunter2hunter2', user!.passwordHash)).toBe(true);
    // Read again: the same id, no second rewrite.
    expect((await new UserFiles(root).find('new@example.com'))?.id).toBe(data.id);
  });

  it('two requests at once give the file one id', async () => {
    await writeFile(file('race@example.com'), 'name: Race\n');
    const [a, b] = await Promise.all([users.find('race@example.com'), users.find('race@example.com')]);
    expect(a?.id).toBe(b?.id);
    expect((parse(await readFile(file('race@example.com'), 'utf8')) as { id: string }).id).toBe(a?.id);
  });

  it('reads a file again when it changes (make:user, a hand edit), no restart', async () => {
    await writeFile(file('edit@example.com'), 'id: x\nname: Before\n');
    expect((await users.find('edit@example.com'))?.name).toBe('Before');
    await writeFile(file('edit@example.com'), 'id: x\nname: After!\n');
    const later = new Date(Date.now() + 5000);
    await utimes(file('edit@example.com'), later, later);
    expect((await users.find('edit@example.com'))?.name).toBe('After!');
    expect(await users.find('late@example.com')).toBeNull();
    await writeFile(file('late@example.com'), 'id: y\n');
    expect((await users.find('late@example.com'))?.id).toBe('y');
  });

  it('unsafe names and broken files are no users, never errors', async () => {
    await writeFile(file('broken@example.com'), 'name: [unclosed\n');
    await writeFile(file('list@example.com'), '- a\n- b\n');
    expect(await users.find('broken@example.com')).toBeNull();
    expect(await users.find('list@example.com')).toBeNull();
    for (const email of ['../etc/passwd', '../../x@example.com', '/abs@example.com', 'a/b@example.com', '.hidden@example.com', 'no-at-sign', 'a@b', 'a..b@example.com', 'a@example.com\u0000', `${'a'.repeat(300)}@example.com`]) {
      expect(isSafeEmail(email), email).toBe(false);
      expect(await users.find(email)).toBeNull();
    }
    expect(isSafeEmail("o'brien+cp@mail.example.co.uk")).toBe(true);
  });

  it('any() says whether there is a user', async () => {
    expect(await users.any()).toBe(false);
    expect(await new UserFiles(path.join(root, 'missing')).any()).toBe(false);
    await writeNewUser(root, { email: 'first@example.com', super: true, roles: [], groups: [], passwordHash: await hashPassword('12345678') });
    expect(await users.any()).toBe(true);
  });

  it('setPassword replaces the hash and keeps the rest', async () => {
    await writeFile(file('pw@example.com'), 'id: p\nname: Pat # the name\npassword_hash: old\n');
    await users.find('pw@example.com');
    await users.setPassword('pw@example.com', 'brand new password');
    const text = await readFile(file('pw@example.com'), 'utf8');
    expect(text).toContain('name: Pat # the name');
    expect(await verifyPassword('brand new password', (await users.find('pw@example.com'))!.passwordHash)).toBe(true);
  });
});

describe('passwords', () => {
  it('hashes as PHP writes them ($2y$, cost 10) and verifies $2y$, $2b$ and $2a$', async () => {
    const hashed = await hashPassword('s3cret pass');
    expect(hashed).toMatch(/^\$2y\$10\$[./A-Za-z0-9]{53}$/);
    for (const prefix of ['$2y$', '$2b$', '$2a$']) expect(await verifyPassword('s3cret pass', prefix + hashed.slice(4)), prefix).toBe(true);
    expect(await verifyPassword('wrong', hashed)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'not a hash')).toBe(false);
    expect(isBcryptHash(hashed)).toBe(true);
  });

  it('hashes and compares on the password thread, not on the server’s loop (issue 35, finding 5)', async () => {
    const hashed = await hashPassword('on the thread');
    const before = passwordThreadRuns();
    expect(await verifyPassword('on the thread', hashed)).toBe(true);
    expect(await verifyPassword('elsewhere', null)).toBe(false);
    expect(passwordThreadRuns()).toBe(before + 2);
  });

  it('refuses a check at once when too many wait already, and answers the others', async () => {
    // Cost 4: the test is about the queue, not bcrypt's time.
    const hashed = hashSync('flood of checks', 4);
    const asked = MAX_WAITING_CHECKS + 8;
    const outcomes = await Promise.allSettled(Array.from({ length: asked }, () => verifyPassword('flood of checks', hashed)));
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(PasswordsBusyError);
    const answered = outcomes.filter((o): o is PromiseFulfilledResult<boolean> => o.status === 'fulfilled');
    expect(answered.length).toBeGreaterThanOrEqual(MAX_WAITING_CHECKS);
    expect(answered.every((o) => o.value)).toBe(true);
    // Once through, checks are taken again.
    expect(await verifyPassword('flood of checks', hashed)).toBe(true);
  });

  it('an unknown account costs a bcrypt comparison too', async () => {
    const started = performance.now();
    expect(await verifyPassword('s3cret pass', null)).toBe(false);
    // A cost-10 round takes tens of milliseconds, a skipped check none (a busy machine only makes it longer).
    expect(performance.now() - started).toBeGreaterThan(10);
  });

  it.runIf(commandExists('php'))('PHP’s password_verify accepts our hash (Statamic signs in with it)', async () => {
    const hashed = await hashPassword('ünïcode & spaces 1');
    const verify = (password: string) => execFileSync('php', ['-r', 'var_dump(password_verify($argv[1], $argv[2]));', password, hashed], { encoding: 'utf8' }).trim();
    expect(verify('ünïcode & spaces 1')).toBe('bool(true)');
    expect(verify('ünïcode & spaces 2')).toBe('bool(false)');
  });

  it.runIf(commandExists('php'))('we verify the hash PHP’s password_hash writes', async () => {
    const hashed = execFileSync('php', ['-r', 'echo password_hash($argv[1], PASSWORD_BCRYPT);', 'from php 123'], { encoding: 'utf8' });
    expect(hashed).toMatch(/^\$2y\$10\$/);
    expect(await verifyPassword('from php 123', hashed)).toBe(true);
    expect(await verifyPassword('from php 124', hashed)).toBe(false);
  });
});

function commandExists(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
