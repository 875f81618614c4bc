import fc from 'fast-check';
import { BROWSER_UA, oneOf, PREFIXES, request, type HostileRequest } from './shared';

/**
 * Overlong paths, queries and headers, up to and beyond Node's 16 KB request-head limit
 * (past it Node answers 431 itself and closes the connection), and many parameters/headers.
 */

/** Where the long part goes: pages (rendered or prerendered), the API, images, build files. */
const TARGETS = ['/', '/news/', '/products/', '/support/downloads/', '/api/collections/pages/entries/', '/api/entries/by-url?url=/', '/_ipx/_/media/', '/_ipx/', '/assets/', '/media/', '/builds/meta/'];

/** Lengths clustered round the limits that matter: the API's 2000 characters, Node's 16 KB. */
const length = fc.oneof(
  fc.integer({ min: 1_000, max: 3_000 }),
  fc.integer({ min: 3_000, max: 16_000 }),
  fc.integer({ min: 16_000, max: 17_000 }),
  fc.integer({ min: 17_000, max: 40_000 }),
);

/** Text to repeat: plain, encoded, slashes, dots, non-ASCII escapes. */
const UNITS = ['a', 'ab/', '%41', '/', '..', '%2e%2e%2f', '%e6%97%a5', '-', 'x.', '%00', '~'];

const filler = fc.tuple(oneOf(...UNITS), length).map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

const longPath = fc
  .tuple(oneOf(...PREFIXES), oneOf(...TARGETS), filler, oneOf('', '/', '.data', '?x=1'))
  .map(([prefix, target, fill, suffix]) => request('overlong', (target.startsWith('/api') || target.startsWith('/_ipx') || target.startsWith('/assets') ? '' : prefix) + target + fill + suffix));

const longQuery = fc
  .tuple(oneOf('/', '/news', '/de/news', '/about', '/api/collections/news/entries', '/_ipx/w_100/media/x.jpg', '/favicon.svg'), oneOf('q', 'filter', 'page', 'url', 'sort', '_routes'), filler)
  .map(([path, name, fill]) => request('overlong', `${path}?${name}=${fill}`));

const manyParams = fc
  .tuple(oneOf('/', '/news', '/jp/news', '/api/collections/news/entries', '/_ipx/_/media/x.jpg', '/news.data'), fc.integer({ min: 100, max: 3_000 }), oneOf('a', 'filter', 'page', 'limit', 'filter[title]', 'sort', 'fields', '_routes'))
  .map(([path, count, name]) => request('overlong', `${path}?${Array.from({ length: count }, (_, i) => `${name === 'a' ? `a${i}` : name}=${i}`).join('&')}`));

const HEADER_NAMES = ['Cookie', 'Accept-Language', 'User-Agent', 'Referer', 'X-Request-Id', 'If-None-Match', 'Accept-Encoding', 'X-Custom'];

const longHeader = fc
  .tuple(oneOf('/', '/news', '/de', '/api/navs/main/tree', '/_ipx/_/media/x.jpg', '/favicon.svg'), oneOf(...HEADER_NAMES), fc.integer({ min: 4_000, max: 40_000 }), oneOf('a', 'de,', 'x=y; ', 'W/"x", '))
  .map(([path, name, n, unit]) => request('overlong', path, { headers: { 'User-Agent': BROWSER_UA, [name]: unit.repeat(Math.ceil(n / unit.length)).slice(0, n) } }));

const manyHeaders = fc
  .tuple(oneOf('/', '/news', '/api/globals/seo', '/_ipx/_/media/x.jpg'), fc.integer({ min: 50, max: 2_500 }), fc.integer({ min: 1, max: 20 }))
  .map(([path, count, size]) => {
    const headers: Record<string, string> = {};
    for (let i = 0; i < count; i++) headers[`X-Hostile-${i}`] = 'v'.repeat(size);
    return request('overlong', path, { headers });
  });

export const overlong: fc.Arbitrary<HostileRequest> = fc.oneof(
  { arbitrary: longPath, weight: 4 },
  { arbitrary: longQuery, weight: 3 },
  { arbitrary: manyParams, weight: 2 },
  { arbitrary: longHeader, weight: 2 },
  { arbitrary: manyHeaders, weight: 1 },
);
