import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { cloudflare, fastly, purgersFromEnv, varnish, webhook } from './purgers';

/**
 * A real HTTP server on 127.0.0.1 standing in for Fastly's and Cloudflare's APIs, a webhook
 * and Varnish: the purgers talk to it with the real fetch, so what is checked is what goes on
 * the wire (method, path, headers, body), not what a mock was called with.
 */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let origin: string;
let received: Received[] = [];
/** The status the next requests are answered with. */
let status = 200;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, path: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(status < 300 ? '{"status":"ok"}' : '{"errors":[{"message":"Authentication error"}]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  status = 200;
});

/** A header that came once, as text. */
const header = (request: Received, name: string): string => String(request.headers[name]);

/** `count` distinct tags, `e:0` … */
const tags = (count: number) => Array.from({ length: count }, (_, i) => `e:${i}`);

describe('varnish', () => {
  it('sends PURGE to its URL with the tags space-separated in xkey, no body', async () => {
    await varnish(`${origin}/purge`, fetch).purge(['s:en', 'e:1']);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'PURGE', path: '/purge', body: '' });
    expect(received[0]!.headers.xkey).toBe('s:en e:1');
  });

  it('sends at most 200 keys a request', async () => {
    await varnish(origin, fetch).purge(tags(450));
    expect(received.map((r) => header(r, 'xkey').split(' ').length)).toEqual([200, 200, 50]);
    expect(received.flatMap((r) => header(r, 'xkey').split(' '))).toEqual(tags(450));
  });
});

describe('fastly', () => {
  it('POSTs to /service/{id}/purge with Fastly-Key and the keys space-separated in Surrogate-Key', async () => {
    await fastly(`${origin}/fastly`, 'SU1Z0isxPaozGVKXdv0eY', 'fastly-token', fetch).purge(['s:de', 'c:news:de']);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/fastly/service/SU1Z0isxPaozGVKXdv0eY/purge' });
    expect(received[0]!.headers).toMatchObject({ 'fastly-key': 'fastly-token', 'surrogate-key': 's:de c:news:de', accept: 'application/json' });
  });

  it('escapes the service id in the path', async () => {
    await fastly(origin, 'a/b', 'fastly-token', fetch).purge(['e:1']);
    expect(received[0]!.path).toBe('/service/a%2Fb/purge');
  });

  it('sends at most 256 keys a request', async () => {
    await fastly(origin, 'svc', 'fastly-token', fetch).purge(tags(600));
    expect(received.map((r) => header(r, 'surrogate-key').split(' ').length)).toEqual([256, 256, 88]);
    expect(received.flatMap((r) => header(r, 'surrogate-key').split(' '))).toEqual(tags(600));
  });
});

describe('cloudflare', () => {
  it('POSTs {"tags": [...]} as JSON to /zones/{zone}/purge_cache with a bearer token', async () => {
    await cloudflare(`${origin}/client/v4`, '023e105f4ecef8ad9ca31a8372d0c353', 'cf-token', fetch).purge(['s:fr', 'missing']);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache' });
    expect(received[0]!.headers).toMatchObject({ authorization: 'Bearer cf-token', 'content-type': 'application/json' });
    expect(JSON.parse(received[0]!.body)).toEqual({ tags: ['s:fr', 'missing'] });
  });

  it('sends at most 30 tags a request', async () => {
    await cloudflare(origin, 'zone', 'cf-token', fetch).purge(tags(65));
    const bodies = received.map((r) => (JSON.parse(r.body) as { tags: string[] }).tags);
    expect(bodies.map((b) => b.length)).toEqual([30, 30, 5]);
    expect(bodies.flat()).toEqual(tags(65));
  });
});

describe('webhook', () => {
  it('POSTs {"tags": [...]} as JSON with a bearer token when one is set', async () => {
    await webhook(`${origin}/hooks/purge`, 'hook-token', fetch).purge(['s:es', 'e:9']);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/hooks/purge' });
    expect(received[0]!.headers).toMatchObject({ authorization: 'Bearer hook-token', 'content-type': 'application/json' });
    expect(JSON.parse(received[0]!.body)).toEqual({ tags: ['s:es', 'e:9'] });
  });

  it('sends no Authorization header without a token', async () => {
    await webhook(`${origin}/hooks/purge`, undefined, fetch).purge(['e:1']);
    expect(received[0]!.headers.authorization).toBeUndefined();
  });

  it('sends every tag in one request', async () => {
    await webhook(origin, undefined, fetch).purge(tags(500));
    expect(received).toHaveLength(1);
    expect((JSON.parse(received[0]!.body) as { tags: string[] }).tags).toEqual(tags(500));
  });
});

describe('a purge the cache did not confirm', () => {
  it.each([
    { name: 'varnish', purger: () => varnish(origin, fetch), answer: 405 },
    { name: 'fastly', purger: () => fastly(origin, 'svc', 'fastly-token', fetch), answer: 401 },
    { name: 'cloudflare', purger: () => cloudflare(origin, 'zone', 'cf-token', fetch), answer: 403 },
    { name: 'webhook', purger: () => webhook(origin, undefined, fetch), answer: 500 },
  ])('$name answering $answer throws naming the purger and the status', async ({ name, purger, answer }) => {
    status = answer;
    await expect(purger().purge(['e:1'])).rejects.toThrow(new RegExp(`^${name} answered ${answer}: `));
  });

  it('a failing chunk stops the rest: the purge fails as a whole, to be retried', async () => {
    status = 503;
    await expect(fastly(origin, 'svc', 'fastly-token', fetch).purge(tags(600))).rejects.toThrow('fastly answered 503');
    expect(received).toHaveLength(1);
  });

  it('a cache that cannot be reached throws too', async () => {
    // A port nothing listens on any more: a second server's, closed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(varnish(url, fetch).purge(['e:1'])).rejects.toThrow();
  });
});

describe('purgersFromEnv', () => {
  const env = (source: Record<string, string>) => loadEnv({}, source);

  it('builds none without PURGE_* variables', () => {
    expect(purgersFromEnv(env({}))).toEqual([]);
  });

  it('builds exactly the configured ones', () => {
    expect(purgersFromEnv(env({ PURGE_WEBHOOK_URL: 'http://127.0.0.1:1/hook' })).map((p) => p.name)).toEqual(['webhook']);
    expect(purgersFromEnv(env({ PURGE_VARNISH_URL: 'http://127.0.0.1:1/', PURGE_CLOUDFLARE_ZONE_ID: 'zone', PURGE_CLOUDFLARE_TOKEN: 'cf-token-1' })).map((p) => p.name)).toEqual(['varnish', 'cloudflare']);
  });

  it('builds all four, each talking to the URL and with the credentials the environment gives', async () => {
    const purgers = purgersFromEnv(
      env({
        PURGE_VARNISH_URL: `${origin}/varnish`,
        // Trailing slashes trimmed by loadEnv: no `//service` in the path.
        PURGE_FASTLY_SERVICE_ID: 'svc-1',
        PURGE_FASTLY_TOKEN: 'fastly-token',
        PURGE_FASTLY_API_URL: `${origin}/fastly/`,
        PURGE_CLOUDFLARE_ZONE_ID: 'zone-1',
        PURGE_CLOUDFLARE_TOKEN: 'cf-token-1',
        PURGE_CLOUDFLARE_API_URL: `${origin}/cf/`,
        PURGE_WEBHOOK_URL: `${origin}/hook`,
        PURGE_WEBHOOK_TOKEN: 'hook-token',
      }),
    );
    expect(purgers.map((p) => p.name)).toEqual(['varnish', 'fastly', 'cloudflare', 'webhook']);
    for (const purger of purgers) await purger.purge(['s:en']);
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(['PURGE /varnish', 'POST /fastly/service/svc-1/purge', 'POST /cf/zones/zone-1/purge_cache', 'POST /hook']);
    expect(received.map((r) => r.headers['fastly-key'] ?? r.headers.authorization ?? null)).toEqual([null, 'fastly-token', 'Bearer cf-token-1', 'Bearer hook-token']);
  });

  // The real APIs cannot be called from a test: the URLs they would be sent to are read from
  // the fetch the purgers are given instead (the one place a fake fetch stands in).
  it('fastly goes to api.fastly.com and cloudflare to api.cloudflare.com by default', async () => {
    const urls: string[] = [];
    const recording = (async (input: string | URL | Request) => {
      urls.push(String(input));
      return new Response('{}');
    }) as typeof fetch;
    const purgers = purgersFromEnv(env({ PURGE_FASTLY_SERVICE_ID: 'svc-1', PURGE_FASTLY_TOKEN: 'fastly-token', PURGE_CLOUDFLARE_ZONE_ID: 'zone-1', PURGE_CLOUDFLARE_TOKEN: 'cf-token-1' }), recording);
    for (const purger of purgers) await purger.purge(['s:en']);
    expect(urls).toEqual(['https://api.fastly.com/service/svc-1/purge', 'https://api.cloudflare.com/client/v4/zones/zone-1/purge_cache']);
  });
});
