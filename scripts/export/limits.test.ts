import { describe, expect, it } from 'vitest';
import { checkLimits, CLOUDFLARE_LIMITS, ExportLimitError, isDynamicRedirect } from './limits';

const within = { staticRedirects: 2000, dynamicRedirects: 100, headerRules: 100, lineLength: 2000 };

describe("Cloudflare Pages' limits", () => {
  it('passes files at the limits', () => {
    expect(() => checkLimits(within, 'cloudflare')).not.toThrow();
    expect(CLOUDFLARE_LIMITS).toEqual(within);
  });

  it.each([
    [{ staticRedirects: 2001 }, /2001 static redirects in _redirects \(Cloudflare Pages takes at most 2000\)/],
    [{ dynamicRedirects: 101 }, /101 dynamic redirects .* at most 100/],
    [{ headerRules: 286 }, /286 rules in _headers \(Cloudflare Pages takes at most 100/],
    [{ lineLength: 2001 }, /a line of 2001 characters/],
  ])('names the count over the limit: %o', (over, message) => {
    expect(() => checkLimits({ ...within, ...over }, 'cloudflare')).toThrow(ExportLimitError);
    expect(() => checkLimits({ ...within, ...over }, 'cloudflare')).toThrow(message);
  });

  it('names every count over its limit at once', () => {
    expect(() => checkLimits({ ...within, staticRedirects: 3000, headerRules: 150 }, 'cloudflare')).toThrow(/3000 static.*; 150 rules/);
  });

  it('holds _redirects to the limits for every host, _headers only for Cloudflare (Netlify has none)', () => {
    expect(() => checkLimits({ ...within, headerRules: 500, lineLength: 5000 }, 'netlify')).not.toThrow();
    expect(() => checkLimits({ ...within, dynamicRedirects: 101 }, 'netlify')).toThrow(/101 dynamic redirects/);
  });

  it('counts splats, placeholders and query conditions as dynamic', () => {
    expect(isDynamicRedirect({ from: '/support/downloads/beacon-fw*' })).toBe(true);
    expect(isDynamicRedirect({ from: '/news/:slug' })).toBe(true);
    expect(isDynamicRedirect({ from: '/de/news', query: 'filter' })).toBe(true);
    expect(isDynamicRedirect({ from: '/de/store' })).toBe(false);
    expect(isDynamicRedirect({ from: '/a:b' })).toBe(false);
  });
});
