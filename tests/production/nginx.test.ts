import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CLIENT_HEADER, startLocalNginx, type LocalNginx } from '../../deploy/nginx-local';
import { PROJECT_ROOT } from '../../server/env';
import { BROWSER_USER_AGENT, readBuildIndex, startProductionServer, type RunningServer } from '../support/production';

/**
 * deploy/nginx.conf as shipped (paths and ports replaced) in front of two replicas of the
 * production server: assets straight from the build, pages from the replicas' memory through
 * a one-second cache (so a published change shows: tests/production/publish.test.ts), the
 * rest balanced over both replicas, and a replica stopped under traffic without a failed request.
 */
const NGINX_PORT = 3130;
const REPLICA_PORTS = [3131, 3132] as const;
const index = readBuildIndex();

let nginx: LocalNginx;
let replicas: RunningServer[] = [];
const origin = `http://127.0.0.1:${NGINX_PORT}`;

beforeAll(async () => {
  replicas = await Promise.all(REPLICA_PORTS.map((port) => startProductionServer(port)));
  nginx = await startLocalNginx({ port: NGINX_PORT, replicas: REPLICA_PORTS });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map((r) => r.stop()));
});

/** Which replicas logged a request with this id (nginx passes its request id on). */
const servedBy = (id: string) => replicas.map((r, i) => (r.logs().some((l) => l.msg === 'request' && l.id === id) ? i : -1)).filter((i) => i >= 0);

describe('nginx in front of two replicas (deploy/nginx.conf)', () => {
  it('serves prerendered pages from a replica’s memory, kept a second, with our headers and the page’s script hashes', async () => {
    const response = await fetch(`${origin}/jp/news`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status).toBe(200);
    const page = index.pages.find((p) => p.path === '/jp/news')!;
    expect(await response.text()).toBe(readFileSync(path.join(PROJECT_ROOT, 'build', 'client', page.file), 'utf8'));
    const csp = response.headers.get('Content-Security-Policy')!;
    for (const hash of page.scriptHashes) expect(csp).toContain(`'${hash}'`);
    // Never inline scripts (inline styles come only with a maps key, for Google Maps).
    expect(/script-src [^;]*/.exec(csp)![0]).not.toContain('unsafe-inline');
    expect(response.headers.get('Cache-Control')).toContain('s-maxage=60');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const id = response.headers.get('X-Request-Id')!;
    expect(id).toMatch(/^[\da-f]{32}$/);
    // The next request within the second is nginx's cached answer (it replays the first one's request id).
    const again = await fetch(`${origin}/jp/news`, { headers: { 'Accept-Encoding': 'identity' } });
    await again.arrayBuffer();
    expect(again.headers.get('X-Request-Id')).toBe(id);
    await expect.poll(() => servedBy(id)).toHaveLength(1);
  });

  it('keys pages as our server does: campaign and click ids get the page itself, a category filter goes to the replicas once', async () => {
    const page = index.pages.find((p) => p.path === '/jp/products/beacon')!;
    const file = readFileSync(path.join(PROJECT_ROOT, 'build', 'client', page.file), 'utf8');
    for (const query of ['utm_source=newsletter&utm_campaign=launch', 'gclid=Cj0KCQ', 'fbclid=IwAR2', 'msclkid=1&t=2']) {
      // One cache entry for the page whatever the campaign: the tagged request gets the plain
      // one's answer (its request id). Asked again when the copy was refreshed in between (the
      // plain request found its second up and got the old copy; the tagged one the new).
      await expect
        .poll(async () => {
          const plain = await fetch(`${origin}/jp/products/beacon`, { headers: { 'Accept-Encoding': 'identity' } });
          await plain.arrayBuffer();
          const tagged = await fetch(`${origin}/jp/products/beacon?${query}`, { headers: { 'Accept-Encoding': 'identity' } });
          expect(tagged.status, query).toBe(200);
          expect(await tagged.text(), query).toBe(file);
          return tagged.headers.get('X-Request-Id') === plain.headers.get('X-Request-Id');
        }, { message: query })
        .toBe(true);
    }
    const filtered = index.pages.find((p) => p.path === '/de/news?filter=events')!;
    const first = await fetch(`${origin}/de/news?filter=events&utm_source=a`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(await first.text()).toBe(readFileSync(path.join(PROJECT_ROOT, 'build', 'client', filtered.file), 'utf8'));
    // The same page under another click id is nginx's cached answer (it replays the first one's request id).
    const again = await fetch(`${origin}/de/news?fbclid=b&filter=events`, { headers: { 'Accept-Encoding': 'identity' } });
    await again.arrayBuffer();
    expect(again.headers.get('X-Request-Id')).toBe(first.headers.get('X-Request-Id'));
    const other = await fetch(`${origin}/de/news?filter=updates`, { headers: { 'Accept-Encoding': 'identity' } });
    await other.arrayBuffer();
    expect(other.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'));
  });

  it('a page whose second is up is answered from nginx’s copy at once and refreshed in the background', async () => {
    const get = async () => {
      const response = await fetch(`${origin}/fr/products/beacon`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      return response.headers.get('X-Request-Id')!;
    };
    const cached = await get();
    // nginx counts a copy's time in whole seconds: "valid 1s" is up only once the clock's second
    // after the next has begun, up to 2 s later.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    // The copy's second is up: this visitor gets it as it is (its request id) rather than waiting
    // for a replica, and the replica is asked beside it.
    expect(await get()).toBe(cached);
    // The refreshed copy follows, and a replica made it.
    let refreshed = cached;
    await expect.poll(async () => (refreshed = await get())).not.toBe(cached);
    await expect.poll(() => servedBy(refreshed)).toHaveLength(1);
  });

  it('payloads from the build; gzip copies as they were precompressed; assets immutable', async () => {
    const payload = await fetch(`${origin}/de/news.data?_routes=news.de`);
    expect(payload.status).toBe(200);
    expect(payload.headers.get('Content-Type')).toContain('text/x-script');
    const { request } = await import('node:http');
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      request(`${origin}/de/news`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        res.resume();
        resolve(res.headers['content-encoding']);
      })
        .on('error', reject)
        .end();
    });
    expect(encoding).toBe('gzip');
    const asset = index.history[0]!.assets[0]!;
    const assetResponse = await fetch(`${origin}/assets/${asset}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends / (language choice), queries and trailing slashes to the replicas', async () => {
    const home = await fetch(`${origin}/`, { headers: { 'Accept-Language': 'fr', 'User-Agent': BROWSER_USER_AGENT }, redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(home.headers.get('Location')).toBe('/fr');
    const slash = await fetch(`${origin}/de/news/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    const filtered = await fetch(`${origin}/news?page=1`);
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get('Content-Security-Policy')).toMatch(/script-src 'self' '(nonce|sha256)-/);
    const id = filtered.headers.get('X-Request-Id')!;
    await expect.poll(() => servedBy(id)).toHaveLength(1);
  });

  it('balances requests over both replicas', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${origin}/api/globals/seo?site=de&n=${i}`);
      expect(response.status).toBe(200);
      ids.push(response.headers.get('X-Request-Id')!);
    }
    const counts = () => {
      const served = [0, 0];
      for (const id of ids) for (const i of servedBy(id)) served[i]!++;
      return served;
    };
    await expect.poll(() => counts().reduce((a, b) => a + b)).toBe(20);
    const [first, second] = counts();
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
  });

  it('a client flooding unique not-found URLs is stopped at the edge (429 with Retry-After past its burst); another visitor and files are not', async () => {
    const stamp = `flood-${Date.now()}`;
    const flood = await Promise.all(
      Array.from({ length: 180 }, (_, i) => fetch(`${origin}/wp-admin/${stamp}-${i}.php`, { headers: { [LOCAL_CLIENT_HEADER]: 'flooder' } }).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('Retry-After'), body: await r.text() }))),
    );
    const refused = flood.filter((r) => r.status === 429);
    // A burst of 100 answered at once, then 20 a second: most of 180 at once are refused.
    expect(flood.filter((r) => r.status === 404).length).toBeGreaterThanOrEqual(100);
    expect(refused.length).toBeGreaterThanOrEqual(60);
    expect(refused.every((r) => r.retryAfter === '1' && r.body === 'Too Many Requests\n')).toBe(true);
    // The replicas saw only the ones let through.
    const reached = () => replicas.reduce((n, r) => n + r.logs().filter((l) => l.msg === 'request' && String(l.path).startsWith(`/wp-admin/${stamp}-`)).length, 0);
    await expect.poll(reached).toBe(flood.length - refused.length);
    // Meanwhile another visitor's page and anyone's files.
    const visitor = await fetch(`${origin}/jp/news`, { headers: { [LOCAL_CLIENT_HEADER]: 'visitor' } });
    expect(visitor.status).toBe(200);
    const asset = index.history[0]!.assets[0]!;
    const files = await Promise.all(Array.from({ length: 30 }, () => fetch(`${origin}/assets/${asset}`, { headers: { [LOCAL_CLIENT_HEADER]: 'flooder' } }).then((r) => r.status)));
    expect(files.every((status) => status === 200)).toBe(true);
  });

  it('/readyz and /healthz go to the replicas, never cached', async () => {
    for (const check of ['/readyz', '/healthz']) {
      const ids = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${origin}${check}`);
        expect(response.status, check).toBe(200);
        expect(response.headers.get('Cache-Control'), check).toBe('no-store');
        expect(await response.json(), check).toMatchObject({ status: check === '/readyz' ? 'ready' : 'ok' });
        ids.add(response.headers.get('X-Request-Id')!);
      }
      expect(ids.size, check).toBe(2);
    }
  });

  it('a replica stopped under traffic costs no request', async () => {
    const statuses: number[] = [];
    let n = 0;
    let stopped: Promise<number | null> | undefined;
    const worker = async () => {
      while (n < 300) {
        const i = n++;
        if (i === 100) stopped = replicas[0]!.stop('SIGTERM');
        // Rendered pages and API answers with unique queries: nothing comes from a cache.
        const url = i % 2 ? `${origin}/api/collections/news/entries?site=en&limit=2&page=1&n=${i}` : `${origin}/news?page=1&n=${i}`;
        statuses.push(await fetch(url).then((r) => r.arrayBuffer().then(() => r.status), () => 0));
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(await stopped).toBe(0);
    expect(statuses).toHaveLength(300);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // The replica left is ready: the site is.
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  }, 60_000);
});
