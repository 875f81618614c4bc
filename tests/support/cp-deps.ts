/**
 * Control-panel route dependencies for tests: a guard with a fixed user and permissions, and a
 * minimal but honest file writer (real files, versions, 409, "unchanged writes nothing",
 * atomic rename). The real writer (server/cp/write/) replaces this one at merge.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { stringify } from 'yaml';
import { parseContentFile } from '../../api/store/files';
import { ContentStore } from '../../api/store/store';
import { forbidden } from '../../server/cp/auth/guard';
import type { AuthGuard, CpUser, CpVariables } from '../../server/cp/auth/types';
import type { CpDeps } from '../../server/cp/deps';
import { UnsafePathError, VersionConflictError, type ContentWriter, type StoredFile, type WriteRequest } from '../../server/cp/write/types';
import { loadEnv } from '../../server/env';
import { silentLogger } from '../../server/log';
import type { MiddlewareHandler } from 'hono';

export function testUser(permissions: string[], sites: string[] = []): CpUser {
  return { id: 'user-1', email: 'editor@example.com', name: 'Eda Editor', super: permissions.includes('super'), permissions, sites, preferences: {} };
}

export function testGuard(user: CpUser | null): AuthGuard {
  const can = (u: CpUser, p: string) => u.super || u.permissions.includes(p);
  const middleware: MiddlewareHandler<{ Variables: CpVariables }> = async (c, next) => {
    if (!user) return c.json({ message: 'Unauthenticated.' }, 401);
    c.set('cpUser', user);
    await next();
  };
  return { user: () => middleware, can, forbidden };
}

export class TestWriter implements ContentWriter {
  writes: string[] = [];
  constructor(readonly root: string) {}

  private abs(file: string): string {
    if (path.isAbsolute(file) || file.includes('\0') || file.split('/').includes('..')) throw new UnsafePathError(file);
    const abs = path.resolve(this.root, file);
    if (!abs.startsWith(this.root + path.sep)) throw new UnsafePathError(file);
    return abs;
  }

  async read(file: string): Promise<StoredFile | null> {
    let text: string;
    try {
      text = await readFile(this.abs(file), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const parsed = parseContentFile(file, text);
    return { version: createHash('sha256').update(text).digest('hex').slice(0, 16), data: parsed.data, ...(parsed.body !== undefined ? { body: parsed.body } : {}) };
  }

  async write(request: WriteRequest) {
    const source = request.replaces ?? request.file;
    const current = await this.read(source);
    if (request.expected === null ? (await this.read(request.file)) !== null : current?.version !== request.expected) {
      if (!request.force) throw new VersionConflictError(source, current);
    }
    if (current && !request.replaces && isDeepStrictEqual(current.data, request.data) && (current.body ?? '').trim() === (request.body ?? '').trim()) {
      return { status: 'unchanged' as const, version: current.version };
    }
    const data = { ...request.data, ...(request.stamps ?? {}) };
    const yaml = stringify(data, { lineWidth: 0 });
    const markdown = /\.(md|markdown)$/i.test(request.file);
    const text = markdown ? `---\n${yaml}---\n${request.body !== undefined ? `${request.body.replace(/\n*$/, '')}\n` : ''}` : yaml;
    const abs = this.abs(request.file);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(`${abs}.tmp`, text);
    await rename(`${abs}.tmp`, abs);
    if (request.replaces && request.replaces !== request.file) await rm(this.abs(request.replaces));
    this.writes.push(request.file);
    return { status: 'written' as const, version: (await this.read(request.file))!.version, commit: { status: 'untracked' as const } };
  }

  async remove(request: { file: string; expected: string; force?: boolean }) {
    const current = await this.read(request.file);
    if (current?.version !== request.expected && !request.force) throw new VersionConflictError(request.file, current);
    await rm(this.abs(request.file));
    this.writes.push(request.file);
    return { commit: { status: 'untracked' as const } };
  }

  /** Changes of several files (assets) are tested with the real writer (server/cp/write/writer.ts). */
  apply(): Promise<never> {
    return Promise.reject(new Error('TestWriter does not apply changes of several files'));
  }
}

export function testDeps(root: string, user: CpUser | null): CpDeps & { writer: TestWriter; store: ContentStore } {
  const store = new ContentStore(root, { report: () => {} });
  return {
    env: loadEnv({}, { CONTENT_DIR: root }),
    store,
    guard: testGuard(user),
    writer: new TestWriter(path.resolve(root)),
    logger: silentLogger,
    changed: () => store.invalidate(),
  };
}
