import fc from 'fast-check';
import { EVIL_HOST, oneOf, queryValue, request, utf8Bytes, type HostileRequest } from './shared';

/**
 * The content API's query language fed values Statamic's never sees from a well-behaved
 * client: unknown fields and conditions, odd sorts, numbers out of range or not numbers,
 * prototype keys, repeated parameters, unknown resources and hostile `by-url` URLs.
 */

const ENDPOINTS = [
  '/api/collections/pages/entries', '/api/collections/news/entries', '/api/collections/products/entries', '/api/collections/downloads/entries',
  '/api/collections/nope/entries', '/api/collections/__proto__/entries', '/api/collections/constructor/entries', '/api/collections/pages/entries/home',
  '/api/collections/pages/entries/nope', '/api/collections/news/entries/__proto__', '/api/collections/pages/entries/toString',
  '/api/entries/by-url', '/api/navs/main/tree', '/api/navs/footer/tree', '/api/navs/meta/tree', '/api/navs/nope/tree', '/api/navs/__proto__/tree',
  '/api/globals/seo', '/api/globals/redirects', '/api/globals/footer', '/api/globals/nope', '/api/globals/constructor', '/api/globals/hasOwnProperty',
  '/api/taxonomies/news_categories/terms', '/api/taxonomies/nope/terms', '/api/taxonomies/__proto__/terms', '/api/taxonomies/news_categories/terms/events',
  '/api/taxonomies/news_categories/terms/nope', '/api/taxonomies/news_categories/terms/valueOf', '/api/collections', '/api/navs', '/api', '/api/',
  '/api/collections/pages', '/api/collections/pages/entries/', '/api/globals', '/api/taxonomies/news_categories', '/api/entries',
];

const FIELDS = [
  'title', 'slug', 'date', 'id', 'site', 'status', 'published', 'uri', 'url', 'locale', 'origin', 'author', 'price', 'kind', 'product',
  'categories', 'news_categories', 'taxonomy', 'tagline', 'nope', '__proto__', 'constructor', 'prototype', 'toString', 'values', 'order',
  '', ' ', 'a:b', 'title]', '[title', 'title.foo', 'x'.repeat(64), 'x'.repeat(65), '1title', 'tit le', utf8Bytes('tïtle'), '*',
];

const CONDITIONS = [
  '', 'is', 'not', 'contains', 'in', 'not_in', 'gt', 'gte', 'lt', 'lte', 'starts_with', 'exists', 'doesnt_exist', 'equals', 'isnt',
  'regex', 'like', 'IS', 'is ', '__proto__', 'constructor', 'toString', 'null', 'is_null', 'bogus', 'in:in', ':',
];

const VALUES = [
  '', 'x', 'events', '|', '||||', 'a|b|c', '0', '-1', '1e309', 'NaN', 'true', 'null', '2024-13-45', '9999-12-31', '*', '%', '.*', '(a+)+$',
  utf8Bytes('日本'), '\xff', '__proto__', '<script>', "' OR 1=1 --", '$ne', '{"$gt":""}', 'x'.repeat(1_999), 'x'.repeat(2_001),
];

const NUMBERS = ['-1', '0', '1', '2', '1000', '1001', '1e309', '1e3', '99999999999', '999999999', '1.5', '0x10', 'abc', '', ' 5', '5 ', '+5', 'NaN', 'Infinity', '-0', '00001', '1,2', '٣'];

const SORTS = ['', '-', '--', '--title', 'title', '-title', 'date,-title', 'nope', '-nope', ',,,', ';drop', '__proto__', 'constructor', '-constructor', 'toString,valueOf', 'title,title,title', 'a b', 'x'.repeat(65), 'order', 'values', utf8Bytes('tïtle')];

const FIELD_LISTS = ['', ',', 'title', 'title,,', ',title', '__proto__', '__proto__,constructor', 'constructor', 'toString', 'a b', '*', 'title.foo', 'id,title,url,api_url,blocks', 'x'.repeat(65), 'title,' + 'x,'.repeat(300)];

const SITES = ['', 'en', 'de', 'jp', 'ja', 'DE', 'xx', 'default', '__proto__', 'constructor', 'toString', 'de,fr', '*', 'x'.repeat(2_001), utf8Bytes('日本')];

const BY_URLS = [
  '', '/', '//', `//${EVIL_HOST}`, `//${EVIL_HOST}/de/ueber-uns`, `https://${EVIL_HOST}/`, `http://127.0.0.1:3170/about`, 'about', '\\about', `/\\${EVIL_HOST}`,
  '/about', '/de/ueber-uns', '/de/ueber-uns/', '/about?x=1', '/about#x', '/%ff', '/%E0%A4%A', '%E0%A4%A', '/%2525', '/%', '/..', '/../package.json',
  '/de/../../etc/passwd', '/%2e%2e/%2e%2e/package.json', 'javascript:alert(1)', 'data:text/html,x', 'http://[', `/${'a'.repeat(2_500)}`, '/\0', '/__proto__', '/constructor',
];

type Param = [string, string];

const param: fc.Arbitrary<Param> = fc.oneof(
  { arbitrary: fc.tuple(oneOf(...FIELDS), oneOf(...CONDITIONS), oneOf(...VALUES)).map(([f, c, v]): Param => [`filter[${c ? `${f}:${c}` : f}]`, v]), weight: 5 },
  { arbitrary: oneOf(...SORTS).map((v): Param => ['sort', v]), weight: 2 },
  { arbitrary: oneOf(...NUMBERS).map((v): Param => ['limit', v]), weight: 2 },
  { arbitrary: oneOf(...NUMBERS).map((v): Param => ['page', v]), weight: 2 },
  { arbitrary: oneOf(...FIELD_LISTS).map((v): Param => ['fields', v]), weight: 2 },
  { arbitrary: oneOf(...SITES).map((v): Param => ['site', v]), weight: 2 },
  { arbitrary: oneOf(...NUMBERS).map((v): Param => ['max_depth', v]), weight: 1 },
  { arbitrary: oneOf(...BY_URLS).map((v): Param => ['url', v]), weight: 2 },
  { arbitrary: oneOf<Param>(['filter', 'x'], ['filter[]', 'x'], ['filter[title][is]', 'x'], ['limit[]', '1'], ['sort[]', 'title'], ['site[]', 'de'], ['__proto__', 'x'], ['constructor[prototype]', 'x'], ['q', 'x']), weight: 1 },
);

/** Written encoded as a client would, or raw (unescaped `[`, `|`, non-ASCII bytes). */
const apiQuery = fc
  .tuple(oneOf(...ENDPOINTS), fc.array(fc.tuple(param, fc.boolean()), { minLength: 0, maxLength: 5 }))
  .map(([endpoint, params]) => {
    const query = params.map(([[name, value], raw]) => (raw ? `${name}=${value.replace(/[ #&]/g, encodeURIComponent)}` : `${queryValue(name)}=${queryValue(value)}`)).join('&');
    return request('api-query', query ? `${endpoint}?${query}` : endpoint, { headers: { Accept: 'application/json' } });
  })
  .map((req) => ({ ...req, path: req.path.replace(/[^\x21-\xff]/g, (ch) => encodeURIComponent(ch)) }));

/** Conditional and odd request headers on API answers (ETags, CORS). */
const apiHeaders = fc
  .tuple(oneOf('/api/globals/seo?site=de', '/api/navs/main/tree?site=jp', '/api/collections/news/entries?limit=2'), oneOf<Record<string, string>>(
    { 'If-None-Match': '*' }, { 'If-None-Match': 'W/' }, { 'If-None-Match': ',,,' }, { 'If-None-Match': '"x"'.repeat(500) }, { Origin: `https://${EVIL_HOST}` },
    { Origin: 'null' }, { 'If-Modified-Since': 'yesterday' }, { Range: 'bytes=0-10' }, { Range: 'bytes=99999-' }, { Accept: 'text/html' }, { 'Accept-Encoding': 'gzip;q=abc, br;q=2' },
  ))
  .map(([path, headers]) => request('api-query', path, { headers }));

export const apiQueryCorpus: fc.Arbitrary<HostileRequest> = fc.oneof({ arbitrary: apiQuery, weight: 9 }, { arbitrary: apiHeaders, weight: 1 });
