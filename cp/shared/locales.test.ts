import { describe, expect, it } from 'vitest';
import { browserLocale, isCpLocale, localeTag } from './locales';

describe('the panel’s languages', () => {
  it('takes the first of the browser’s languages it speaks, by language', () => {
    expect(browserLocale(['de-AT', 'en'])).toBe('de');
    expect(browserLocale(['pt-BR', 'fr-CA', 'en'])).toBe('fr');
    expect(browserLocale(['ja'])).toBe('ja');
    expect(browserLocale(['zh-TW'])).toBe('zh_CN');
    expect(browserLocale(['zh-Hans-CN'])).toBe('zh_CN');
    expect(browserLocale(['es-419'])).toBe('es');
  });

  it('falls back to English when the browser speaks none of them, or says nothing', () => {
    expect(browserLocale(['pt-BR', 'it'])).toBe('en');
    expect(browserLocale([])).toBe('en');
    expect(browserLocale([''])).toBe('en');
  });

  it('knows Statamic’s codes only, and their language tags', () => {
    expect(isCpLocale('zh_CN')).toBe(true);
    expect(isCpLocale('zh')).toBe(false);
    expect(isCpLocale('jp')).toBe(false);
    expect(isCpLocale(undefined)).toBe(false);
    expect(localeTag('zh_CN')).toBe('zh-CN');
    expect(localeTag('ja')).toBe('ja');
  });
});
