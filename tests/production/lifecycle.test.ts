import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTENT_TTL_MS } from '../../app/lib/content/client.server';
import { PROJECT_ROOT } from '../../server/env';
import { startContentApi } from '../support/content-api';
import { BROWSER_USER_AGENT, readBuildIndex, startProductionServer, TEST_SITE_URL, withinOneContentVersion, type RunningServer } from '../support/production';

/** Boot, modes and shutdown of the production server process. */
readBuildIndex();
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('configuration at boot', () => {
  it('a bad value stops the server with a message naming the variable, not a stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, NODE_ENV: 'production', PORT: '3122', CONTENT_MODE: 'preview', VIDEO_EMBED_ORIGINS: 'http://video.example' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CONTENT_MODE: CONTENT_MODE must be static or live');
    expect(result.stderr).toContain('VIDEO_EMBED_ORIGINS: VIDEO_EMBED_ORIGINS must be comma-separated https origins');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('prerendered pages built for another PUBLIC_SITE_URL are not served: every page renders, with a warning', async () => {
    const server = await startProductionServer(3123, { PUBLIC_SITE_URL: 'https://www.kairotone.example' });
    try {
      const response = await fetch(`${server.origin}/de/news`);
      expect(response.status).toBe(200);
      await expect.poll(() => renderedNotPrerendered(server, '/de/news')).toBe(true);
      expect(await response.text()).toContain('https://www.kairotone.example/de/news');
      // Served over https: Strict-Transport-Security, and insecure requests upgraded.
      expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('Content-Security-Policy')).toContain('upgrade-insecure-requests');
      expect(server.logs().some((l) => l.level === 'warn' && String(l.msg).includes('another PUBLIC_SITE_URL'))).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

/** Whether every request for `path` so far was rendered (or kept from a render), never the prerendered file. */
function renderedNotPrerendered(server: RunningServer, path: string): boolean {
  const requests = server.logs().filter((l) => l.msg === 'request' && l.path === path);
  return requests.length > 0 && requests.every((l) => l.from !== 'memory');
}

describe('CONTENT_MODE=live', () => {
  // On the loop, and on render threads (which hold a copy of the content of their own).
  it.each([
    { threads: '0', port: 3124 },
    { threads: '2', port: 3135 },
  ])('renders from current content, keeps the page until an edit, which shows on the next request (RENDER_THREADS=$threads)', async ({ threads, port }) => {
    const root = mkdtempSync(path.join(tmpdir(), 'kairotone-live-'));
    dirs.push(root);
    for (const part of ['content', 'resources', 'public']) cpSync(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
    const server = await startProductionServer(port, { CONTENT_MODE: 'live', CONTENT_DIR: root, RENDER_THREADS: threads });
    try {
      const requests = () => server.logs().filter((l) => l.msg === 'request' && l.path === '/de/news');
      await withinOneContentVersion(LOCAL_CONTENT_TTL_MS, async (attempt) => {
        // Each request names its own id: its log line is found by it, whenever the batched log writes it.
        const ids = [`live-${threads}-${attempt}-first`, `live-${threads}-${attempt}-again`];
        const first = await fetch(`${server.origin}/de/news`, { headers: { 'X-Request-Id': ids[0]! } });
        const text = await first.text();
        // Rendered once, then kept for the current content: the next request is answered from the render cache.
        const again = await fetch(`${server.origin}/de/news`, { headers: { 'X-Request-Id': ids[1]! } });
        return async () => {
          expect(text).toContain('Beacon-Firmware 3.2 ist da');
          expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
          const from = (id: string) => {
            const line = requests().find((l) => l.id === id);
            return line ? (line.from ?? 'rendered') : 'not logged yet';
          };
          await expect.poll(() => ids.map(from)).toEqual(['rendered', 'page-cache']);
          expect(await (await fetch(`${server.origin}/healthz`)).json()).toMatchObject({ mode: 'live', renderCache: { entries: 1 } });
        };
      });

      const file = path.join(root, 'content', 'collections', 'news', 'de', '2026-10-28.beacon-firmware-3-2-ist-da.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('title: "Beacon-Firmware 3.2 ist da"', 'title: "Beacon-Firmware 3.2, frisch bearbeitet"'));
      await expect.poll(async () => (await fetch(`${server.origin}/de/news`)).text(), { timeout: 10_000, interval: 200 }).toContain('Beacon-Firmware 3.2, frisch bearbeitet');
    } finally {
      await server.stop();
    }
  }, 150_000);
});

/** One GET, on a connection of its own unless an agent keeps one open: its outcome, whole or cut. */
function getOnce(origin: string, path: string, agent: Agent | false = false): Promise<{ path: string; status?: number; complete?: boolean; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const request = httpGet(`${origin}${path}`, { agent, headers: { 'User-Agent': BROWSER_USER_AGENT } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        const length = Number(response.headers['content-length'] ?? NaN);
        resolve({ path, status: response.statusCode, complete: response.complete && (Number.isNaN(length) || bytes === length), connection: response.headers.connection });
      });
      response.on('error', (error) => resolve({ path, status: response.statusCode, complete: false, error: error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ path, error: error.code ?? error.message }));
  });
}

describe('graceful shutdown', () => {
  it('SIGTERM: a request in flight finishes, new connections are refused, the process exits 0', async () => {
    let slow = false;
    const calls: string[] = [];
    const api = await startContentApi(PROJECT_ROOT, { siteUrl: TEST_SITE_URL, onRequest: (p) => calls.push(p), delayMs: () => (slow ? 700 : 0) });
    const server = await startProductionServer(3126, { CONTENT_API_URL: api.origin, CONTENT_API_TIMEOUT_MS: '5000' });
    // A connection a load balancer keeps open: its readiness checks go on over it during the drain.
    const checker = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await getOnce(server.origin, '/readyz', checker)).toMatchObject({ status: 200 });
      slow = true;
      const before = calls.length;
      const inFlight = fetch(`${server.origin}/fr/news?page=1`).then(async (r) => ({ status: r.status, body: await r.text() }));
      await expect.poll(() => calls.length > before, { timeout: 5_000, interval: 20 }).toBe(true);
      const exited = server.stop('SIGTERM');
      await expect.poll(() => server.logs().some((l) => String(l.msg).startsWith('shutting down')), { timeout: 5_000, interval: 20 }).toBe(true);
      // A new connection (fetch would reuse the one it keeps open, and that one is still answered).
      expect((await getOnce(server.origin, '/healthz')).error).toBe('ECONNREFUSED');
      // Not ready from the signal on, so traffic leaves before the replica is gone.
      expect(await getOnce(server.origin, '/readyz', checker)).toMatchObject({ status: 503, connection: 'close' });
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('</html>');
      expect(await exited).toBe(0);
    } finally {
      checker.destroy();
      await server.stop('SIGKILL');
      await api.close();
    }
  });
});

describe('graceful shutdown under load', () => {
  it('SIGTERM with 60 requests in flight: every one is answered in full, later connections are refused, a request already sent on an open connection is answered, exit 0', async () => {
    let delay = 0;
    let seen = 0;
    const api = await startContentApi(PROJECT_ROOT, { siteUrl: TEST_SITE_URL, onRequest: () => seen++, delayMs: () => delay });
    const server = await startProductionServer(3128, { CONTENT_API_URL: api.origin, CONTENT_API_TIMEOUT_MS: '10000', LOG_LEVEL: 'warn' });
    // Connections open before the signal, as a proxy keeps them (nginx's upstream keepalive):
    // a connection still waiting to be accepted when the listener closes is refused by the
    // kernel, which no server can help, so the requests go on connections it accepted.
    const agent = new Agent({ keepAlive: true, maxSockets: 61 });
    try {
      await Promise.all(Array.from({ length: 61 }, () => getOnce(server.origin, '/healthz', agent)));
      expect(Object.values(agent.freeSockets).flat()).toHaveLength(61);
      delay = 400;
      // Rendered pages (a query) wait on the slow API; prerendered ones come from memory.
      const paths = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? `/fr/news?page=1&shutdown=${i}` : ['/de/news', '/jp/products/beacon', '/es', '/zh/support/downloads'][i % 4]!));
      const seenBefore = seen;
      const inFlight = Promise.all(paths.map((p) => getOnce(server.origin, p, agent)));
      // Signal once renders are waiting on the API (they share its answers: a few calls, the rest queue for a render).
      await expect.poll(() => seen - seenBefore, { timeout: 10_000, interval: 10 }).toBeGreaterThanOrEqual(5);
      const exited = server.stop('SIGTERM');
      // The listener closes at once (while the requests above are still running).
      await expect.poll(async () => (await getOnce(server.origin, '/healthz')).error, { timeout: 5_000, interval: 20 }).toBe('ECONNREFUSED');
      // A request sent on an open, idle connection just after is answered, and the connection closed.
      const onOpen = await getOnce(server.origin, '/de/news', agent);
      const late = await Promise.all(['/de/news', '/fr/news?late=1'].map((p) => getOnce(server.origin, p)));

      const answers = await inFlight;
      expect(answers.filter((a) => a.status !== 200 || !a.complete)).toEqual([]);
      expect(onOpen).toMatchObject({ status: 200, complete: true, connection: 'close' });
      expect(late.map((a) => a.error)).toEqual(['ECONNREFUSED', 'ECONNREFUSED']);
      expect(await exited).toBe(0);
    } finally {
      agent.destroy();
      await server.stop('SIGKILL');
      await api.close();
    }
  });
});
