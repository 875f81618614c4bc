import { describe, expect, it } from 'vitest';
import { collectionOf, isSitePath, localizePath, matchRule, splitLanguage, type RedirectRule } from './redirects';

const SITES = [
  { handle: 'en', lang: 'en', prefix: '' }, { handle: 'de', lang: 'de', prefix: '/de' }, { handle: 'fr', lang: 'fr', prefix: '/fr' },
  { handle: 'jp', lang: 'ja', prefix: '/jp' },
];

describe('splitLanguage', () => {
  it.each([
    ['no prefix is the default language', '/support/downloads/x', 'en', '/support/downloads/x'],
    ['a prefix', '/de/support/downloads/x', 'de', '/support/downloads/x'],
    ['a doubled prefix: the first wins', '/fr/en/support/downloads/x', 'fr', '/support/downloads/x'],
    ['a doubled prefix with two real prefixes', '/de/jp/support/downloads', 'de', '/support/downloads'],
    ['an unprefixed language code is dropped', '/en/support/downloads/x', 'en', '/support/downloads/x'],
    ['the language home', '/jp', 'jp', '/'],
    ['a one-segment page that looks like a code stays', '/de/ja', 'de', '/ja'],
  ])('%s', (_name, path, site, rest) => {
    expect(splitLanguage(path, SITES)).toEqual({ site: expect.objectContaining({ handle: site }), rest });
  });
});

describe('matchRule', () => {
  const rules: RedirectRule[] = [
    { from: '/shop', to: 'https://shop.example', status: 302 },
    { from: '/support/downloads/beacon-fw*', entry: { id: 'd1', collection: 'downloads' }, status: 301 },
  ];
  it.each([
    ['exact', '/shop', 0],
    ['exact does not match a longer path', '/shopping', undefined],
    ['wildcard matches the prefix', '/support/downloads/beacon-fw-3.1.zip', 1],
    ['wildcard needs the prefix', '/support/downloads/slate', undefined],
  ])('%s', (_name, rest, index) => {
    expect(matchRule(rest, rules)).toBe(index === undefined ? undefined : rules[index]);
  });
});

describe('targets stay on this site unless a rule says otherwise', () => {
  it('localizes site paths', () => {
    expect(localizePath('/products', SITES[1]!)).toBe('/de/products');
    expect(localizePath('/', SITES[1]!)).toBe('/de');
    expect(localizePath('/', SITES[0]!)).toBe('/');
    expect(localizePath('https://shop.example', SITES[1]!)).toBe('https://shop.example');
  });
  it.each([
    ['/de/x', true], ['/', true], ['//evil.example', false], ['/\\evil.example', false], ['https://evil.example', false], ['x', false],
  ])('isSitePath(%s) is %s', (path, expected) => {
    expect(isSitePath(path)).toBe(expected);
  });
  it('reads the collection from an entry API URL', () => {
    expect(collectionOf('http://x/api/collections/downloads/entries/download-beacon-firmware')).toBe('downloads');
    expect(collectionOf(undefined)).toBeNull();
  });
});
