import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionFiles } from './sessions';

const roots: string[] = [];
afterEach(async () => Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true }))));

async function sessions(): Promise<SessionFiles> {
  const root = await mkdtemp(path.join(tmpdir(), 'cp-sessions-'));
  roots.push(root);
  return new SessionFiles({ root, secret: 'a-test-secret-that-is-long-enough-0123456789' });
}

describe('session files', () => {
  it('are readable by the server’s user only', async () => {
    const store = await sessions();
    const { cookie } = await store.create('ed@example.com', null);
    const session = await store.read(cookie);
    expect(session?.record.email).toBe('ed@example.com');
    const file = (await readdir(store.dir)).find((name) => name.endsWith('.json'))!;
    expect((await stat(path.join(store.dir, file))).mode & 0o777).toBe(0o600);
  });

  it('sign in again after the storage folder was cleared while the server ran (was a 500)', async () => {
    const store = await sessions();
    const first = await store.create('ed@example.com', null);
    await rm(path.join(store.dir, '..', '..'), { recursive: true, force: true });
    expect(await store.read(first.cookie)).toBeNull();
    const again = await store.create('ed@example.com', null);
    expect((await store.read(again.cookie))?.record.email).toBe('ed@example.com');
  });
});
