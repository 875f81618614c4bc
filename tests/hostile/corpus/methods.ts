import fc from 'fast-check';
import { BROWSER_UA, EVIL_HOST, oneOf, PREFIXES, request, type HostileRequest } from './shared';

/**
 * Methods other than GET on every kind of resource, with and without bodies. CONNECT is left
 * out: Node hands it to a `connect` listener the server does not have, and closes the socket.
 * Methods Node's parser does not know (`FOO`) are answered 400 by Node itself.
 */

const METHODS = ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'HEAD', 'HEAD', 'PROPFIND', 'PURGE', 'LOCK', 'SEARCH', 'QUERY', 'FOO'];

const TARGETS = [
  '/', '/news', '/news/', '/news.data', '/_.data', '/about', '/products/beacon', '/support/downloads/beacon-fw', '/shop', '/xx', '/nowhere', '/DE/',
  `//${EVIL_HOST}/`, '/news?filter=events', '/news.data?_routes=root', '/__manifest?p=/news', '/sitemap.xml', '/news/rss.xml', '/healthz',
  '/newsletter/signup', '/newsletter/signup?lang=de', '/newsletter/signup?lang=xx', `/newsletter/signup?redirect=https://${EVIL_HOST}`,
  '/newsletter/signup?lang=constructor', '/newsletter/signup?lang=__proto__&email=a@b.example',
  '/api/collections/pages/entries', '/api/collections/pages/entries/home', '/api/globals/seo', '/api/navs/main/tree', '/api/nope',
  // w_1 is one of the few transforms the corpus allows (images.ts): HEAD runs it like GET.
  '/_ipx/w_1/media/brand/og-default.jpg', '/_ipx/_/media/hostile/missing.jpg', `/_ipx/_/https://${EVIL_HOST}/x.jpg`, '/_ipx/w_-1/x.jpg',
  '/favicon.svg', '/assets/nope.js', '/builds/latest.json', '/media/brand/og-default.jpg', '/media/nope.jpg', '/robots.txt',
];

const BODIES: { type?: string; body?: string }[] = [
  {},
  { type: 'application/json', body: '{"email":"a@b.example"}' },
  { type: 'application/json', body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', body: '{' },
  { type: 'application/x-www-form-urlencoded', body: 'email=a%40b.example&consent=on' },
  { type: 'application/x-www-form-urlencoded', body: 'email=%ff%zz&__proto__[x]=1' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&'.repeat(5_000) },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.example\r\n--x--\r\n' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated' },
  { type: 'multipart/form-data', body: 'no boundary' },
  { type: 'text/plain', body: 'x'.repeat(64 * 1024) },
  { type: 'application/octet-stream', body: '\x00\xff\xfe' },
  { type: 'text/html; charset=utf-7', body: '+ADw-script+AD4-' },
  { type: '\xff/\xff', body: 'x' },
];

const UNPREFIXED = /^\/(api|_ipx|assets|builds|media|healthz|newsletter|__manifest|favicon)\b/;

/** A language prefix on site paths; none on the API, images and build files. */
const localized = (prefix: string, path: string) => (UNPREFIXED.test(path) ? path : path === '/' ? prefix || '/' : prefix + path);

/** Always in the corpus: each odd method on a page, a rendered page, the API, an image, a file and the newsletter form. */
export const METHODS_CORE: readonly HostileRequest[] = ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'HEAD'].flatMap((method) =>
  ['/news', '/de/nowhere', '/api/collections/pages/entries', '/_ipx/w_1/media/brand/og-default.jpg', '/favicon.svg', '/newsletter/signup'].map((path) => request('methods', path, { method })),
);

export const methods: fc.Arbitrary<HostileRequest> = fc
  .tuple(oneOf(...METHODS), oneOf(...PREFIXES), oneOf(...TARGETS), oneOf(...BODIES), oneOf<Record<string, string>>({}, { 'User-Agent': BROWSER_UA }, { Origin: `https://${EVIL_HOST}` }, { 'X-HTTP-Method-Override': 'DELETE' }, { 'Access-Control-Request-Method': 'PUT', Origin: 'null' }))
  .map(([method, prefix, target, { type, body }, extra]) => {
    const headers: Record<string, string> = { ...extra };
    // Bodies on methods that carry one; a HEAD or TRACE with a body is not something Node's client sends.
    const withBody = body !== undefined && !['HEAD', 'TRACE', 'OPTIONS'].includes(method);
    if (withBody && type) headers['Content-Type'] = type;
    return request('methods', localized(prefix, target), { method, headers, ...(withBody ? { body } : {}) });
  });
