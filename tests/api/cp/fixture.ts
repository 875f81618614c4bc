/**
 * A control-panel test bed: a temp copy of the repository's content and resources, an asset
 * container folder with one real image, and `CpDeps` with an in-test guard (the user is
 * picked by the `x-test-user` header; the real guard is server/cp/auth/, built elsewhere)
 * and the real writer (uploads write the file and its meta file through it).
 */
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ContentStore } from '../../../api/store/store';
import type { CpUser } from '../../../cp/shared/api';
import { loadEnv } from '../../../server/env';
import { silentLogger } from '../../../server/log';
import type { AuthGuard, CpVariables } from '../../../server/cp/auth/types';
import type { CpDeps } from '../../../server/cp/deps';
import type { ContentWriter } from '../../../server/cp/write/types';
import { createContentWriter } from '../../../server/cp/write/writer';
import type { MiddlewareHandler } from 'hono';

const REPO = path.resolve(import.meta.dirname, '../../..');

export const USERS: Record<string, CpUser> = {
  admin: { id: 'u-admin', email: 'admin@example.com', name: 'Admin', super: true, permissions: ['super'], sites: ['en', 'de', 'fr', 'es', 'jp', 'zh'], preferences: {} },
  newsEditor: {
    id: 'u-news',
    email: 'news@example.com',
    name: 'News',
    super: false,
    permissions: ['access cp', 'view news entries', 'view news_categories terms', 'view assets assets'],
    sites: ['en'],
    preferences: {},
  },
  viewer: { id: 'u-viewer', email: 'viewer@example.com', name: 'Viewer', super: false, permissions: ['access cp', 'view news entries'], sites: ['en'], preferences: {} },
};

export interface Bed {
  root: string;
  deps: CpDeps;
  changed: string[][];
  cleanup(): Promise<void>;
}

export async function makeBed(): Promise<Bed> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'cp-fields-'));
  await cp(path.join(REPO, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(REPO, 'resources'), path.join(root, 'resources'), { recursive: true });
  await mkdir(path.join(root, 'public/media/news'), { recursive: true });
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).jpeg().toFile(path.join(root, 'public/media/news/red.jpg'));
  await sharp({ create: { width: 8, height: 8, channels: 3, background: '#33c' } }).png().toFile(path.join(root, 'public/media/logo.png'));
  const changed: string[][] = [];
  const guard: AuthGuard = {
    user(): MiddlewareHandler<{ Variables: CpVariables }> {
      return async (c, next) => {
        const user = USERS[c.req.header('x-test-user') ?? ''];
        if (!user) return c.json({ message: 'Not signed in' }, 401);
        c.set('cpUser', user);
        await next();
      };
    },
    can: (user, permission) => user.super || user.permissions.includes(permission),
    forbidden: (c, permission) => c.json({ message: `You need the permission “${permission}”` }, 403),
  };
  const writer: ContentWriter = createContentWriter({ root, logger: silentLogger, containers: ['public/media'] });
  const deps: CpDeps = {
    env: loadEnv({}, { NODE_ENV: 'test' }),
    store: new ContentStore(root),
    guard,
    writer,
    logger: silentLogger,
    changed: (files) => changed.push(files),
  };
  return { root, deps, changed, cleanup: () => rm(root, { recursive: true, force: true }) };
}
