import { describe, expect, it, vi } from 'vitest';
import { parseSites } from './sites';

describe('parseSites', () => {
  it('reads handles, prefixes and languages; the first site is the default', () => {
    const sites = parseSites({
      en: { name: 'English', url: '/', locale: 'en_US', lang: 'en' },
      de: { name: 'Deutsch', url: 'https://example.com/de/', locale: 'de_DE' },
    });
    expect(sites.map(({ handle, prefix, lang }) => ({ handle, prefix, lang }))).toEqual([
      { handle: 'en', prefix: '', lang: 'en' },
      { handle: 'de', prefix: '/de', lang: 'de' },
    ]);
  });

  it('warns about an unusable domain and serves the site under its handle', () => {
    const warn = vi.fn();
    const sites = parseSites({ en: { name: 'English', url: '/', locale: 'en_US' }, fr: { name: 'Français', url: 'https://exa mple.com:99999/fr/', locale: 'fr_FR' } }, warn);
    expect(sites.find((s) => s.handle === 'fr')?.prefix).toBe('/fr');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('site "fr" has an invalid URL'));
  });

  it('warns about an invalid language tag and uses the locale’s language', () => {
    const warn = vi.fn();
    const sites = parseSites({ en: { name: 'English', url: '/', locale: 'en_US' }, jp: { name: '日本語', url: '/jp/', locale: 'ja_JP', lang: 'not a tag' } }, warn);
    expect(sites.find((s) => s.handle === 'jp')?.lang).toBe('ja');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('site "jp" has an invalid language "not a tag"; using "ja"'));
  });

  it('warns about a repeated prefix and leaves that site out', () => {
    const warn = vi.fn();
    const sites = parseSites({ en: { name: 'English', url: '/', locale: 'en_US' }, de: { name: 'Deutsch', url: '/de/', locale: 'de_DE' }, at: { name: 'Österreich', url: '/de', locale: 'de_AT' } }, warn);
    expect(sites.map((s) => s.handle)).toEqual(['en', 'de']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('site "at" uses the same URL prefix as "de"'));
  });

  it('warns about nothing in a valid file', () => {
    const warn = vi.fn();
    parseSites({ en: { name: 'English', url: '/', locale: 'en_US' }, zh: { name: '中文', url: '/zh/', locale: 'zh_CN', lang: 'zh-Hans' } }, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('still refuses a file without sites', () => {
    expect(() => parseSites({})).toThrow('at least one site is required');
  });
});
