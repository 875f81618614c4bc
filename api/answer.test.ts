import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedAnswer } from './answer';
import { ResponseCache } from './response-cache';

const CACHE = 'public, max-age=60';
const cache = new ResponseCache();
const index = {};
const large = cache.set(index, '/api/large', { data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Entry ${i}` })) });
const small = cache.set(index, '/api/small', { data: { id: 1 } });

describe('cachedAnswer', () => {
  it('compresses a large answer once per encoding the client takes, with a weak ETag and Vary', () => {
    const br = cachedAnswer(large, { method: 'GET', acceptEncoding: 'gzip, br' }, CACHE);
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(br.headers.ETag).toBe(`W/${large.etag}`);
    expect(br.headers.Vary).toBe('Origin, Accept-Encoding');
    expect(brotliDecompressSync(br.body!).toString()).toBe(large.json);
    expect(cachedAnswer(large, { method: 'GET', acceptEncoding: 'gzip, br' }, CACHE).body).toBe(br.body);
    const gzip = cachedAnswer(large, { method: 'GET', acceptEncoding: 'gzip' }, CACHE);
    expect(gunzipSync(gzip.body!).toString()).toBe(large.json);
    expect(gzip.headers['Content-Length']).toBe(String(gzip.body!.length));
  });

  it('sends a small answer as it is, with the strong ETag, CORS and the cache policy', () => {
    const answer = cachedAnswer(small, { method: 'GET', acceptEncoding: 'gzip, br' }, CACHE);
    expect(answer.body!.toString()).toBe(small.json);
    expect(answer.headers).toMatchObject({ ETag: small.etag, 'Cache-Control': CACHE, 'Access-Control-Allow-Origin': '*', Vary: 'Origin', 'Content-Type': 'application/json; charset=utf-8' });
    expect(answer.headers['Content-Encoding']).toBeUndefined();
  });

  it('answers 304 without a body to a current copy, weak or strong, and HEAD without a body', () => {
    for (const ifNoneMatch of [large.etag, `W/${large.etag}`, `"other", ${large.etag}`, '*']) {
      const answer = cachedAnswer(large, { method: 'GET', acceptEncoding: 'gzip', ifNoneMatch }, CACHE);
      expect(answer.status).toBe(304);
      expect(answer.body).toBeNull();
      expect(answer.headers['Content-Length']).toBeUndefined();
    }
    expect(cachedAnswer(large, { method: 'GET', ifNoneMatch: '"other"' }, CACHE).status).toBe(200);
    expect(cachedAnswer(large, { method: 'HEAD' }, CACHE).body).toBeNull();
  });
});
