import { cp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../cp/shared/api';
import { PROJECT_ROOT } from '../env';
import { collectionRoutes } from './routes/collections';
import { Client, contentRoot, mountPanel, ORIGIN } from './test/fixture';
import type { ContentWriter } from './write/types';

/**
 * Found by the hostile suite: a body the panel refuses unread (413 on its declared length, 403
 * without the token) is drained for a moment and then the socket is cut, resetting the next
 * request a keep-alive client sends on it. Such answers close the connection instead.
 */
const writer: ContentWriter = { read: () => Promise.reject(new Error('no')), write: () => Promise.reject(new Error('no')), remove: () => Promise.reject(new Error('no')), apply: () => Promise.reject(new Error('no')) };
const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function panelOverHttp() {
  const root = await contentRoot();
  for (const part of ['content', 'resources/blueprints']) await cp(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
  const { app } = mountPanel(root, { routes: [collectionRoutes], writer });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const client = new Client(app);
  await client.signIn('admin@example.com');
  const post = (headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, method: 'PUT', path: '/cp/api/collections/pages/entries/page-home', headers: { 'Content-Type': 'application/json', Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
      });
      req.on('error', reject);
      req.end(body);
    });
  return { client, post };
}

describe('a body refused unread', () => {
  it('closes the connection after the answer; a body that was read keeps it open', async () => {
    const { client, post } = await panelOverHttp();
    const big = JSON.stringify({ version: 'x', published: true, values: { title: 'x'.repeat(3 * 1024 * 1024) } });
    expect(await post({ Origin: ORIGIN, [CSRF_HEADER]: client.csrf }, big)).toEqual({ status: 413, connection: 'close' });
    expect(await post({ Origin: 'https://evil.example', [CSRF_HEADER]: client.csrf }, '{"values":{}}')).toEqual({ status: 403, connection: 'close' });
    const read = await post({ Origin: ORIGIN, [CSRF_HEADER]: client.csrf }, '{"values":{}}');
    expect(read.status).toBe(422);
    expect(read.connection).toBe('keep-alive');
  });
});
