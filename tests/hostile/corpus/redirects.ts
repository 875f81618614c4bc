import fc from 'fast-check';
import { BROWSER_UA, EVIL_HOST, oneOf, PREFIXES, queryValue, request, SITE_PATHS, withQuery, type HostileRequest } from './shared';

/**
 * Open-redirect attempts: paths a browser or a path normaliser reads as another host (the
 * server redirects `/path/` to `/path`, language roots and legacy links, so each of those
 * redirects gets fed such a path), redirect-looking query parameters, legacy
 * `/support/downloads/…` links (redirected by content rules), and forged Host headers.
 */

const HOSTS = [
  EVIL_HOST, `${EVIL_HOST}:443`, `user@${EVIL_HOST}`, `127.0.0.1@${EVIL_HOST}`, `${EVIL_HOST}%00.127.0.0.1`, `${EVIL_HOST}%2e`,
  `${EVIL_HOST}.`, '%65vil.example', 'evil%E3%80%82example', '0x7f.1', '2130706433', '[::1]', `${EVIL_HOST}%09`,
];

/** A host in the forms that make `Location: <that>` leave the site. */
const HOST_FORMS: ((host: string) => string)[] = [
  (h) => `//${h}`,
  (h) => `/\\${h}`,
  (h) => `\\\\${h}`,
  (h) => `/%2F%2F${h}`,
  (h) => `/%2f%2f${h}`,
  (h) => `/%2f/${h}`,
  (h) => `/%5C${h}`,
  (h) => `/%5c%5c${h}`,
  (h) => `/%5c/${h}`,
  (h) => `/\\/${h}`,
  (h) => `///${h}`,
  (h) => `////${h}`,
  (h) => `/%09/${h}`,
  (h) => `/%252f%252f${h}`,
  (h) => `/https://${h}`,
  (h) => `/https:/${h}`,
  (h) => `/https:${h}`,
  (h) => `/http:%2f%2f${h}`,
  (h) => `/%68ttps://${h}`,
  (h) => `/.//${h}`,
  (h) => `/%2e//${h}`,
  (h) => `/@${h}`,
  (h) => `/javascript:alert(1)//${h}`,
];

/** What follows the host: a trailing slash is what triggers the server's own redirect. */
const HOST_SUFFIXES = ['', '/', '/', '/x', '/x/', '//', '/%2e%2e', '/.', '?a=1', '/?a=1', '/news/', '/support/downloads/x'];

const hostPath = fc
  .tuple(oneOf(...PREFIXES), fc.integer({ min: 0, max: HOST_FORMS.length - 1 }), oneOf(...HOSTS), oneOf(...HOST_SUFFIXES))
  .map(([prefix, form, host, suffix]) => prefix + HOST_FORMS[form]!(host) + suffix);

const REDIRECT_PARAMS = ['redirect', 'next', 'url', 'returnTo', 'return_to', 'continue', 'dest', 'destination', 'goto', 'r', 'to', 'from', 'location', 'callback'];
const REDIRECT_VALUES = [
  `https://${EVIL_HOST}`, `//${EVIL_HOST}`, `//evil`, `/\\${EVIL_HOST}`, `https:${EVIL_HOST}`, `javascript:alert(1)`,
  `http://169.254.169.254/`, `%2F%2F${EVIL_HOST}`, `\\\\${EVIL_HOST}`, `https://${EVIL_HOST}%2F@127.0.0.1`,
];

/** A site path (possibly with a trailing slash, so it gets the server's redirect) with redirect-looking parameters. */
const redirectQuery = fc
  .tuple(
    oneOf(...PREFIXES),
    oneOf(...SITE_PATHS),
    fc.boolean(),
    fc.array(fc.tuple(oneOf(...REDIRECT_PARAMS), oneOf(...REDIRECT_VALUES), fc.boolean()), { minLength: 1, maxLength: 3 }),
  )
  .map(([prefix, path, slash, params]) => {
    const base = (prefix + (path === '/' ? '' : path) || '/') + (slash && path !== '/' ? '/' : '');
    return withQuery(base, params.map(([name, value, raw]) => `${name}=${raw ? value : queryValue(value)}`).join('&'));
  });

/** Legacy download links: content rules and the hub fallback redirect these, with anything after them. */
const LEGACY_TAILS = [
  'beacon-fw', 'beacon-fw-2.1', 'syncstudio/win', 'remote', 'manuals/beacon-v2.pdf', 'slate', 'unknown', '',
  `/${EVIL_HOST}`, `%2f%2f${EVIL_HOST}`, `%5c${EVIL_HOST}`, `\\${EVIL_HOST}`, `https://${EVIL_HOST}`, `beacon-fw//${EVIL_HOST}`,
  `beacon-fw/%2f${EVIL_HOST}`, 'beacon-fw/', 'syncstudio/', `beacon-fw?next=//${EVIL_HOST}`,
];

const legacy = fc
  .tuple(oneOf(...PREFIXES), oneOf('', '/en', '/de', '/fr/en', '/xx'), oneOf(...LEGACY_TAILS), oneOf('', '/', '?a=1'))
  .map(([prefix, second, tail, suffix]) => `${prefix}${second}/support/downloads/${tail}${suffix}`);

/** The redirect rules' own paths with something appended (`/shop//evil.example`). */
const rulePaths = fc
  .tuple(oneOf(...PREFIXES), oneOf('/shop', '/store', '/beacon', '/Shop', '/SHOP'), oneOf('', '/', `//${EVIL_HOST}`, `/${EVIL_HOST}`, `?to=//${EVIL_HOST}`, '%2f', '/.', '.data', `/%5c${EVIL_HOST}`))
  .map(([prefix, path, suffix]) => prefix + path + suffix);

/** Host headers the server must not build an absolute Location from. */
const FORGED_HOSTS = [EVIL_HOST, `${EVIL_HOST}:80`, `127.0.0.1.${EVIL_HOST}`, `127.0.0.1:3170@${EVIL_HOST}`];

const forgedHost = fc
  .tuple(oneOf(...PREFIXES), oneOf('/news/', '/', '/support/downloads/x', '/shop', '/store', '/beacon', '/DE/', '/de/', '/about/'), oneOf(...FORGED_HOSTS), oneOf('Host', 'X-Forwarded-Host', 'Forwarded'))
  .map(([prefix, path, host, header]) => {
    const value = header === 'Forwarded' ? `host=${host};proto=https` : host;
    return request('open-redirect', (prefix + path).replace(/^\/\//, '/'), { headers: { [header]: value, 'User-Agent': BROWSER_UA } });
  });

/**
 * Always in the corpus, whatever the seed: the classic forms with and without the trailing
 * slash that triggers the server's redirect, and the common redirect parameters, under every
 * language prefix.
 */
export const OPEN_REDIRECT_CORE: readonly HostileRequest[] = PREFIXES.flatMap((prefix) => [
  ...['//', '/\\', '/%2F%2F', '/%2f%2f', '/%5C', '/%5c'].flatMap((form) =>
    ['', '/'].map((slash) => request('open-redirect', `${prefix}${form}${EVIL_HOST}${slash}`, { headers: { 'User-Agent': BROWSER_UA } })),
  ),
  ...['redirect', 'next', 'url', 'returnTo'].flatMap((param) =>
    [prefix || '/', `${prefix}/news/`].map((path) => request('open-redirect', `${path}?${param}=https://${EVIL_HOST}`, { headers: { 'User-Agent': BROWSER_UA } })),
  ),
]);

export const openRedirect: fc.Arbitrary<HostileRequest> = fc.oneof(
  { arbitrary: hostPath.map((path) => request('open-redirect', path, { headers: { 'User-Agent': BROWSER_UA } })), weight: 8 },
  { arbitrary: redirectQuery.map((path) => request('open-redirect', path, { headers: { 'User-Agent': BROWSER_UA } })), weight: 4 },
  { arbitrary: legacy.map((path) => request('open-redirect', path)), weight: 4 },
  { arbitrary: rulePaths.map((path) => request('open-redirect', path)), weight: 2 },
  { arbitrary: forgedHost, weight: 2 },
);
