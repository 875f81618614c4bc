// The content client against the real content API, over both transports, and against a
// tiny misbehaving server for the failure cases.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi } from '../../../api/app';
import { ContentStore } from '../../../api/store/store';
import { startContentApi, type RunningApi } from '../../../tests/support/content-api';
import { CircuitBreaker } from './breaker';
import { ContentApiError, createContentClient, httpTransport, inProcessTransport, type ContentClient } from './client.server';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SITE_URL = 'http://example.test';

let api: RunningApi;
let store: ContentStore;
let clients: { name: string; client: ContentClient }[];

beforeAll(async () => {
  api = await startContentApi(ROOT, { siteUrl: SITE_URL });
  store = new ContentStore(ROOT, { report: () => {} });
  const app = new Hono().route('/api', createContentApi({ store, siteUrl: SITE_URL }));
  clients = [
    { name: 'in-process', client: createContentClient(inProcessTransport(app.fetch)) },
    { name: 'http', client: createContentClient(httpTransport(api.origin, 2000)) },
  ];
});

afterAll(async () => {
  await api?.close();
  await store?.close();
});

/** Pagination metadata without `path` and `links`, which name the origin each transport used. */
function pageOf<T>(page: { data: T[]; meta: Record<string, unknown> }) {
  const { current_page, last_page, per_page, total } = page.meta;
  return { data: page.data, meta: { current_page, last_page, per_page, total } };
}

const calls: { name: string; call: (c: ContentClient) => Promise<unknown>; check: (result: unknown) => void }[] = [
  {
    name: 'navTree',
    call: (c) => c.navTree('main', 'de'),
    check: (tree) => expect((tree as { page: { title: string } }[]).map((i) => i.page.title)).toContain('Über uns'),
  },
  {
    name: 'navTree with maxDepth',
    call: (c) => c.navTree('main', 'fr', { maxDepth: 1 }),
    check: (tree) => expect((tree as { children: unknown[] }[]).every((i) => i.children.length === 0)).toBe(true),
  },
  {
    name: 'global',
    call: (c) => c.global('seo', 'jp'),
    check: (seo) => expect(seo).toMatchObject({ handle: 'seo', title_separator: '|', site_name: 'Kairotone' }),
  },
  {
    name: 'entryByUrl',
    call: (c) => c.entryByUrl('/de/ueber-uns'),
    check: (entry) => expect(entry).toMatchObject({ id: 'page-about-de', title: 'Über uns', locale: 'de', collection: { handle: 'pages' } }),
  },
  {
    name: 'entry',
    call: (c) => c.entry('products', 'product-beacon', 'fr'),
    check: (entry) => expect(entry).toMatchObject({ id: 'product-beacon-fr', url: '/fr/products/beacon' }),
  },
  {
    name: 'entries with filter, sort, limit and fields',
    call: async (c) => pageOf(await c.entries('downloads', { site: 'de', filter: { 'kind:is': 'firmware' }, sort: 'title', limit: 2, page: 1, fields: ['id', 'title', 'slug', 'uri', 'url', 'locale', 'collection', 'kind'] })),
    check: (page) => expect(page).toMatchObject({ data: [{ kind: 'firmware', locale: 'de' }, { kind: 'firmware' }], meta: { per_page: 2, current_page: 1 } }),
  },
  {
    name: 'terms',
    call: async (c) => pageOf(await c.terms('news_categories', { site: 'fr' })),
    check: (page) => expect((page as { data: { title: string }[] }).data.map((t) => t.title)).toContain('Produits'),
  },
];

describe('content client over both transports', () => {
  it.each(calls)('$name returns the same validated data in-process and over HTTP', async ({ call, check }) => {
    const [inProcess, http] = await Promise.all(clients.map(({ client }) => call(client)));
    check(inProcess);
    expect(http).toEqual(inProcess);
  });

  const missing: { name: string; call: (c: ContentClient) => Promise<unknown>; expected: unknown }[] = [
    { name: 'entryByUrl of an unknown URL', call: (c) => c.entryByUrl('/de/gibt-es-nicht'), expected: null },
    { name: 'entry of an unknown id', call: (c) => c.entry('pages', 'page-nope'), expected: null },
    { name: 'global of an unknown handle', call: (c) => c.global('nope', 'en'), expected: null },
    { name: 'navTree of an unknown nav', call: (c) => c.navTree('nope', 'en'), expected: [] },
    { name: 'entries of an unknown collection', call: (c) => c.entries('nope'), expected: { data: [], meta: { current_page: 1, last_page: 1, per_page: 0, total: 0 } } },
  ];
  it.each(missing)('a 404 for $name gives an empty answer on both transports', async ({ call, expected }) => {
    for (const { client } of clients) expect(await call(client)).toEqual(expected);
  });
});

describe('content client against a misbehaving server', () => {
  let server: Server;
  let origin: string;
  let closedOrigin: string;
  /** Every request the server received, in order. */
  const served: string[] = [];

  /** Responses by global handle: the client asks for /api/globals/{handle}?site=en. */
  const answers: Record<string, { status: number; body: string } | 'hang' | 'stall'> = {
    malformed: { status: 200, body: '{"data": {"handle": ' },
    error: { status: 500, body: '{"message":"Server Error"}' },
    unavailable: { status: 503, body: 'down for maintenance' },
    'wrong-shape': { status: 200, body: '{"data":{"title":"no handle"}}' },
    'not-wrapped': { status: 200, body: '{"handle":"x"}' },
    hang: 'hang',
    stall: 'stall',
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      served.push(req.url ?? '');
      const answer = answers[/^\/api\/globals\/([^?]+)/.exec(req.url ?? '')?.[1] ?? ''];
      if (answer === 'hang') return; // never answers
      if (answer === 'stall') return void res.writeHead(200, { 'Content-Type': 'application/json' }).write('{"data":'); // never finishes
      res.writeHead(answer?.status ?? 404, { 'Content-Type': 'application/json' }).end(answer?.body ?? '{"message":"Not found."}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A port that was free a moment ago: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const failures: { name: string; handle: string; timeoutMs?: number; message: RegExp; status?: number }[] = [
    { name: 'malformed JSON', handle: 'malformed', message: /^content API sent malformed JSON for \/globals\/malformed\?site=en$/, status: 200 },
    { name: 'a 500', handle: 'error', message: /^content API answered 500 for \/globals\/error\?site=en$/, status: 500 },
    { name: 'a 503 with a text body', handle: 'unavailable', message: /^content API answered 503 for /, status: 503 },
    { name: 'a shape that fails validation', handle: 'wrong-shape', message: /^content API answer for \/globals\/wrong-shape\?site=en does not match the content model at data\.handle: / },
    { name: 'an answer without data', handle: 'not-wrapped', message: /does not match the content model at data: / },
    { name: 'a server slower than the timeout', handle: 'hang', timeoutMs: 200, message: /^content API unreachable for \/globals\/hang\?site=en: / },
    { name: 'a body that stops half-way, past the timeout', handle: 'stall', timeoutMs: 200, message: /^content API .* for \/globals\/stall\?site=en/, status: 200 },
  ];

  it.each(failures)('$name throws ContentApiError', async ({ handle, timeoutMs, message, status }) => {
    const client = createContentClient(httpTransport(origin, timeoutMs ?? 2000));
    const error = await client.global(handle, 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentApiError);
    expect(error).toMatchObject({ name: 'ContentApiError', status });
    expect((error as Error).message).toMatch(message);
  });

  it('a 404 from the server is null, not an error', async () => {
    expect(await createContentClient(httpTransport(origin, 2000)).global('missing', 'en')).toBeNull();
  });

  it('an unreachable URL throws ContentApiError', async () => {
    const error = await createContentClient(httpTransport(closedOrigin, 2000)).entryByUrl('/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentApiError);
    expect((error as Error).message).toMatch(/^content API unreachable for \/entries\/by-url\?url=%2F: /);
  });

  it('a transport that throws is reported as unreachable', async () => {
    const client = createContentClient(() => Promise.reject(new TypeError('socket hang up')));
    await expect(client.navTree('main', 'en')).rejects.toThrow(new ContentApiError('content API unreachable for /navs/main/tree?site=en: socket hang up'));
  });

  describe('with a circuit breaker', () => {
    /** A breaker on a clock the test moves by hand. */
    function clockedBreaker() {
      let now = 0;
      return { breaker: new CircuitBreaker({ failures: 3, cooldownMs: 5_000, now: () => now }), advance: (ms: number) => (now += ms) };
    }

    it('stops calling a failing API after three failures in a row and fails at once', async () => {
      const { breaker } = clockedBreaker();
      const client = createContentClient(httpTransport(origin, 2000, breaker));
      const before = served.length;
      for (let i = 0; i < 3; i++) await expect(client.global('error', 'en')).rejects.toThrow(/answered 500/);
      expect(served.length - before).toBe(3);
      await expect(client.global('seo', 'en')).rejects.toThrow(new ContentApiError('content API unreachable for /globals/seo?site=en: backing off after repeated failures (next try in 5 s)'));
      expect(served.length - before).toBe(3);
    });

    it('counts timeouts and refused connections as failures, 4xx answers and malformed bodies as signs of life', async () => {
      const { breaker } = clockedBreaker();
      const unreachable = createContentClient(httpTransport(closedOrigin, 2000, breaker));
      const slow = createContentClient(httpTransport(origin, 100, breaker));
      await expect(unreachable.global('seo', 'en')).rejects.toThrow(/unreachable/);
      await expect(slow.global('hang', 'en')).rejects.toThrow(/unreachable/);
      const client = createContentClient(httpTransport(origin, 2000, breaker));
      await expect(client.global('malformed', 'en')).rejects.toThrow(/malformed JSON/);
      expect(await client.global('missing', 'en')).toBeNull();
      expect(breaker.open).toBe(false);
      await expect(unreachable.global('seo', 'en')).rejects.toThrow(/unreachable/);
      await expect(unreachable.global('seo', 'en')).rejects.toThrow(/unreachable/);
      await expect(slow.global('hang', 'en')).rejects.toThrow(/unreachable/);
      expect(breaker.open).toBe(true);
    });

    it('after the cooldown one call probes; when the API answers again the client recovers by itself', async () => {
      const { breaker, advance } = clockedBreaker();
      const client = createContentClient(httpTransport(origin, 2000, breaker));
      for (let i = 0; i < 3; i++) await expect(client.global('unavailable', 'en')).rejects.toThrow(/answered 503/);
      await expect(client.global('missing', 'en')).rejects.toThrow(/backing off/);
      advance(5_000);
      const before = served.length;
      expect(await client.global('missing', 'en')).toBeNull();
      expect(served.slice(before)).toEqual(['/api/globals/missing?site=en']);
      expect(breaker.open).toBe(false);
      expect(await client.global('missing', 'en')).toBeNull();
    });
  });
});
