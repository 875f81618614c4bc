import { describe, expect, it } from 'vitest';
import { buildCorpus, CATEGORIES, CATEGORY_SIZES, DEFAULT_SEED, seedFromEnv, type Category, type CorpusEntry } from './corpus';
import { TRANSFORMING_MODIFIERS } from './corpus/images';
import { NODE_MAX_HEADER_BYTES, PREFIXES, REAL_IMAGE, headBytes } from './corpus/shared';

/** The corpus itself (of HOSTILE_SEED, as the suite uses it): reproducible, big enough, covering what the suite promises. */

const seed = seedFromEnv(process.env.HOSTILE_SEED);
const corpus = buildCorpus(seed);
const of = (category: Category) => corpus.filter((entry) => entry.category === category);
const some = (entries: CorpusEntry[], test: (entry: CorpusEntry) => boolean) => entries.some(test);

describe(`the hostile corpus of seed ${seed}`, () => {
  it('is the same for the same seed and differs for another', () => {
    expect(JSON.stringify(buildCorpus(seed))).toBe(JSON.stringify(corpus));
    const other = buildCorpus(seed + 1);
    expect(other).toHaveLength(corpus.length);
    expect(other.filter((entry, i) => entry.path === corpus[i]!.path).length).toBeLessThan(corpus.length / 10);
  });

  it('holds at least 5,000 requests, indexed by position for replays', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(5_000);
    expect(corpus.every((entry, i) => entry.index === i)).toBe(true);
  });

  it('has every category, each with many different requests, interleaved', () => {
    for (const category of CATEGORIES) {
      const entries = of(category);
      expect(entries.length, category).toBe(CATEGORY_SIZES[category]);
      expect(entries.length, category).toBeGreaterThanOrEqual(200);
      const distinct = new Set(entries.map((e) => `${e.method} ${e.path} ${JSON.stringify(e.headers)} ${e.body ?? ''}`)).size;
      expect(distinct, category).toBeGreaterThanOrEqual(entries.length * 0.7);
      // Shuffled: every 500-request batch meets every category.
      for (let start = 0; start + 500 <= corpus.length; start += 500) {
        expect(corpus.slice(start, start + 500).some((e) => e.category === category), `${category} in batch at ${start}`).toBe(true);
      }
    }
  });

  it('holds only requests node:http can send', () => {
    for (const entry of corpus) {
      expect(entry.path, `#${entry.index}`).toMatch(/^[\x21-\xff]+$/);
      for (const [name, value] of Object.entries(entry.headers)) {
        expect(name, `#${entry.index}`).toMatch(/^[!#$%&'*+.^_`|~\w-]+$/);
        expect(value, `#${entry.index} ${name}`).toMatch(/^[\t\x20-\x7e\x80-\xff]*$/);
      }
    }
  });

  it('path traversal: every spelling of .. and /, against files, pages, images and the API', () => {
    const paths = of('traversal').map((e) => e.path);
    for (const spelling of ['..', '%2e%2e', '%252e%252e', '%c0%ae%c0%ae', '%2f', '\\', '%5c']) {
      expect(paths.filter((p) => p.includes(spelling)).length, spelling).toBeGreaterThan(20);
    }
    for (const start of ['/assets/', '/media/', '/builds/', '/news/', '/_ipx/', '/api/collections/', '/api/entries/by-url?url=']) {
      expect(paths.filter((p) => p.startsWith(start)).length, start).toBeGreaterThan(10);
    }
    for (const target of ['package.json', 'server/main.ts', '.env', 'etc/passwd', 'site.json', 'server/index.js', 'hostile-canary.txt', '.md']) {
      expect(some(of('traversal'), (e) => e.path.includes(target)), target).toBe(true);
    }
  });

  it('open redirects: host-looking paths with trailing slashes under every language, redirect queries, legacy links', () => {
    const paths = of('open-redirect').map((e) => e.path);
    for (const prefix of PREFIXES) {
      for (const form of ['//evil.example/', '/%2f%2fevil.example/', '/\\evil.example', '/%5Cevil.example']) {
        expect(paths.some((p) => p.startsWith(`${prefix}${form}`)), `${prefix}${form}`).toBe(true);
      }
    }
    for (const param of ['redirect=', 'next=', 'url=', 'returnTo=']) expect(paths.some((p) => p.includes(`?${param}`) || p.includes(`&${param}`)), param).toBe(true);
    expect(paths.filter((p) => p.includes('/support/downloads/')).length).toBeGreaterThan(50);
    expect(some(of('open-redirect'), (e) => 'Host' in e.headers)).toBe(true);
  });

  it('overlong: paths, queries and headers beyond 16 KB, and many parameters', () => {
    const entries = of('overlong');
    expect(entries.filter((e) => e.path.split('?')[0]!.length > NODE_MAX_HEADER_BYTES).length).toBeGreaterThan(10);
    expect(entries.filter((e) => e.path.split('?')[0]!.length > 2_000 && headBytes(e) < NODE_MAX_HEADER_BYTES).length).toBeGreaterThan(10);
    expect(entries.filter((e) => (e.path.split('?')[1] ?? '').length > 8_000).length).toBeGreaterThan(10);
    expect(entries.filter((e) => (e.path.match(/&/g) ?? []).length > 500).length).toBeGreaterThan(10);
    expect(entries.filter((e) => Object.values(e.headers).some((v) => v.length > NODE_MAX_HEADER_BYTES)).length).toBeGreaterThan(5);
    expect(entries.filter((e) => Object.keys(e.headers).length > 500).length).toBeGreaterThan(5);
  });

  it('invalid encoding: raw bytes 0x80–0xff, broken escapes, NUL and control characters', () => {
    const paths = of('invalid-encoding').map((e) => e.path);
    expect(paths.filter((p) => /[\x80-\xff]/.test(p)).length).toBeGreaterThan(20);
    for (const escape of ['%zz', '%e3%81', '%ff', '%00', '%0d%0a', '%c0%af']) expect(paths.filter((p) => p.includes(escape)).length, escape).toBeGreaterThan(5);
    expect(paths.some((p) => /%(?![0-9a-f]{2})/i.test(p))).toBe(true);
  });

  it('languages: unknown and mis-cased prefixes; malformed cookies and Accept-Language on / and on pages', () => {
    const paths = of('locale-prefix').map((e) => e.path);
    for (const prefix of ['/DE', '/Jp', '/xx/', '/en/', '/fr/en', '/zh-CN']) expect(paths.some((p) => p.startsWith(prefix)), prefix).toBe(true);
    const choice = of('cookie-language');
    expect(choice.filter((e) => e.headers.Cookie?.includes('i18n_redirected')).length).toBeGreaterThan(100);
    expect(choice.filter((e) => e.headers['Accept-Language'] !== undefined).length).toBeGreaterThan(100);
    expect(choice.filter((e) => e.path === '/').length).toBeGreaterThan(100);
    expect(choice.filter((e) => e.path !== '/').length).toBeGreaterThan(100);
    expect(choice.some((e) => (e.headers['Accept-Language']?.length ?? 0) > 9_000)).toBe(true);
  });

  it('the API: every query parameter, unknown resources, hostile by-url values', () => {
    const paths = of('api-query').map((e) => e.path);
    for (const param of ['filter%5B', 'filter[', 'sort=', 'limit=', 'page=', 'fields=', 'site=', 'max_depth=', 'url=']) {
      expect(paths.filter((p) => p.includes(param)).length, param).toBeGreaterThan(20);
    }
    for (const endpoint of ['/api/collections/nope/', '/api/navs/nope/', '/api/globals/nope', '/api/taxonomies/nope/', '/api/entries/by-url']) {
      expect(paths.some((p) => p.startsWith(endpoint)), endpoint).toBe(true);
    }
  });

  it('images: malformed and out-of-range modifiers, remote sources, and only a few real transforms', () => {
    const paths = of('image-modifiers').map((e) => e.path);
    for (const modifier of ['w_999999', 'w_-1', 's_0x0', 'q_1000', 'f_exe', 'w_abc']) expect(paths.some((p) => p.includes(modifier)), modifier).toBe(true);
    for (const source of ['https://evil.example/x.jpg', 'http://169.254.169.254/']) expect(paths.some((p) => p.endsWith(source)), source).toBe(true);
    // A transform costs 100–300 ms: only the fixed list may meet the real image with valid modifiers.
    const transforming = new Set(paths.filter((p) => TRANSFORMING_MODIFIERS.some((m) => p === `/_ipx/${m}/${REAL_IMAGE}`)));
    expect(transforming.size).toBeGreaterThan(0);
    expect(transforming.size).toBeLessThanOrEqual(TRANSFORMING_MODIFIERS.length);
  });

  it('methods: every odd method on pages, the API and images', () => {
    const entries = of('methods');
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'HEAD']) {
      for (const start of ['/api/', '/_ipx/']) expect(some(entries, (e) => e.method === method && e.path.startsWith(start)), `${method} ${start}`).toBe(true);
      expect(some(entries, (e) => e.method === method && !/^\/(api|_ipx)\//.test(e.path)), `${method} page`).toBe(true);
    }
    expect(entries.some((e) => e.method === 'CONNECT')).toBe(false);
  });

  it("attacks the newsletter form's language with prototype keys (a bug the suite found: lang=constructor was a 500)", () => {
    const prototypeKeys = corpus.filter((e) => /^\/newsletter\/signup\?(.*&)?lang=(__proto__|constructor|toString|valueOf|hasOwnProperty)(&|$)/.test(e.path));
    expect(prototypeKeys.length).toBeGreaterThan(5);
  });
});

describe('HOSTILE_SEED', () => {
  it('defaults when unset or empty, takes any integer, refuses anything else', () => {
    expect(seedFromEnv(undefined)).toBe(DEFAULT_SEED);
    expect(seedFromEnv(' ')).toBe(DEFAULT_SEED);
    expect(seedFromEnv('42')).toBe(42);
    expect(seedFromEnv('-7')).toBe(-7);
    expect(() => seedFromEnv('abc')).toThrow(/HOSTILE_SEED/);
    expect(() => seedFromEnv('1.5')).toThrow(/HOSTILE_SEED/);
  });
});
