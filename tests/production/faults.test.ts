import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fr from '../../app/i18n/messages/fr.json';
import jp from '../../app/i18n/messages/jp.json';
import { PROJECT_ROOT } from '../../server/env';
import { startContentApi, type RunningApi } from '../support/content-api';
import { BROWSER_USER_AGENT, readBuildIndex, startProductionServer, TEST_SITE_URL, type RunningServer } from '../support/production';

/**
 * The production server in front of a remote content API (CONTENT_API_URL) that goes down,
 * turns slow or answers nonsense: prerendered pages keep being served, rendered pages answer
 * the error page with 503 and Retry-After, nothing hangs, and the site recovers by itself.
 */
readBuildIndex();

const TIMEOUT_MS = 1_000;
/** However the API fails, an answer comes well within this (a few timeouts in a row at most). */
const ANSWER_WITHIN_MS = 10_000;
/** The breaker's cooldown (5 s) and a probe: the site is back within this after the API is. */
const RECOVERY = { timeout: 15_000, interval: 250 };

let mode: 'up' | 'slow' | 'malformed' = 'up';
let api: RunningApi;
let server: RunningServer;

beforeAll(async () => {
  api = await startContentApi(PROJECT_ROOT, {
    siteUrl: TEST_SITE_URL,
    delayMs: () => (mode === 'slow' ? TIMEOUT_MS * 5 : 0),
    fault: () => (mode === 'malformed' ? 'malformed' : null),
  });
  server = await startProductionServer(3127, { CONTENT_API_URL: api.origin, CONTENT_API_TIMEOUT_MS: String(TIMEOUT_MS), CONTENT_API_CACHE_MS: '0', LOG_LEVEL: 'warn' });
}, 40_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await api?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** A browser's GET, which must be answered completely within ANSWER_WITHIN_MS. */
async function get(path: string): Promise<Answer> {
  const response = await fetch(`${server.origin}${path}`, { headers: { 'User-Agent': BROWSER_USER_AGENT }, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

// Every page carries the whole UI catalog in its data, so the texts are looked for where the page shows them.
const heading = (html: string) => /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
const title = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];

const PRERENDERED = ['/fr/news', '/jp/products/beacon', '/fr/news.data'];
/** A query makes a page render on demand, from the content API. */
const RENDERED = { page: '/fr/news?page=1', japanese: '/jp/news?page=1', payload: '/fr/news.data?page=1' };

async function expectServedWhileDown(): Promise<void> {
  for (const path of PRERENDERED) expect((await get(path)).status, path).toBe(200);

  const page = await get(RENDERED.page);
  expect(page.status).toBe(503);
  expect(Number(page.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  expect(Number(page.headers.get('Retry-After'))).toBeLessThanOrEqual(5);
  expect(page.headers.get('Cache-Control')).toBe('no-store');
  expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
  // The error page in the page's language, with a way to try again; nothing about the API.
  expect(heading(page.body)).toBe(fr['error.unavailable']);
  expect(page.body).toContain(`>${fr['error.retry']}</button>`);
  expect(page.body).not.toMatch(/content API|\/globals\/|ECONNREFUSED/);

  const japanese = await get(RENDERED.japanese);
  expect(japanese.status).toBe(503);
  expect(heading(japanese.body)).toBe(jp['error.unavailable']);
  expect(title(japanese.body)).toMatch(new RegExp(`^${jp['error.unavailable']}( |$)`));

  const payload = await get(RENDERED.payload);
  expect(payload.status).toBe(503);
  expect(payload.headers.get('Retry-After')).not.toBeNull();

  const health = await get('/healthz');
  expect(health.status).toBe(200);
}

async function expectRecovered(): Promise<void> {
  await expect.poll(async () => (await get(RENDERED.page)).status, RECOVERY).toBe(200);
  const page = await get(RENDERED.japanese);
  expect(page.status).toBe(200);
  expect(page.headers.get('Retry-After')).toBeNull();
  expect(heading(page.body)).toBe(jp['news.title']);
}

describe('a remote content API failing (steps run in order)', () => {
  it('serves rendered pages while the API is up', async () => {
    expect((await get(RENDERED.page)).status).toBe(200);
  });

  it('API down (connection refused): prerendered pages 200, rendered pages 503 with Retry-After', async () => {
    await api.down();
    await expectServedWhileDown();
  });

  it('recovers by itself when the API is back', async () => {
    await api.up();
    await expectRecovered();
  });

  it('API slower than CONTENT_API_TIMEOUT_MS: the same, and no request waits for it', async () => {
    mode = 'slow';
    await expectServedWhileDown();
    mode = 'up';
    await expectRecovered();
  });

  it('API answering malformed JSON: the same, and back once it answers properly', async () => {
    mode = 'malformed';
    await expectServedWhileDown();
    mode = 'up';
    await expectRecovered();
  });

  it('logged every failure with its detail, never crashed', () => {
    const logs = server.output();
    expect(logs).toMatch(/content unavailable: content API unreachable for \/\S+: fetch failed/);
    expect(logs).toMatch(/content unavailable: content API unreachable for \/\S+: The operation was aborted due to timeout/);
    expect(logs).toMatch(/content unavailable: content API sent malformed JSON for \//);
    expect(server.child.exitCode).toBeNull();
  });
});
