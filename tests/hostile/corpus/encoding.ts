import fc from 'fast-check';
import { INJECTED_HEADER, oneOf, PREFIXES, request, type HostileRequest } from './shared';

/**
 * Bytes and escapes no decoder should trust: raw bytes 0x80–0xff (invalid UTF-8 on their own;
 * Node's parser refuses most with its own 400), broken and overlong percent-escapes, NUL and
 * control characters, CRLF aimed at response headers, in every part of a URL.
 */

const ESCAPES = [
  '%', '%%', '%z', '%zz', '%2', '%g0', '%e3%81', '%e3', '%ff', '%fe%ff', '%c0%af', '%c0%ae', '%c1%bf', '%ed%a0%80', '%ed%bf%bf',
  '%f4%90%80%80', '%f8%88%80%80%80', '%80', '%bf', '%00', '%01', '%07', '%08', '%0a', '%0d', '%0d%0a', '%1b', '%1f', '%7f', '%9b',
  '%u0000', '%uD800', '%25', '%2525', '%%32%65', '%e2%80%ae', '%ef%bb%bf', '%e2%80%8b', '%c2%a0',
  `%0d%0a${INJECTED_HEADER}:%201`, `%0a${INJECTED_HEADER}:1`, `%0d%0aSet-Cookie:%20${INJECTED_HEADER}=1`, '%0d%0a%0d%0a<script>',
];

/** One raw byte 0x80–0xff, or a short run of them (e.g. a truncated or overlong UTF-8 sequence). */
const rawBytes = fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 4 }).map((codes) => String.fromCharCode(...codes));

const junk = fc.oneof({ arbitrary: oneOf(...ESCAPES), weight: 5 }, { arbitrary: rawBytes, weight: 1 });

/** Where the junk goes, as `before + junk + after`. */
const PLACES: [string, string][] = [
  ['/', ''], ['/', '/'], ['/news/', ''], ['/news', ''], ['/products/', ''], ['/support/downloads/', ''], ['/', '.data'], ['/news/', '.data'],
  ['/news?filter=', ''], ['/news?page=', ''], ['/?', '=1'], ['/news?', ''], ['/news.data?_routes=', ''],
  ['/assets/', ''], ['/assets/', '.js'], ['/media/', '.jpg'], ['/media/brand/', ''], ['/builds/', ''], ['/favicon.svg', ''],
  ['/api/collections/', '/entries'], ['/api/collections/pages/entries/', ''], ['/api/navs/', '/tree'], ['/api/globals/', ''],
  ['/api/entries/by-url?url=/', ''], ['/api/entries/by-url?url=', ''], ['/api/collections/news/entries?filter[title]=', ''],
  ['/api/collections/news/entries?site=', ''], ['/api/collections/news/entries?', '=1'], ['/api/collections/news/entries?filter[', ']=x'],
  ['/_ipx/', '/media/brand/og-default.jpg'], ['/_ipx/w_', '/media/x.jpg'], ['/_ipx/_/media/', '.jpg'], ['/_ipx/_/', ''],
  ['/healthz', ''], ['/newsletter/signup?email=', ''], ['/sitemap.xml', ''], ['/__manifest?p=', ''],
];

const placed = fc
  .tuple(oneOf(...PREFIXES), fc.integer({ min: 0, max: PLACES.length - 1 }), fc.array(junk, { minLength: 1, maxLength: 3 }), fc.boolean())
  .map(([prefix, place, parts, slash]) => {
    const [before, after] = PLACES[place]!;
    const localized = before.startsWith('/api') || before.startsWith('/_ipx') || before.startsWith('/assets') || before.startsWith('/healthz') ? before : prefix + before;
    return request('invalid-encoding', localized + parts.join('') + after + (slash && !after.includes('/') ? '/' : ''));
  });

/** Junk between language prefix and page (`/de%ff/news`, `/%00de`). */
const inPrefix = fc
  .tuple(oneOf(...PREFIXES.filter(Boolean)), junk, oneOf('', '/', '/news', '/support/downloads/x'), fc.boolean())
  .map(([prefix, part, rest, before]) => request('invalid-encoding', before ? `/${part}${prefix.slice(1)}${rest}` : `${prefix}${part}${rest}`));

export const invalidEncoding: fc.Arbitrary<HostileRequest> = fc.oneof({ arbitrary: placed, weight: 5 }, { arbitrary: inPrefix, weight: 1 });
