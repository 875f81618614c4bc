import { beforeEach, describe, expect, it } from 'vitest';
import { parseRouteRules, type ManifestRedirect } from './build-watch';
import { applyRouteRules, buildState, manifestRedirect } from './route-rules';

const everywhere = (target: string) => ({ en: target, de: target, fr: target, es: target, jp: target, zh: target });

/** Redirect rules shaped like the build manifest's (one target per language, null where a language has none). */
const RULES: ManifestRedirect[] = [
  { from: '/shop', status: 302, to: everywhere('https://shop.example') },
  { from: '/store', status: 301, to: { en: '/products', de: '/de/products', fr: '/fr/products', es: '/es/products', jp: '/jp/products', zh: '/zh/products' } },
  { from: '/support/downloads/beacon-fw*', status: 301, to: { en: '/support/downloads/beacon', de: '/de/support/downloads/beacon', fr: null, es: null, jp: null, zh: null } },
  { from: '/old-press', status: 301, to: { en: '/news', de: null, fr: null, es: null, jp: null, zh: null } },
];

beforeEach(() => {
  // buildState is module state shared by every navigation: each test starts from a fresh page.
  buildState.rules = null;
  buildState.newBuild = false;
});

describe('manifestRedirect', () => {
  it.each([
    ['an internal target in the path language', '/de/store', { location: '/de/products', status: 301 }],
    ['the default language without prefix', '/store', { location: '/products', status: 301 }],
    ['an external target', '/shop', { location: 'https://shop.example', status: 302 }],
    ['an external target from another language', '/jp/shop', { location: 'https://shop.example', status: 302 }],
    ['a wildcard rule', '/support/downloads/beacon-fw-2', { location: '/support/downloads/beacon', status: 301 }],
    ['a wildcard rule in another language', '/de/support/downloads/beacon-fw-3.1', { location: '/de/support/downloads/beacon', status: 301 }],
  ])('follows %s', (_name, path, expected) => {
    expect(manifestRedirect(path, RULES)).toEqual(expected);
  });

  it.each([
    ['a path no rule names', '/about'],
    ['a longer path than an exact rule', '/storefront'],
    ['a language whose target is null', '/de/old-press'],
    ['a wildcard rule with no target in the language', '/fr/support/downloads/beacon-fw-2'],
  ])('returns null for %s', (_name, path) => {
    expect(manifestRedirect(path, RULES)).toBeNull();
  });

  it('returns null without rules', () => {
    expect(manifestRedirect('/store', [])).toBeNull();
  });
});

describe('applyRouteRules', () => {
  /** The Response applyRouteRules throws for a navigation to `url`. */
  function thrownBy(url: string): Response {
    try {
      applyRouteRules(new Request(url));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
    throw new Error(`nothing thrown for ${url}`);
  }

  const withRules = () => {
    buildState.rules = parseRouteRules({ id: 'b1', timestamp: 1, prerendered: [], redirects: RULES });
  };

  it('lets the navigation through when nothing is known yet', () => {
    expect(() => applyRouteRules(new Request('http://localhost:3000/de/store'))).not.toThrow();
  });

  it('lets the navigation through when no rule applies', () => {
    withRules();
    expect(() => applyRouteRules(new Request('http://localhost:3000/about?x=1'))).not.toThrow();
  });

  it('redirects by a rule and drops the query, as the server does', () => {
    withRules();
    const response = thrownBy('http://localhost:3000/de/store?ref=menu');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/de/products');
    // A client-side redirect: the document is not reloaded.
    expect(response.headers.has('X-Remix-Reload-Document')).toBe(false);
  });

  it('redirects to an external target as given', () => {
    withRules();
    const response = thrownBy('http://localhost:3000/shop?ref=menu');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://shop.example');
  });

  it('turns a navigation into a full page load once a new build is live, dropping the time parameter', () => {
    buildState.newBuild = true;
    const response = thrownBy('http://localhost:3000/de/news?page=2&t=1795');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(response.headers.get('Location')).toBe('/de/news?page=2');
    expect(response.status).toBe(302);
  });

  it('leaves no empty query behind when the time parameter was the only one', () => {
    buildState.newBuild = true;
    expect(thrownBy('http://localhost:3000/news?t=1795').headers.get('Location')).toBe('/news');
  });

  it('applies a rule before the new-build reload', () => {
    // The rule's target is then loaded through this check again and becomes the full page load.
    withRules();
    buildState.newBuild = true;
    const response = thrownBy('http://localhost:3000/store');
    expect(response.headers.get('Location')).toBe('/products');
    expect(response.status).toBe(301);
    expect(response.headers.has('X-Remix-Reload-Document')).toBe(false);
  });
});
