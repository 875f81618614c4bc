import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESS_FROM, matchesEtag, pickEncoding, type Encoding } from '../server/static/encoding';
import type { CachedBody } from './response-cache';

/** The content is public: any origin may read it (the browser preview of another site, a build). */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  Vary: 'Origin',
} as const;

/**
 * Brotli quality for answers compressed at run time: each is compressed once per content
 * version and URL, so better than the default gzip level, but far cheaper than quality 11
 * (tens of milliseconds for a long entry list, on the request that first asks for it).
 */
const BROTLI_QUALITY = 5;

export interface ApiAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

interface Variant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/** The compressed copies of a cached answer and their headers, made on first use. */
const variants = new WeakMap<CachedBody, Partial<Record<Encoding, Variant>>>();

/**
 * The answer for a cached API body, the same from the Hono route and from the server's
 * memory path: the best encoding the client takes (compressed once per body, not per request;
 * the ETag is weak when compressed), or 304 when the client's copy is current.
 */
export function cachedAnswer(cached: CachedBody, request: { method: string; acceptEncoding?: string; ifNoneMatch?: string }, cacheControl: string): ApiAnswer {
  const compressible = Buffer.byteLength(cached.json) >= COMPRESS_FROM;
  const encoding = compressible ? pickEncoding(request.acceptEncoding) : 'identity';
  const variant = variantOf(cached, encoding, compressible, cacheControl);
  if (request.ifNoneMatch && matchesEtag(request.ifNoneMatch, cached.etag)) {
    const { 'Content-Type': _type, 'Content-Length': _length, 'Content-Encoding': _encoding, ...headers } = variant.headers;
    return { status: 304, headers, body: null };
  }
  return { status: 200, headers: variant.headers, body: request.method === 'HEAD' ? null : variant.body };
}

function variantOf(cached: CachedBody, encoding: Encoding, compressible: boolean, cacheControl: string): Variant {
  let made = variants.get(cached);
  if (!made) variants.set(cached, (made = {}));
  const known = made[encoding];
  if (known) return known;
  const identity = Buffer.from(cached.json);
  const body =
    encoding === 'br' ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
    : encoding === 'gzip' ? gzipSync(identity)
    : identity;
  const etag = encoding === 'identity' ? cached.etag : `W/${cached.etag}`;
  const headers = {
    ...CORS_HEADERS,
    ...(compressible ? { Vary: `${CORS_HEADERS.Vary}, Accept-Encoding` } : {}),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    ETag: etag,
    'Cache-Control': cacheControl,
  };
  return (made[encoding] = { body, etag, headers });
}
