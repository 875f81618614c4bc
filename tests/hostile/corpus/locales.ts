import fc from 'fast-check';
import { BROWSER_UA, oneOf, PREFIXES, request, utf8Bytes, type HostileRequest } from './shared';

/**
 * Language handling: prefixes that are unknown, mis-cased, doubled or look like other
 * languages' tags; and the language choice on `/` fed malformed `i18n_redirected` cookies and
 * Accept-Language headers.
 */

const WRONG_PREFIXES = [
  '/DE', '/De', '/dE', '/JP', '/Jp', '/jP', '/ZH', '/Fr', '/ES', '/xx', '/en', '/EN', '/ja', '/zh-CN', '/zh-cn', '/zh_CN', '/de-DE',
  '/de_DE', '/pt', '/en-US', '/fr/en', '/de/de', '/de/fr', '/jp/zh/de', '/en/de', '/xx/de', '/de/xx', '/jp/ja', '/ja/jp', '/zh/zh-CN',
  '/default', '/__proto__', '/constructor', '/de%20', '/%64e', '/d%65', '/de.', '/de;', '/de;jsessionid=x', '/.de', '/de~',
];

const RESTS = [
  '', '/', '/news', '/news/', '/news/rss.xml', '/news?page=2', '/news?filter=events', '/products', '/products/beacon', '/about',
  '/ueber-uns', '/support/downloads', '/support/downloads/x', '/support/downloads/beacon-fw', '/sitemap.xml', '/robots.txt', '.data',
  '/news.data', '/shop', '/store', '/beacon', '/nowhere', '?lang=de', '/downloads',
];

const locale = fc
  .tuple(oneOf(...WRONG_PREFIXES, ...PREFIXES.filter(Boolean)), oneOf(...RESTS), oneOf(...WRONG_PREFIXES, ''), fc.boolean())
  .map(([first, rest, second, double]) => {
    const path = (double && second ? first + second : first) + rest;
    return request('locale-prefix', path, { headers: { 'User-Agent': BROWSER_UA } });
  });

/** Cookie values for `i18n_redirected`: near-misses, prototype keys, quotes, junk, non-ASCII (as UTF-8 bytes). */
const COOKIE_VALUES = [
  '', 'de', 'DE', 'xx', 'en', 'ja', 'jp', 'zh-CN', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '"de"', 'de%00', 'de;',
  'de,fr', '=', '==de', ' de ', '%64e', 'null', 'undefined', '[]', '{}', utf8Bytes('日本語'), utf8Bytes('ドイツ'), '\xff\xfe', '\t',
];

const garbage = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 });

const cookieHeader = fc.oneof(
  fc.tuple(oneOf(...COOKIE_VALUES), oneOf('', 'a=1; ', 'i18n_redirected=de; ', '; ; ')).map(([value, before]) => `${before}i18n_redirected=${value}`),
  garbage.map((value) => `i18n_redirected=${value.replace(/;/g, '')}`),
  garbage,
  oneOf('=;=;', ';;;;', '=', 'i18n_redirected', 'i18n_redirected;', '; i18n_redirected=de', 'I18N_REDIRECTED=de', 'i18n_redirected =de', 'i18n_redirected= de'),
  fc.integer({ min: 100, max: 8_000 }).map((n) => `i18n_redirected=${'d'.repeat(n)}`),
  fc.integer({ min: 50, max: 600 }).map((n) => Array.from({ length: n }, (_, i) => `c${i}=${i}`).join('; ') + '; i18n_redirected=fr'),
  fc.integer({ min: 50, max: 600 }).map((n) => Array.from({ length: n }, () => 'i18n_redirected=xx').join('; ')),
);

const LANGUAGE_HEADERS = [
  '*;q=abc', 'de;q=2', 'de;q=-1', 'de;q=1e309', 'de;q=NaN', 'de;q=0.', 'de;q=.5', 'de;q=0.5;q=0.9', ';;;;', ',,,,', '*', '*;q=0', 'de;q=0',
  'xx', 'xx-YY', 'x-klingon', 'i-default', 'de-DE-1996-x-private-tag', 'ja-JP-u-ca-japanese', 'zh-Hant-TW', 'zh-Hans-CN', 'ZH', 'JA',
  'en;q=0.1, de;q=0.1', 'de;q=0.9, fr;q=0.9', 'q=1', '=de', 'de;', ';q=1', 'de q=1', 'de;q=1 2', '__proto__', 'constructor;q=1',
  utf8Bytes('日本語'), utf8Bytes('de-ß'), '\xe9\xff', 'de\tfr', 'de;q=0.500000000001', '1234', '-', 'de--de', 'a'.repeat(9),
];

const languageHeader = fc.oneof(
  oneOf(...LANGUAGE_HEADERS),
  fc.array(oneOf(...LANGUAGE_HEADERS), { minLength: 2, maxLength: 8 }).map((parts) => parts.join(', ')),
  garbage,
  fc.tuple(oneOf('de', 'de;q=0.5', 'xx', '*;q=abc', ';'), fc.integer({ min: 1_000, max: 12_000 })).map(([unit, n]) => Array.from({ length: Math.ceil(n / (unit.length + 2)) }, () => unit).join(', ').slice(0, n)),
);

const PAGES = [
  '/', '/', '/', '/?utm_source=x', '/?page=2', '/de', '/news', '/jp/news', '/about', '/xx', '/support/downloads/x', '/', '/_.data', '/sitemap.xml',
  // The newsletter form picks its language from `?lang=`.
  '/newsletter/signup?lang=jp', '/newsletter/signup?lang=toString',
];
const AGENTS = [BROWSER_UA, BROWSER_UA, BROWSER_UA, '', 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8', '\xff\xfe', 'Mozilla/5.0 ' + 'x'.repeat(2_000)];

const languageChoice = fc
  .tuple(oneOf(...PAGES), fc.option(cookieHeader, { nil: undefined }), fc.option(languageHeader, { nil: undefined }), oneOf(...AGENTS))
  .filter(([, cookie, language]) => cookie !== undefined || language !== undefined)
  .map(([path, cookie, language, agent]) => {
    const headers: Record<string, string> = {};
    if (agent) headers['User-Agent'] = agent;
    if (cookie !== undefined) headers.Cookie = cookie;
    if (language !== undefined) headers['Accept-Language'] = language;
    return request('cookie-language', path, { headers });
  });

export const localePrefix: fc.Arbitrary<HostileRequest> = locale;
export const cookieLanguage: fc.Arbitrary<HostileRequest> = languageChoice;
