import { describe, expect, it } from 'vitest';
import { problems, type CheckContext } from './checks';
import { request, type HostileRequest } from './corpus/shared';
import { curl, onlyFromEnv } from './replay';
import type { Outcome } from './send';

/** The checks fail on what they should: each kind of bad answer, and nothing else. */

const context: CheckContext = {
  origin: 'http://127.0.0.1:3170',
  allowedExternal: new Set(['https://shop.kairotone.example/']),
  needles: [{ label: 'the canary token', bytes: Buffer.from('hostile-canary-123') }],
};
const get = (path: string): HostileRequest => request('traversal', path);
const answer = (status: number | null, extra: Partial<Outcome> = {}): Outcome => ({ status, headers: {}, body: Buffer.alloc(0), ms: 1, ...extra });
const kinds = (req: HostileRequest, outcome: Outcome) => problems(req, outcome, context).map((p) => p.kind);

describe('problems', () => {
  it('accepts 2xx, 3xx on site and 4xx', () => {
    for (const status of [200, 204, 304, 400, 404, 405, 414, 422, 431]) expect(kinds(get('/x'), answer(status)), String(status)).toEqual([]);
    for (const location of ['/news', '/de', 'http://127.0.0.1:3170/x', '?a=1', 'https://shop.kairotone.example', '/%2F%2Fevil.example']) {
      expect(kinds(get('/x/'), answer(301, { headers: { location } })), location).toEqual([]);
    }
  });

  it('fails any 5xx and a 1xx', () => {
    for (const status of [500, 502, 503, 504, 101]) expect(kinds(get('/x'), answer(status)), String(status)).toEqual(['status']);
  });

  it('fails a Location that a browser would follow off the site', () => {
    for (const location of ['//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example/', 'http://127.0.0.1:3100/x', 'javascript:alert(1)', 'https://shop.kairotone.example.evil.example/', 'http://[']) {
      expect(kinds(get('/x/'), answer(301, { headers: { location } })), location).toEqual(['redirect']);
    }
  });

  it('fails a missing answer, except a reset of a request Node itself refuses', () => {
    expect(kinds(get('/x'), answer(null, { error: 'ECONNRESET' }))).toEqual(['no-answer']);
    expect(kinds(get('/x'), answer(null, { error: 'no answer within 15 s' }))).toEqual(['no-answer']);
    expect(kinds(get(`/${'a'.repeat(20_000)}`), answer(null, { error: 'ECONNRESET' }))).toEqual([]);
    expect(kinds(get(`/${'a'.repeat(20_000)}`), answer(null, { error: 'ETIMEDOUT' }))).toEqual(['no-answer']);
    expect(kinds({ ...get('/x'), method: 'FOO', body: 'x' }, answer(null, { error: 'EPIPE' }))).toEqual([]);
    expect(kinds({ ...get('/x'), method: 'POST', body: 'x' }, answer(null, { error: 'EPIPE' }))).toEqual(['no-answer']);
  });

  it('fails a body holding a private needle, an injected header, an undecodable body', () => {
    expect(kinds(get('/x'), answer(404, { body: Buffer.from('<p>hostile-canary-123</p>') }))).toEqual(['leak']);
    expect(kinds(get('/x'), answer(404, { headers: { 'x-hostile-injected': '1' } }))).toEqual(['injection']);
    expect(kinds(get('/x'), answer(200, { headers: { 'set-cookie': ['x-hostile-injected=1'] } }))).toEqual(['injection']);
    expect(kinds(get('/x'), answer(200, { error: 'undecodable gzip body' }))).toEqual(['body']);
  });
});

describe('replays', () => {
  it('curl sends the same bytes: raw bytes and backslashes escaped for bash', () => {
    expect(curl({ method: 'GET', path: '/\\\xff%2e', headers: { Cookie: "a='b'" } }, 'http://127.0.0.1:3170')).toBe(
      "curl -sS -i --path-as-is -X GET $'http://127.0.0.1:3170/\\x5c\\xff%2e' -H $'Cookie: a=\\x27b\\x27'",
    );
    expect(curl({ method: 'HEAD', path: '/', headers: {} }, 'http://o')).toBe("curl -sS -i --path-as-is -I $'http://o/'");
  });

  it('HOSTILE_ONLY picks corpus indexes', () => {
    expect(onlyFromEnv(undefined)).toBeNull();
    const only = onlyFromEnv('3, 17')!;
    expect([1, 3, 17].map((index) => only({ ...get('/'), index }))).toEqual([false, true, true]);
    expect(() => onlyFromEnv('x')).toThrow(/HOSTILE_ONLY/);
  });
});
